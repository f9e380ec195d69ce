import { and, between } from "drizzle-orm";
import type { CompanyFilter, NearSort } from "~/lib/company-filters";
import { boundingBox, type Point } from "~/lib/geo";
import { db, schema } from "~/models/db.server";
import type { Directory } from "~/lib/directory";
import { companyWhere, filtersNothing } from "./company-where.server";
import { candidateRow, placedWithin, type Candidate } from "./geo-snapshot.server";
import { getCompaniesByIds } from "./company-search.server";
import { firstInOrder } from "~/lib/first-in-order";
import { placeStateOf, servingFromAfar } from "~/models/listings/coverage.server";

const { companies } = schema;

/** geo.ts's box is a hair narrow at high latitudes; the exact distance filters afterwards. */
const BOX_MARGIN = 1.02;
/** How far 'the nearest listings beyond the radius' may be. */
const BEYOND_MILES = 1000;

/**
 * Each order ends on the id (newest first), so a page holds the same listings whichever way
 * the candidates were read (from SQLite's index or the kept places, in different orders).
 */
const BY: Record<NearSort, (a: Candidate, b: Candidate) => number> = {
  distance: (a, b) => a.distanceMiles - b.distanceMiles || b.tierRank - a.tierRank || b.id - a.id,
  recommended: (a, b) =>
    b.tierRank - a.tierRank ||
    b.searchPriority - a.searchPriority ||
    b.averageRating - a.averageRating ||
    a.distanceMiles - b.distanceMiles ||
    b.id - a.id,
  rating: (a, b) =>
    b.averageRating - a.averageRating ||
    b.totalReviews - a.totalReviews ||
    a.distanceMiles - b.distanceMiles ||
    b.id - a.id,
  reviews: (a, b) =>
    b.totalReviews - a.totalReviews ||
    b.averageRating - a.averageRating ||
    a.distanceMiles - b.distanceMiles ||
    b.id - a.id,
};

/** A listing found by a search by place; `far`: beyond the radius, serving the place. */
type Found = Candidate & { far?: true };

/**
 * Decision 049: the listings within the visitor's radius first, in the order asked for, then
 * those based farther away that serve the place, in the same order.
 */
const farLast =
  (order: (a: Candidate, b: Candidate) => number) =>
  (a: Found, b: Found): number =>
    (a.far ? 1 : 0) - (b.far ? 1 : 0) || order(a, b);

const ORDER = Object.fromEntries(
  Object.entries(BY).map(([sort, order]) => [sort, farLast(order)]),
) as Record<NearSort, (a: Found, b: Found) => number>;

/** What the distance order reads of a row: its place and the tie-break (decision 037). */
const PLACED = {
  id: companies.id,
  latitude: companies.latitude,
  longitude: companies.longitude,
  tierRank: companies.tierRank,
};
/** The other orders rank by these too. */
const RANKED = {
  ...PLACED,
  searchPriority: companies.searchPriority,
  averageRating: companies.averageRating,
  totalReviews: companies.totalReviews,
};

/**
 * The light rows in the bounding box of a circle: the indexed box (companies_geo_idx) reads
 * only the rows near the place. Exported for the plan's test (tests/unit/place-speed.test.ts).
 * Each value handed to JavaScript costs (a wide radius reads thousands of rows), so the
 * distance order, the default, reads four columns and the others seven.
 */
export function boxQuery(
  directory: Directory,
  filter: CompanyFilter,
  center: Point,
  miles: number,
  sort: NearSort = "recommended",
) {
  const box = boundingBox(center, miles * BOX_MARGIN);
  return db()
    .select(sort === "distance" ? PLACED : RANKED)
    .from(companies)
    .where(
      and(
        companyWhere(directory, filter),
        between(companies.latitude, box.minLat, box.maxLat),
        between(companies.longitude, box.minLon, box.maxLon),
      ),
    );
}

/** A search near a place: its center, its radius and the order asked for. */
type Near = { center: Point; radiusMiles: number; sort: NearSort };

/**
 * The listings matching `filter` within `radiusMiles` of `center` (decision 016): with no
 * filter but the directory, from the kept places (decision 037); otherwise from the box's rows
 * in SQLite. Only the page's rows are read in full.
 */
