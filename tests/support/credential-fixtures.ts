import { getDb, schema } from "~/db/client";

type CredentialInsert = typeof schema.listingCredentials.$inferInsert;

/** A credential row as an import or the operator would leave it. */
export function insertCredential(
  companyId: number,
  over: Partial<CredentialInsert> & Pick<CredentialInsert, "kind">,
) {
  return getDb()
    .insert(schema.listingCredentials)
    .values({ companyId, issuer: "Test issuer", ...over })
    .returning()
    .get();
}
