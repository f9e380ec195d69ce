import crypto from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { BULK_EMAIL_LIMITS } from "~/lib/bulk-email-schema";
import { db, schema } from "~/models/db.server";

const { bulkEmailDrafts } = schema;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_COMPANIES = 500;

export type BulkEmailDraft = { companyIds: number[]; subject: string; message: string };

/**
 * Keeps what a signed-out visitor selected and wrote on /materials while they sign in
 * (decision 008): the sign-in's redirectTo carries only the random token, never the message.
 * Stored as typed (cut to the form's limits); drafts older than a day are removed on the way.
 */
export function saveBulkEmailDraft(draft: BulkEmailDraft, now = Date.now()): string {
  const token = crypto.randomBytes(16).toString("hex");
  const ids = [...new Set(draft.companyIds.filter((id) => Number.isSafeInteger(id) && id > 0))];
  db().transaction((tx) => {
    tx.delete(bulkEmailDrafts)
      .where(lt(bulkEmailDrafts.createdAt, new Date(now - DAY_MS)))
      .run();
    tx.insert(bulkEmailDrafts)
      .values({
        token,
        companyIds: ids.slice(0, MAX_COMPANIES),
        subject: draft.subject.slice(0, BULK_EMAIL_LIMITS.subject),
        message: draft.message.slice(0, BULK_EMAIL_LIMITS.message),
        createdAt: new Date(now),
      })
      .run();
  });
  return token;
}

/** The draft under `token`, if it exists and is less than a day old. */
export function getBulkEmailDraft(token: string, now = Date.now()): BulkEmailDraft | undefined {
  if (!/^[a-f0-9]{32}$/.test(token)) return undefined;
  const row = db().select().from(bulkEmailDrafts).where(eq(bulkEmailDrafts.token, token)).get();
  if (!row || row.createdAt.getTime() < now - DAY_MS) return undefined;
  return { companyIds: row.companyIds, subject: row.subject, message: row.message };
}

/** A sent draft is spent. */
export function deleteBulkEmailDraft(token: string) {
  db().delete(bulkEmailDrafts).where(eq(bulkEmailDrafts.token, token)).run();
}
