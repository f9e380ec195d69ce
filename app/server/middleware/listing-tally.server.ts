import { DAY_COUNTS, noCounts, utcDay, type ListingEvent } from "~/lib/listing-events";

import type {
  ListingDayCounts as DayCounts,
  StatsBatch,
  TermCount,
} from "~/models/listings/listing-stats.server";

export type { DayCounts, StatsBatch, TermCount };

const COLUMN = { view: "views", call: "calls", website: "websites", email: "emails" } as const;

/**
 * Counts gathered in memory between flushes (decision 023): adding is a few map operations, so
 * counting costs a request nothing measurable. Bounded: past `maxKeys` distinct rows new keys
 * are dropped (a flood of ids cannot grow memory until the next flush).
 */
export class ListingTally {
  private days = new Map<string, DayCounts>();
  private terms = new Map<string, TermCount>();

  constructor(private readonly maxKeys = 50_000) {}

  get size() {
    return this.days.size + this.terms.size;
  }

  private row(companyId: number, day: string): DayCounts | undefined {
    const key = `${companyId}|${day}`;
    let row = this.days.get(key);
    if (!row) {
      if (this.size >= this.maxKeys) return undefined;
      row = { companyId, day, ...noCounts() };
      this.days.set(key, row);
    }
    return row;
  }

  private addTerm(companyId: number, day: string, term: string, n: number) {
    const key = `${companyId}|${day}|${term}`;
    const existing = this.terms.get(key);
    if (existing) existing.appearances += n;
    else if (this.size < this.maxKeys)
      this.terms.set(key, { companyId, day, term, appearances: n });
  }

  add(event: ListingEvent, at = new Date()) {
    const day = utcDay(at);
    if (event.kind === "shown") {
      for (const id of event.companyIds) {
        const row = this.row(id, day);
        if (row) row.appearances++;
        if (event.term) this.addTerm(id, day, event.term, 1);
      }
      return;
    }
    const row = this.row(event.companyId, day);
    if (row) row[COLUMN[event.kind]]++;
  }

  /** Adds a batch back (a failed write) or in (a replica's batch on the primary). */
  merge(batch: StatsBatch) {
    for (const d of batch.days) {
      const row = this.row(d.companyId, d.day);
      if (!row) continue;
      for (const k of DAY_COUNTS) row[k] += d[k];
    }
    for (const t of batch.terms) this.addTerm(t.companyId, t.day, t.term, t.appearances);
  }

  /** Everything counted so far, and a fresh start. */
  take(): StatsBatch {
    const batch = { days: [...this.days.values()], terms: [...this.terms.values()] };
    this.days = new Map();
    this.terms = new Map();
    return batch;
  }
}

const count = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) < 1e9;
const id = (v: unknown) => Number.isSafeInteger(v) && (v as number) > 0;
const day = (v: unknown) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** A batch received from a replica, checked field by field; undefined when anything is off. */
export function parseStatsBatch(value: unknown): StatsBatch | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { days, terms } = value as Record<string, unknown>;
  if (!Array.isArray(days) || !Array.isArray(terms)) return undefined;
  if (days.length + terms.length > 50_000) return undefined;
  const okDay = (d: Record<string, unknown>) =>
    id(d.companyId) && day(d.day) && DAY_COUNTS.every((k) => count(d[k]));
  const okTerm = (t: Record<string, unknown>) =>
    id(t.companyId) &&
    day(t.day) &&
    typeof t.term === "string" &&
    t.term.length > 0 &&
    t.term.length <= 60 &&
    count(t.appearances);
  if (!days.every((d) => typeof d === "object" && d !== null && okDay(d))) return undefined;
  if (!terms.every((t) => typeof t === "object" && t !== null && okTerm(t))) return undefined;
  return { days: days as DayCounts[], terms: terms as TermCount[] };
}