function candidates(directory: Directory, filter: CompanyFilter, near: Near): Candidate[] {
  const { center, radiusMiles: miles } = near;
  const kept = filtersNothing(filter)
    ? placedWithin(directory, center, miles, miles * BOX_MARGIN)
    : undefined;
  return kept ?? indexedCandidates(directory, filter, near);
}

/**
 * The box's rows read from companies_geo_idx, kept when the exact great-circle distance is
 * within the circle.
 */
function indexedCandidates(directory: Directory, filter: CompanyFilter, near: Near): Candidate[] {
  const { center, radiusMiles: miles, sort } = near;
  // Arrays rather than objects from the driver: a wide radius reads thousands of rows.
  const out: Candidate[] = [];
  for (const row of boxQuery(directory, filter, center, miles, sort).values()) {
    const candidate = candidateRow(row as number[], center, miles);
    if (candidate) out.push(candidate);
  }
  return out;
}

function fullRows(page: Found[]) {
  // The prepared statement of every read by id: drizzle building an IN list per call was a
  // fifth of a search near a place at 100,000 listings.
  const byId = new Map(getCompaniesByIds(page.map((c) => c.id)).map((r) => [r.id, r]));
  return page.flatMap((c) => {
    const row = byId.get(c.id);
    if (!row) return [];
    const distanceMiles = Math.round(c.distanceMiles * 10) / 10;
    return [{ ...row, distanceMiles, servesFromAfar: c.far === true }];
  });
}

export type NearbyCompany = ReturnType<typeof fullRows>[number];

/**
 * Every match within the radius, in no order: light rows. A page puts in order only the
 * listings up to its own (`nearRows`) and reads those in full.
 */
export function nearWithin(
  directory: Directory,
  filter: CompanyFilter,
  near: Near & { label?: string },
): Found[] {
  const within: Found[] = candidates(directory, filter, near);
  return within.concat(serving(directory, filter, near));
}

/** The firms beyond the radius that serve the place (decision 049). */
function serving(
  directory: Directory,
  filter: CompanyFilter,
  near: { center: Point; radiusMiles: number; label?: string },
) {
  const place = { point: near.center, state: placeStateOf(near.label) };
  return servingFromAfar(directory, filter, place, near.radiusMiles);
}

/** Every match within the radius, all in order: what a page is a slice of (the tests' measure). */
export function nearMatches(directory: Directory, filter: CompanyFilter, near: Near) {
  return inOrder(nearWithin(directory, filter, near), near.sort);
}

/** `nearMatches` read from the index alone, for the test that the kept places give the same. */
export function indexedMatches(directory: Directory, filter: CompanyFilter, near: Near) {
  return inOrder(indexedCandidates(directory, filter, near), near.sort);
}

const inOrder = (found: Found[], sort: NearSort) => found.sort(ORDER[sort]);

/** The slice of the matches in `sort` order from `offset`, the rest left unordered. */
export function nearSlice(matches: Found[], sort: NearSort, offset: number, limit: number) {
  return firstInOrder(matches, ORDER[sort], offset + limit).slice(offset);
}

/** The full listings of a slice of the matches in `sort` order, each with its distance. */
export function nearRows(matches: Found[], sort: NearSort, offset: number, limit: number) {
  return fullRows(nearSlice(matches, sort, offset, limit));
}

/** How many of the nearest listings beyond the radius a search offers. */
export const NEAREST_BEYOND = 3;

/**
 * When nothing is within the radius: the nearest matching listings beyond it, but those the
 * search already shows (`shown`: the firms serving the place from farther away).
 */
export function nearestBeyond(
  directory: Directory,
  filter: CompanyFilter,
  center: Point,
  limit = NEAREST_BEYOND,
  shown: readonly { id: number }[] = [],
) {
  const ids = new Set(shown.map((c) => c.id));
  const nearest = candidates(directory, filter, {
    center,
    radiusMiles: BEYOND_MILES,
    sort: "distance",
  });
  return nearRows(ids.size ? nearest.filter((c) => !ids.has(c.id)) : nearest, "distance", 0, limit);
}
