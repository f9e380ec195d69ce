import { inArray } from "drizzle-orm";
import { db, schema } from "~/models/db.server";
import type { CleanRow } from "./import-rows.server";

/**
 * The import's writes as statements prepared once per commit. Drizzle builds a statement's SQL
 * on every call (about 0.1 ms); 20,000 rows of eight provenance rows each made that the bulk of
 * the commit, which holds the database's write lock (decision 050).
 */
export function importStatements() {
  const sqlite = db().$client;
  const company = sqlite.prepare<unknown[], { id: number }>(
    `INSERT INTO companies (directory, slug, name, location, state, phone, email, website,
       description, services, latitude, longitude, created_at, updated_at)
     VALUES ('striping', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const service = sqlite.prepare(
    "INSERT OR IGNORE INTO company_services (company_id, service_id) VALUES (?, ?)",
  );
  const field = sqlite.prepare(
    `INSERT INTO listing_field_sources (company_id, field, source_name, import_id, value)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT (company_id, field) DO UPDATE SET
       source_name = excluded.source_name, import_id = excluded.import_id, value = excluded.value`,
  );
  const credential = sqlite.prepare<unknown[], { id: number }>(
    `INSERT INTO listing_credentials (company_id, kind, state, issuer, number, status, source,
       source_name, source_url, verified_at)
     VALUES (?, ?, ?, ?, ?, 'verified', 'import', ?, ?, ?)
     ON CONFLICT DO NOTHING RETURNING id`,
  );
  const link = sqlite.prepare(
    `INSERT INTO listing_import_links (import_id, company_id, action, before, credential_id,
       claimed_by) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  return {
    createListing(row: CleanRow, slug: string, now: Date, serviceIds: Map<string, number>) {
      const at = now.getTime();
      const { id } = company.get(
        slug,
        row.name,
        row.location,
        row.state,
        row.phone,
        row.email,
        row.website,
        row.description,
        JSON.stringify(row.services),
        row.point?.latitude ?? null,
        row.point?.longitude ?? null,
        at,
        at,
      )!;
      for (const name of row.services) service.run(id, serviceIds.get(name));
      return id;
    },
    field(companyId: number, name: string, sourceName: string, importId: number, value: unknown) {
      field.run(companyId, name, sourceName, importId, JSON.stringify(value));
    },
    credential(
      companyId: number,
      c: {
        kind: string;
        state: string;
        issuer: string;
        number: string | null;
        sourceUrl: string | null;
      },
      now: Date,
    ): number | null {
      const at = now.getTime();
      const { kind, state, issuer, number, sourceUrl } = c;
      return (
        credential.get(companyId, kind, state, issuer, number, issuer, sourceUrl, at)?.id ?? null
      );
    },
    link(
      importId: number,
      companyId: number,
      action: "created" | "updated",
      extra: { before?: unknown; credentialId: number | null; claimedBy?: number | null },
    ) {
      const before = extra.before === undefined ? null : JSON.stringify(extra.before);
      link.run(importId, companyId, action, before, extra.credentialId, extra.claimedBy ?? null);
    },
  };
}

/** Every service name the rows use, created when new, with its id. */
export function serviceIdsFor(rows: readonly CleanRow[]): Map<string, number> {
  const names = [...new Set(rows.flatMap((r) => r.services))];
  const ids = new Map<string, number>();
  const { services } = schema;
  for (let i = 0; i < names.length; i += 500) {
    const part = names.slice(i, i + 500);
    db()
      .insert(services)
      .values(part.map((name) => ({ name })))
      .onConflictDoNothing()
      .run();
    for (const s of db().select().from(services).where(inArray(services.name, part)).all()) {
      ids.set(s.name, s.id);
    }
  }
  return ids;
}
