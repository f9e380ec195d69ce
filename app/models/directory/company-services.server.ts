import { eq, inArray } from "drizzle-orm";
import { schema, type Db } from "~/models/db.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Makes `company_services` hold exactly `names` for the company (call inside a transaction). */
export function syncCompanyServices(tx: Tx, companyId: number, names: readonly string[]) {
  tx.delete(schema.companyServices).where(eq(schema.companyServices.companyId, companyId)).run();
  if (!names.length) return;
  for (const name of names) {
    tx.insert(schema.services).values({ name }).onConflictDoNothing().run();
  }
  const ids = tx
    .select({ id: schema.services.id })
    .from(schema.services)
    .where(inArray(schema.services.name, [...names]))
    .all();
  tx.insert(schema.companyServices)
    .values(ids.map((s) => ({ companyId, serviceId: s.id })))
    .run();
}

export type { Tx };
