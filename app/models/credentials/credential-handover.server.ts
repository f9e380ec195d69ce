import fs from "node:fs";
import path from "node:path";
import { and, eq, isNotNull, ne } from "drizzle-orm";
import { filesDir } from "~/db/files-dir";
import { db, schema, type Db } from "~/models/db.server";

const { companies, companyServiceStates, listingCredentials: creds } = schema;

type Writer = Pick<Db, "select" | "update" | "delete">;

/** Evidence files live in the uploaded files' directory (db/files-dir.ts), never in public/. */
export function evidenceDir(): string {
  return path.join(filesDir(db().$client.name), "evidence");
}

export const EVIDENCE_NAME = /^[a-f0-9]{32}\.(pdf|png|jpg|webp)$/;

export function removeEvidenceFiles(files: readonly (string | null | undefined)[]) {
  for (const file of files) {
    if (file && EVIDENCE_NAME.test(file))
      fs.rmSync(path.join(evidenceDir(), file), { force: true });
  }
}

/**
 * A listing changes hands (a release, a deletion, a new claim, its adding account deleted): what
 * its owner said goes with them. Their self-reported credentials and every evidence file go,
 * coverage is back to the default radius; a credential the operator verified or a public list
 * named stays, without the file. Returns the files to remove once the transaction holds.
 */
export function dropOwnersWord(tx: Writer, companyId: number): string[] {
  const files = tx
    .select({ file: creds.evidenceFile })
    .from(creds)
    .where(and(eq(creds.companyId, companyId), isNotNull(creds.evidenceFile)))
    .all()
    .map((r) => r.file!);
  tx.delete(creds)
    .where(
      and(eq(creds.companyId, companyId), eq(creds.source, "owner"), ne(creds.status, "verified")),
    )
    .run();
  if (files.length) {
    tx.update(creds)
      .set({ evidenceFile: null, evidenceType: null, evidenceBytes: null, evidenceBy: null })
      .where(and(eq(creds.companyId, companyId), isNotNull(creds.evidenceFile)))
      .run();
  }
  tx.update(companies)
    .set({ travelMiles: null })
    .where(and(eq(companies.id, companyId), isNotNull(companies.travelMiles)))
    .run();
  tx.delete(companyServiceStates).where(eq(companyServiceStates.companyId, companyId)).run();
  return files;
}
