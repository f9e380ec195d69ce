import { eq, like, or } from "drizzle-orm";
import type { CompanyDetails } from "~/lib/company-schemas";
import { TIER_RANK, type SubscriptionTier } from "~/lib/options";
import { companySlug } from "~/lib/slug";
import { listingColumns } from "./listing-columns.server";
import { db, schema } from "~/models/db.server";
import { syncCompanyServices } from "~/models/directory/company-services.server";
import { assertVerifiedOwner } from "~/models/claims/claim-rules.server";
import { geocodeCity } from "~/models/search/geocode.server";
import { askListingEmailProof } from "./listing-email.server";

const { companies } = schema;

type Owner = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isVerified: boolean;
};

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
 * Its e-mail address, unless it is the owner's own, gets a confirmation link before any mail a
 * user wrote reaches it (decision 042).
 */
export function createListing(
  owner: Owner,
  input: CompanyDetails & { subscriptionTier: SubscriptionTier; receiveQuotes: boolean },
  mail: { siteUrl: string },
) {
  assertVerifiedOwner(owner);
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
        // A new listing starts on Standard; a paid plan starts once Stripe confirms the payment.
        subscriptionTier: "free",
        tierRank: TIER_RANK.free,
        receiveQuotes: input.receiveQuotes,
        isClaimed: true,
        isVerified: false,
        claimedBy: owner.id,
        // Added, not claimed: its owner may delete it (decision 015).
        addedBy: owner.id,
        latitude: point?.latitude ?? null,
        longitude: point?.longitude ?? null,
      })
      .returning()
      .get();
    if (!materials) syncCompanyServices(tx, row.id, input.services);
    askListingEmailProof(tx, row, owner, mail);
    return row;
  });
}
