/**
 * What a response did for listings, carried from the route to the counter in one response header
 * (decision 021). The header travels with a page into the page cache, so a page served from
 * memory counts exactly like a rendered one, and counting stays out of the loader's time.
 */
export const LISTING_EVENT_HEADER = "X-Listing-Event";

export const CLICK_KINDS = ["call", "website", "email"] as const;
export type ClickKind = (typeof CLICK_KINDS)[number];

export type ListingEvent =
  | { kind: "view"; companyId: number }
  | { kind: ClickKind; companyId: number }
  | { kind: "shown"; companyIds: number[]; term?: string };

/** What is counted per listing and UTC day (decision 023), in the order of the table's columns. */
export const DAY_COUNTS = ["views", "appearances", "calls", "websites", "emails"] as const;
export type DayCounts = Record<(typeof DAY_COUNTS)[number], number>;

export const noCounts = (): DayCounts => ({
  views: 0,
  appearances: 0,
  calls: 0,
  websites: 0,
  emails: 0,
});

/** A UTC calendar day, as stored ('2026-11-25'). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Results pages show at most this many listings; a longer header is not ours. */
const MAX_SHOWN = 100;
export const MAX_TERM_LENGTH = 60;

const isId = (n: number) => Number.isSafeInteger(n) && n > 0;

/** A search term as the per-term table shows it: trimmed, spaces collapsed, lower case, short. */
export function normalizeTerm(value: string | null | undefined): string | undefined {
  const term = (value ?? "").replace(/\s+/g, " ").trim().toLowerCase().slice(0, MAX_TERM_LENGTH);
  return term || undefined;
}

export function encodeListingEvent(event: ListingEvent): string {
  if (event.kind !== "shown") return `${event.kind} ${event.companyId}`;
  const ids = event.companyIds.filter(isId).slice(0, MAX_SHOWN).join(",");
  const term = normalizeTerm(event.term);
  return term ? `shown ${ids} ${encodeURIComponent(term)}` : `shown ${ids}`;
}

/** The event of a header value, or undefined for anything malformed. */
export function decodeListingEvent(value: unknown): ListingEvent | undefined {
  if (typeof value !== "string" || value.length > 4000) return undefined;
  const [kind, ids, term, ...rest] = value.split(" ");
  if (rest.length) return undefined;
  if (kind === "shown") {
    if (!ids) return undefined;
    const companyIds = ids.split(",").map(Number);
    if (!companyIds.length || companyIds.length > MAX_SHOWN || !companyIds.every(isId)) {
      return undefined;
    }
    let decoded: string | undefined;
    try {
      decoded = term === undefined ? undefined : normalizeTerm(decodeURIComponent(term));
    } catch {
      return undefined;
    }
    return { kind, companyIds: [...new Set(companyIds)], term: decoded };
  }
  if (term !== undefined) return undefined;
  const companyId = Number(ids);
  if (!isId(companyId) || !/^\d+$/.test(ids)) return undefined;
  if (kind === "view" || (CLICK_KINDS as readonly string[]).includes(kind)) {
    return { kind: kind as "view" | ClickKind, companyId };
  }
  return undefined;
}
