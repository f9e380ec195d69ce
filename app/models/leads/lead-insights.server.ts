import { DECLINE_KINDS, type DeclineKind } from "~/lib/lead-thread";
import { db } from "~/models/db.server";

const DAY_MS = 24 * 60 * 60 * 1000;

export type LeadPeriod = { leads: number; answers: number; hires: number };
export type LeadFigures = {
  last30: LeadPeriod;
  last90: LeadPeriod;
  /** Leads closed as not a fit over 90 days, by reason. */
  declines: Record<DeclineKind, number>;
};

/**
 * A listing's leads for its owner's insights: those that arrived in the last 30 and 90 days, how
 * many it answered and how many hired it; and its not-a-fit reasons. The caller checks ownership.
 */
export function leadFigures(companyIds: number[], now = new Date()): Map<number, LeadFigures> {
  const out = new Map<number, LeadFigures>();
  if (!companyIds.length) return out;
  const from30 = now.getTime() - 30 * DAY_MS;
  const from90 = now.getTime() - 90 * DAY_MS;
  const rows = db()
    .$client.prepare(
      `SELECT m.company_id AS companyId,
              sum(m.created_at >= ?) AS leads30, count(*) AS leads90,
              sum(m.created_at >= ? AND m.responded_at IS NOT NULL) AS answers30,
              sum(m.responded_at IS NOT NULL) AS answers90,
              sum(m.created_at >= ? AND q.hire_state = 'hired' AND q.hired_company_id = m.company_id) AS hires30,
              sum(q.hire_state = 'hired' AND q.hired_company_id = m.company_id) AS hires90,
              sum(m.decline_kind = 'outside_area') AS outside_area, sum(m.decline_kind = 'service') AS service,
              sum(m.decline_kind = 'spam') AS spam, sum(m.decline_kind = 'duplicate') AS duplicate
       FROM quote_matches m JOIN quote_requests q ON q.id = m.quote_id
       WHERE m.company_id IN (SELECT value FROM json_each(?)) AND m.created_at >= ?
       GROUP BY m.company_id`,
    )
    .all(from30, from30, from30, JSON.stringify(companyIds), from90) as Record<string, number>[];
  for (const id of companyIds) {
    const r = rows.find((row) => row.companyId === id) ?? {};
    const n = (k: string) => Number(r[k] ?? 0);
    out.set(id, {
      last30: { leads: n("leads30"), answers: n("answers30"), hires: n("hires30") },
      last90: { leads: n("leads90"), answers: n("answers90"), hires: n("hires90") },
      declines: Object.fromEntries(Object.keys(DECLINE_KINDS).map((k) => [k, n(k)])) as Record<
        DeclineKind,
        number
      >,
    });
  }
  return out;
}
