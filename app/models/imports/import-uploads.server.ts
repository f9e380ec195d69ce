import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { CREDENTIAL_KINDS, type CredentialKind } from "~/lib/credential-kinds";
import type { ImportMapping } from "~/lib/import-fields";
import { filesDir } from "~/db/files-dir";
import { db, schema } from "~/models/db.server";
import type { ImportSettings } from "./import-plan.server";

const { importSources } = schema;

/** An uploaded file waits a day for its mapping and commit, then is swept away. */
const UPLOAD_KEEP_MS = 24 * 60 * 60 * 1000;
const ID = /^[a-f0-9]{32}$/;

/** Uploads live in the uploaded files' directory (db/files-dir.ts), never under public/. */
function uploadDir() {
  return path.join(filesDir(db().$client.name), "imports");
}

function sweep(dir: string, now: number) {
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (now - fs.statSync(file).mtimeMs > UPLOAD_KEEP_MS) fs.rmSync(file, { force: true });
  }
}

/** Keeps the file server-side between the steps of an import; returns its random id. */
export function saveUpload(bytes: Buffer, fileName: string, now = Date.now()): string {
  const dir = uploadDir();
  fs.mkdirSync(dir, { recursive: true });
  sweep(dir, now);
  const id = crypto.randomBytes(16).toString("hex");
  fs.writeFileSync(path.join(dir, `${id}.csv`), bytes);
  const name = path.basename(fileName).slice(0, 200) || "upload.csv";
  fs.writeFileSync(path.join(dir, `${id}.json`), JSON.stringify({ fileName: name }));
  return id;
}

export function readUpload(id: string): { bytes: Buffer; fileName: string } | undefined {
  if (!ID.test(id)) return undefined;
  const dir = uploadDir();
  try {
    const bytes = fs.readFileSync(path.join(dir, `${id}.csv`));
    const meta = JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), "utf8")) as {
      fileName: string;
    };
    return { bytes, fileName: meta.fileName };
  } catch {
    return undefined;
  }
}

export function dropUpload(id: string) {
  if (!ID.test(id)) return;
  for (const ext of ["csv", "json"]) {
    fs.rmSync(path.join(uploadDir(), `${id}.${ext}`), { force: true });
  }
}

/** The remembered mapping and credential of a source, by its name. */
export function sourceSettings(name: string): ImportSettings | undefined {
  const row = db().select().from(importSources).where(eq(importSources.name, name)).get();
  if (!row) return undefined;
  const kind = (CREDENTIAL_KINDS as readonly string[]).includes(row.credentialKind)
    ? (row.credentialKind as CredentialKind)
    : "";
  return {
    sourceName: row.name,
    mapping: row.mapping as ImportMapping,
    workClasses: row.workClasses,
    credentialKind: kind,
    credentialState: row.credentialState,
    sourceUrl: row.sourceUrl,
  };
}

export function sourceNames(): string[] {
  return db()
    .select({ name: importSources.name })
    .from(importSources)
    .orderBy(asc(importSources.name))
    .all()
    .map((r) => r.name);
}

/** Remembers a source's mapping once the operator has made it. */
export function saveSourceSettings(s: ImportSettings, now = new Date()) {
  const values = {
    mapping: s.mapping,
    workClasses: s.workClasses,
    credentialKind: s.credentialKind,
    credentialState: s.credentialState,
    sourceUrl: s.sourceUrl,
    updatedAt: now,
  };
  db()
    .insert(importSources)
    .values({ name: s.sourceName, ...values })
    .onConflictDoUpdate({ target: importSources.name, set: values })
    .run();
}
