import { eq, sql } from "drizzle-orm";
import { readListing } from "~/freshness/reads.server";
import { prepared } from "~/db/prepared";
import { db, schema } from "~/models/db.server";
import type { Tx } from "~/models/claims/claim-rules.server";

const { companyResponseTimes } = schema;

const WINDOW_MS = 90 * 24 * 60 * 60 * 1000;
/** Fewer answered leads than this in the window show nothing. */
export const RESPONSE_TIME_MIN_ANSWERED = 3;

/**
 * Keeps a listing's response time: the median hours from a lead's arrival to the firm's first
 * message, over the leads that arrived in the last 90 days and were answered; with fewer than 3
 * its row goes. Kept in a table of its own (logged as the listing's change by its triggers) so a
 * card costs one keyed read and a cached page is dropped when the figure moves.
 */
export function refreshResponseTime(tx: Tx, companyId: number, now = new Date()) {
  const waits = tx.all<{ ms: number }>(
    sql`SELECT responded_at - created_at AS ms FROM quote_matches
        WHERE company_id = ${companyId} AND responded_at IS NOT NULL
          AND created_at > ${now.getTime() - WINDOW_MS}
        ORDER BY ms`,
  );
  if (waits.length < RESPONSE_TIME_MIN_ANSWERED) {
    tx.delete(companyResponseTimes).where(eq(companyResponseTimes.companyId, companyId)).run();
    return null;
  }
  const mid = Math.floor(waits.length / 2);
  const ms = waits.length % 2 ? waits[mid].ms : (waits[mid - 1].ms + waits[mid].ms) / 2;
  const hours = Math.round((Math.max(0, ms) / 3_600_000) * 10) / 10;
  tx.insert(companyResponseTimes)
    .values({ companyId, hours, answered: waits.length })
    .onConflictDoUpdate({
      target: companyResponseTimes.companyId,
      set: { hours, answered: waits.length },
    })
    .run();
  return hours;
}

/** The window moves: every listing with a figure, or an answer in the window, again (daily). */
export function refreshAllResponseTimes(now = new Date()) {
  const ids = db().all<{ id: number }>(
    sql`SELECT company_id AS id FROM company_response_times
        UNION SELECT DISTINCT company_id FROM quote_matches
        WHERE responded_at IS NOT NULL AND created_at > ${now.getTime() - WINDOW_MS}`,
  );
  for (const { id } of ids) db().transaction((tx) => refreshResponseTime(tx, id, now));
  return ids.length;
}

/** The figures cards, pages and the API show, for a page of listings in one read. */
export function responseTimesOf(companyIds: readonly number[]): Map<number, number | null> {
  for (const id of companyIds) readListing(id);
  const rows = prepared("responseTimesOf", (database) =>
    database.$client.prepare<[string]>(
      "SELECT company_id, hours FROM company_response_times WHERE company_id IN (SELECT value FROM json_each(?))",
    ),
  ).all(JSON.stringify(companyIds)) as { company_id: number; hours: number }[];
  const hours = new Map<number, number | null>(companyIds.map((id) => [id, null]));
  for (const row of rows) hours.set(row.company_id, row.hours);
  return hours;
}

/** The figure a card, page and the API show: null when the listing has too few answers. */
export function responseTimeHours(companyId: number): number | null {
  return responseTimesOf([companyId]).get(companyId) ?? null;
}
