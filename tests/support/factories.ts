import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db/client";
import type { Point } from "~/lib/geo";
import { companySlug } from "~/lib/slug";
import { TIER_RANK, type SubscriptionTier } from "~/lib/options";
import { createQuoteRequest } from "~/models/quotes/quotes.server";
import { proveListingEmail } from "~/models/listings/listing-email.server";

let n = 0;

/** Inserts a striping company with its service rows, for tests that need exact data. */
export function insertCompany(
  over: Partial<typeof schema.companies.$inferInsert> & { services?: string[] } = {},
) {
  const db = getDb();
  n += 1;
  const name = over.name ?? `Zeta Test Striping ${n}`;
  const location = over.location ?? "Testville";
  const state = over.state ?? "TX";
  const tier = (over.subscriptionTier ?? "free") as SubscriptionTier;
  const services = over.services ?? ["Road Striping"];
  return db.transaction((tx) => {
    const row = tx
      .insert(schema.companies)
      .values({
        directory: "striping",
        slug: `${companySlug(name, location, state)}-${n}-${Date.now()}`,
        name,
        location,
        state,
        ...over,
        services,
        subscriptionTier: tier,
        tierRank: TIER_RANK[tier],
      })
      .returning()
      .get();
    for (const s of services) {
      tx.insert(schema.services).values({ name: s }).onConflictDoNothing().run();
      const svc = tx.select().from(schema.services).where(eq(schema.services.name, s)).get()!;
      tx.insert(schema.companyServices).values({ companyId: row.id, serviceId: svc.id }).run();
    }
    return row;
  });
}

/** Inserts a materials & equipment company (no service rows; products are a JSON column). */
export function insertMaterialsCompany(
  over: Partial<typeof schema.companies.$inferInsert> & { products?: string[] } = {},
) {
  n += 1;
  const name = over.name ?? `Zeta Test Supply ${n}`;
  const location = over.location ?? "Testville";
  const state = over.state ?? "TX";
  const tier = (over.subscriptionTier ?? "free") as SubscriptionTier;
  return getDb()
    .insert(schema.companies)
    .values({
      slug: `${companySlug(name, location, state)}-${n}-${Date.now()}`,
      name,
      location,
      state,
      email: `sales-${n}@zeta-supply.example.com`,
      companyType: "Supplier",
      ...over,
      directory: "materials",
      products: over.products ?? ["Paint"],
      subscriptionTier: tier,
      tierRank: TIER_RANK[tier],
    })
    .returning()
    .get();
}

/** Inserts a user (the password hash is a placeholder: these users never sign in by form). */
export function insertUser(over: Partial<typeof schema.users.$inferInsert> = {}) {
  n += 1;
  return getDb()
    .insert(schema.users)
    .values({
      email: `user-${n}-${Date.now()}@example.com`,
      hashedPassword: "not-a-real-hash",
      firstName: "Test",
      lastName: "User",
      ...over,
    })
    .returning()
    .get();
}

/**
 * A parking-lot quote request from Rae Client in Elko, NV, made as the quote form makes it: it
 * is forwarded to the listings that serve Elko and list parking lots.
 */
export function requestElkoQuote(customerEmail: string, siteUrl = "https://striping.example.com") {
  return createQuoteRequest(
    {
      customerName: "Rae Client",
      customerEmail,
      customerPhone: "(775) 555-0101",
      projectLocation: "Elko, NV",
      projectDescription: "Parking Lot Striping project in Elko, NV",
      projectSize: "40",
      servicesNeeded: ["parking_lot"],
      details: { numberOfStalls: 40 },
    } as never,
    { siteUrl },
  );
}

/** Marks a listing's address as proven (decision 042), as the operator's check does. */
export function proveAddress<T extends { id: number; email: string | null }>(row: T): T {
  proveListingEmail(getDb(), row.id, row.email, "operator");
  return row;
}

/**
 * A firm at `at` taking parking-lot quotes, claimed by a verified owner and with its address
 * proven, so its coverage settings count (decision 049).
 */
export function ownedFirm(
  at: Point,
  over: Parameters<typeof insertCompany>[0] = {},
  owner = insertUser({ isVerified: true }),
) {
  const tag = crypto.randomBytes(4).toString("hex");
  const row = insertCompany({
    name: `Zeta Firm ${tag}`,
    email: `crew-${tag}@example.com`,
    isClaimed: true,
    claimedBy: owner.id,
    services: ["Parking Lot Striping"],
    ...over,
    latitude: at.latitude,
    longitude: at.longitude,
  });
  proveAddress(row);
  return { ...row, ownerId: owner.id };
}
