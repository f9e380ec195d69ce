import { DAY_COUNTS, noCounts, utcDay, type DayCounts } from "~/lib/listing-events";
import { db } from "~/models/db.server";
import { leadFigures, type LeadFigures } from "~/models/leads/lead-insights.server";
import { listOwnedCompanies } from "./owner-companies.server";

/** One listing's counts for one UTC day. */
export type ListingDayCounts = { companyId: number; day: string } & DayCounts;

export type TermCount = { companyId: number; day: string; term: string; appearances: number };

/** What a flush writes (or a replica sends on): every count gathered since the last one. */
export type StatsBatch = { days: ListingDayCounts[]; terms: TermCount[] };

/** The window the owner's panel shows (decision 023). */
export const INSIGHT_DAYS = 30;

/**
 * Writes a batch of counts in one transaction: each row adds to the day's row, created when
 * missing. A listing deleted since it was counted is skipped (never a foreign-key failure that
 * would lose the whole batch). No content trigger fires, so the page cache stays warm.
 */
export function writeStatsBatch(batch: StatsBatch) {
  if (!batch.days.length && !batch.terms.length) return;
  const client = db().$client;
  const addDay = client.prepare(
    `INSERT INTO listing_stats (company_id, day, views, appearances, calls, websites, emails)
     SELECT @companyId, @day, @views, @appearances, @calls, @websites, @emails
     WHERE EXISTS (SELECT 1 FROM companies WHERE id = @companyId)
     ON CONFLICT (company_id, day) DO UPDATE SET
       views = views + excluded.views,
       appearances = appearances + excluded.appearances,
       calls = calls + excluded.calls,
       websites = websites + excluded.websites,
       emails = emails + excluded.emails`,
  );
  const addTerm = client.prepare(
    `INSERT INTO listing_search_terms (company_id, day, term, appearances)
     SELECT @companyId, @day, @term, @appearances
     WHERE EXISTS (SELECT 1 FROM companies WHERE id = @companyId)
     ON CONFLICT (company_id, day, term) DO UPDATE SET
       appearances = appearances + excluded.appearances`,
  );
  client.transaction(() => {
    for (const row of batch.days) addDay.run(row);
    for (const row of batch.terms) addTerm.run(row);
  })();
}

export type InsightDay = { day: string; leads: number } & DayCounts;

export type ListingInsights = {
  companyId: number;
  days: InsightDay[];
  totals: Omit<InsightDay, "day">;
  terms: { term: string; appearances: number }[];
};

/** The UTC days of the window, oldest first, ending today. */
export function insightDays(now = new Date(), n = INSIGHT_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: n }, (_, i) => utcDay(new Date(today - (n - 1 - i) * 86_400_000)));
}

const empty = () => ({ ...noCounts(), leads: 0 });

/**
 * The last 30 days of each listing, day by day with zeros filled in, its totals and its top
 * search terms. Leads are the quote requests forwarded to it (decision 019). The caller checks
 * ownership; this reads only the ids it is given.
 */
export function listingInsights(companyIds: number[], now = new Date()): ListingInsights[] {
  if (!companyIds.length) return [];
  const days = insightDays(now);
  const from = days[0];
  const fromMs = Date.parse(`${from}T00:00:00Z`);
  const client = db().$client;
  const ids = JSON.stringify(companyIds);
  const counted = client
    .prepare(
      `SELECT company_id AS companyId, day, views, appearances, calls, websites, emails
       FROM listing_stats
       WHERE company_id IN (SELECT value FROM json_each(?)) AND day >= ?`,
    )
    .all(ids, from) as (Omit<InsightDay, "leads"> & { companyId: number })[];
  const leads = client
    .prepare(
      `SELECT m.company_id AS companyId,
              strftime('%Y-%m-%d', q.created_at / 1000, 'unixepoch') AS day,
              count(*) AS n
       FROM quote_matches m JOIN quote_requests q ON q.id = m.quote_id
       WHERE m.company_id IN (SELECT value FROM json_each(?)) AND q.created_at >= ?
       GROUP BY m.company_id, day`,
    )
    .all(ids, fromMs) as { companyId: number; day: string; n: number }[];
  const terms = client
    .prepare(
      `SELECT company_id AS companyId, term, sum(appearances) AS appearances
       FROM listing_search_terms
       WHERE company_id IN (SELECT value FROM json_each(?)) AND day >= ?
       GROUP BY company_id, term
       ORDER BY appearances DESC, term`,
    )
    .all(ids, from) as { companyId: number; term: string; appearances: number }[];

  return companyIds.map((companyId) => {
    const byDay = new Map(days.map((day) => [day, { day, ...empty() }]));
    for (const row of counted) {
      const d = row.companyId === companyId ? byDay.get(row.day) : undefined;
      if (!d) continue;
      for (const k of DAY_COUNTS) d[k] += row[k];
    }
    for (const row of leads) {
      const d = row.companyId === companyId ? byDay.get(row.day) : undefined;
      if (d) d.leads += row.n;
    }
    const series = [...byDay.values()];
    const totals = empty();
    for (const d of series) {
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += d[key];
    }
    return {
      companyId,
      days: series,
      totals,
      terms: terms
        .filter((t) => t.companyId === companyId)
        .slice(0, 10)
        .map(({ term, appearances }) => ({ term, appearances })),
    };
  });
}

export type OwnerInsights = Omit<ListingInsights, "days" | "terms"> & {
  name: string;
  /** The daily figures and search terms: an active Premium or VIP plan (decision 023). */
  analytics: boolean;
  days: InsightDay[] | null;
  terms: ListingInsights["terms"] | null;
  /** Leads, answers and hires over 30 and 90 days, and the not-a-fit reasons (every plan). */
  leadFigures: LeadFigures;
};

/**
 * The insights of the striping listings a user manages, as their plan shows them: every plan
 * gets the totals; an active Premium or VIP plan also the days and the search terms. The
 * dashboard and `GET /api/user/insights` both answer this.
 */
export function ownerInsights(userId: number, now = new Date()): OwnerInsights[] {
  const rows = listOwnedCompanies(userId).striping;
  const figures = leadFigures(
    rows.map((r) => r.id),
    now,
  );
  return listingInsights(
    rows.map((r) => r.id),
    now,
  ).map((insights, i) => {
    const analytics = rows[i].planStatus === "active" && rows[i].subscriptionTier !== "free";
    return {
      ...insights,
      name: rows[i].name,
      analytics,
      days: analytics ? insights.days : null,
      terms: analytics ? insights.terms : null,
      leadFigures: figures.get(insights.companyId)!,
    };
  });
}
