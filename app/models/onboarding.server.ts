import { and, eq, like, or } from "drizzle-orm";
import type { ClaimInput, CompanyDetails } from "~/lib/company-schemas";
import { escapeHtml } from "~/lib/escape";
import { TIER_RANK, type SubscriptionTier } from "~/lib/options";
import { SITE } from "~/lib/site";
import { companySlug } from "~/lib/slug";
import { listingColumns } from "./listing-columns.server";
import { db, schema } from "./db.server";
import { syncCompanyServices } from "./company-services.server";
import { Conflict, NotFound } from "./errors.server";
import { geocodeCity } from "./geocode.server";
import { enqueueEmail } from "./mail.server";

const { companies, companyClaims } = schema;

type Owner = { id: number; email: string; firstName: string | null; lastName: string | null };

function uniqueSlug(base: string): string {
  const taken = new Set(
    db()
      .select({ slug: companies.slug })
      .from(companies)
      .where(or(eq(companies.slug, base), like(companies.slug, `${base}-%`)))
      .all()
      .map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Adds a new listing owned by its creator. Striping listings keep their services, materials
 * listings their products and supplier type; the city is geocoded for distance and matching.
 */
export function createListing(
  owner: Owner,
  input: CompanyDetails & { subscriptionTier: SubscriptionTier; receiveQuotes: boolean },
) {
  const point = geocodeCity(input.location, input.state);
  const materials = input.companyType === "materials";
  const slug = uniqueSlug(companySlug(input.name, input.location, input.state) || "company");
  return db().transaction((tx) => {
    const row = tx
      .insert(companies)
      .values({
        directory: materials ? "materials" : "striping",
        slug,
        ...listingColumns(input),
        services: materials ? [] : input.services,
        products: materials ? input.products : [],
        companyType: materials ? (input.materialsCompanyType[0] ?? "Supplier") : "striping",
        subscriptionTier: input.subscriptionTier,
        tierRank: TIER_RANK[input.subscriptionTier],
        receiveQuotes: input.receiveQuotes,
        isClaimed: true,
        isVerified: false,
        claimedBy: owner.id,
        latitude: point?.latitude ?? null,
        longitude: point?.longitude ?? null,
      })
      .returning()
      .get();
    if (!materials) syncCompanyServices(tx, row.id, input.services);
    return row;
  });
}

function ownerName(owner: Owner): string {
  return [owner.firstName, owner.lastName].filter(Boolean).join(" ") || owner.email;
}

/**
 * Claims an unclaimed listing for the signed-in user. The update only succeeds while the row is
 * still unclaimed, so two people racing for one listing cannot both win. The listing's own
 * address is told who claimed it.
 */
export function claimListing(owner: Owner, input: ClaimInput, siteUrl: string) {
  return db().transaction((tx) => {
    const company = tx.select().from(companies).where(eq(companies.id, input.companyId)).get();
    if (!company) throw new NotFound("Company not found");
    const updated = tx
      .update(companies)
      .set({
        isClaimed: true,
        claimedBy: owner.id,
        subscriptionTier: input.subscriptionTier,
        tierRank: TIER_RANK[input.subscriptionTier],
        updatedAt: new Date(),
      })
      .where(and(eq(companies.id, company.id), eq(companies.isClaimed, false)))
      .returning()
      .get();
    if (!updated) throw new Conflict("This listing has already been claimed.");
    tx.insert(companyClaims)
      .values({
        companyId: company.id,
        userId: owner.id,
        email: input.email || owner.email,
        subscriptionTier: input.subscriptionTier,
      })
      .run();
    if (company.email) {
      const who = `${ownerName(owner)} <${owner.email}>`;
      const url = new URL(
        company.directory === "striping" ? `/companies/${company.slug}` : "/materials",
        siteUrl,
      ).toString();
      enqueueEmail(
        {
          to: company.email,
          replyTo: SITE.supportEmail,
          subject: `Your listing "${company.name}" was claimed`,
          text: `Hello,\n\nThe listing "${company.name}" (${company.location}, ${company.state}) on the Road Striping Directory was claimed by ${who}.\n\nListing: ${url}\n\nIf this was not you or someone at your company, reply to this message and we will look into it.\n`,
          html: `<p>Hello,</p><p>The listing <strong>${escapeHtml(company.name)}</strong> (${escapeHtml(company.location)}, ${escapeHtml(company.state)}) on the Road Striping Directory was claimed by ${escapeHtml(who)}.</p><p><a href="${escapeHtml(url)}">View the listing</a></p><p>If this was not you or someone at your company, reply to this message and we will look into it.</p>`,
        },
        tx,
      );
    }
    return updated;
  });
}
