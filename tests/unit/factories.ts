import { eq } from "drizzle-orm";
import { getDb, schema } from "../../db/client";
import { companySlug } from "../../app/lib/slug";
import { TIER_RANK, type SubscriptionTier } from "../../app/lib/options";

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
