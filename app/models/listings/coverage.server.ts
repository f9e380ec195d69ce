import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { CompanyFilter } from "~/lib/company-filters";
import { DEFAULT_TRAVEL_MILES, orderedStates, type Coverage } from "~/lib/coverage";
import type { CoverageInput } from "~/lib/coverage-schema";
import type { Directory } from "~/lib/directory";
import { distanceMiles, type Point } from "~/lib/geo";
import { isStateCode } from "~/lib/states";
import {
  PLACED_COLUMNS,
  placedIn,
  reachingListings,
  withDistance,
  type Candidate,
  type Reach,
} from "~/models/search/geo-snapshot.server";
import { coverageVouched } from "./coverage-columns.server";
import { readCoverageFromAfar, readState } from "~/freshness/reads.server";
import { companyWhere, filtersNothing } from "~/models/search/company-where.server";
import { db, schema, type Db } from "~/models/db.server";
import { DomainError } from "~/models/errors.server";
import { getOwnedCompany } from "./owner-companies.server";
import { takeQuota } from "~/models/accounts/quotas.server";

const { companies, companyServiceStates } = schema;

/**
 * Where a firm works (decision 049), one rule for search by place, the
 * state pages and quote matching: a listing serves a place when the place lies within its travel
 * radius of its city (its own, else 100 miles) or in a state it serves. States add to the radius,
 * never replace it: a firm that names only states still serves 100 miles around its city.
 */

/** A listing as the rule reads it. */
export type Reacher = Point & { travelMiles: number | null; states: readonly string[] };

/** A place as the rule reads it: its point and, when known, its state. */
export type ServedPlace = { point: Point; state?: string };

/** The radius a listing serves around its city. */
export const travelRadius = (travelMiles: number | null) => travelMiles ?? DEFAULT_TRAVEL_MILES;

/** Miles per degree of latitude (an upper bound): a cheap test before the great circle. */
const MILES_PER_DEGREE = 69.2;

/** The rule: the place is within the listing's travel radius or in a state it serves. */
export function serves(listing: Reacher, place: ServedPlace, distance?: number): boolean {
  if (place.state && listing.states.includes(place.state)) return true;
  const radius = travelRadius(listing.travelMiles);
  if (Math.abs(listing.latitude - place.point.latitude) * MILES_PER_DEGREE > radius * 1.01) {
    return false;
  }
  return (distance ?? distanceMiles(listing, place.point)) <= radius;
}

/** The state of a place's label ('Fort Worth, TX', 'Plano, TX 75023'), when it names one. */
export function placeStateOf(label: string | undefined): string | undefined {
  const code = label?.match(/,\s*([A-Z]{2})(?:\s+\d{5})?\s*$/)?.[1];
  return code && isStateCode(code) ? code : undefined;
}

/** A listing's own settings. */
export function readCoverage(companyId: number, reader: Pick<Db, "select"> = db()): Coverage {
  const row = reader
    .select({ miles: companies.travelMiles })
    .from(companies)
    .where(eq(companies.id, companyId))
    .get();
  const states = reader
    .select({ state: companyServiceStates.state })
    .from(companyServiceStates)
    .where(eq(companyServiceStates.companyId, companyId))
    .all()
    .map((r) => r.state);
  return { miles: row?.miles ?? null, states: orderedStates(states) };
}

/** Saves of coverage that change something, per account and hour (the page and the API). */
export const COVERAGE_SAVES_PER_HOUR = 20;

export const COVERAGE_SAVES_LIMITED =
  "You have changed where you work many times in the last hour. Please try again in an hour.";

/**
 * The owner sets where the firm works (ownership checked first). Only the states that change are
 * written: the triggers log each under its state, so only those states' pages are dropped. A
 * save that changes something takes one of the account's saves this hour (`savesPerHour`); past
 * them it is refused with a message and changes nothing.
 */
export function setCoverage(
  userId: number,
  companyId: number,
  input: { miles?: number | null; states?: readonly string[] },
  savesPerHour: number = COVERAGE_SAVES_PER_HOUR,
): Coverage {
  getOwnedCompany(userId, companyId, "striping");
  return db().transaction((tx) => {
    const before = readCoverage(companyId, tx);
    const changes =
      (input.miles !== undefined && input.miles !== before.miles) ||
      (input.states !== undefined &&
        (input.states.length !== before.states.length ||
          input.states.some((s) => !before.states.includes(s))));
    if (!changes) return before;
    const quota = { name: "coverage-save", limit: savesPerHour, windowMs: 60 * 60 * 1000 };
    if (!takeQuota(quota, String(userId))) throw new DomainError(COVERAGE_SAVES_LIMITED, 429);
    if (input.miles !== undefined && input.miles !== before.miles) {
      tx.update(companies)
        .set({ travelMiles: input.miles, updatedAt: new Date() })
        .where(eq(companies.id, companyId))
        .run();
    }
    if (input.states !== undefined) {
      const gone = before.states.filter((s) => !input.states!.includes(s));
      const added = input.states.filter((s) => !before.states.includes(s));
      if (gone.length) {
        tx.delete(companyServiceStates)
          .where(
            and(
              eq(companyServiceStates.companyId, companyId),
              inArray(companyServiceStates.state, gone),
            ),
          )
          .run();
      }
      if (added.length) {
        tx.insert(companyServiceStates)
          .values(added.map((state) => ({ companyId, state })))
          .run();
      }
    }
    return readCoverage(companyId, tx);
  });
}

/** The form's input as the setter takes it. */
export const coverageFromForm = (input: CoverageInput) => ({
  miles: input.miles,
  states: input.states,
});

/**
 * Listings beyond `radiusMiles` of the place that serve it by their own settings (decision 049):
 * a travel radius that reaches it, or its state among theirs. Read from the kept places when the
 * snapshot is there (the listings with a setting, a small part of the directory), else from
 * SQLite; a filter is then tested on those few ids. Each has `far: true`.
 */
export function servingFromAfar(
  directory: Directory,
  filter: CompanyFilter,
  place: ServedPlace,
  radiusMiles: number,
): (Candidate & { far: true })[] {
  const out = reachingBeyond(directory, place, radiusMiles);
  // A state's listings near one of its cities (a state page's city link): a firm based
  // elsewhere that serves the place serves that state there.
  if (filter.state && filter.state === place.state) filter = { ...filter, state: undefined };
  if (!out.length || filtersNothing(filter)) return out;
  const kept = new Set(
    db()
      .select({ id: companies.id })
      .from(companies)
      .where(and(idsIn(out.map((c) => c.id)), companyWhere(directory, filter, "row")))
      .all()
      .map((r) => r.id),
  );
  return out.filter((c) => kept.has(c.id));
}

/**
 * The listings beyond `radiusMiles` of the place that serve it by their own settings: `serves`
 * unrolled, with the cheap tests first (a served state, then the latitude alone), since it runs
 * over every listing with a setting on each search.
 */
function reachingBeyond(directory: Directory, place: ServedPlace, radiusMiles: number) {
  // A change of coverage drops this tag, not every list of the directory (migration 0033).
  readCoverageFromAfar(directory);
  const reach = reachingListings(directory) ?? reachingFromDb(directory);
  const out: (Candidate & { far: true })[] = [];
  const { point, state } = place;
  for (const r of reach) {
    const e = r.entry;
    const inState = state !== undefined && r.states.includes(state);
    const radius = travelRadius(r.travelMiles);
    if (!inState) {
      if (radius <= radiusMiles) continue;
      if (Math.abs(e.latitude - point.latitude) * MILES_PER_DEGREE > radius * 1.01) continue;
    }
    const d = distanceMiles(point, e);
    if (d <= radiusMiles || (!inState && d > radius)) continue;
    out.push({ ...withDistance(e, d), far: true });
  }
  return out;
}

/** The ids of `reachingBeyond` (quote matching tests its own conditions on them). */
export function idsServingFromAfar(directory: Directory, place: ServedPlace, radiusMiles: number) {
  return reachingBeyond(directory, place, radiusMiles).map((c) => c.id);
}

/** `companies.id` among `ids`, as one parameter: the statement stays short whatever their number. */
export const idsIn = (ids: readonly number[]) =>
  sql`${companies.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;

/** The listings with a setting, read from SQLite (no snapshot: a write transaction, tests). */
function reachingFromDb(directory: Directory): Reach[] {
  return db()
    .select(PLACED_COLUMNS)
    .from(companies)
    .where(
      and(
        placedIn(directory),
        // Two indexed reads (companies_travel_idx, the states' key), not a scan.
        sql`${companies.id} IN (SELECT id FROM ${companies} WHERE ${companies.directory} = ${directory}
          AND ${companies.travelMiles} IS NOT NULL
          UNION SELECT company_id FROM company_service_states)`,
      ),
    )
    .all()
    .map(({ travelMiles, servedStates, latitude, longitude, ...rest }) => ({
      entry: { ...rest, latitude: latitude!, longitude: longitude! },
      travelMiles,
      states: servedStates?.split(",") ?? [],
    }));
}

/** Up to this many firms naming a state are ranked in memory (servingStateFromElsewhere). */
const FEW_SERVING = 500;

/**
 * A state's page beyond its own listings (decision 049): the striping listings based elsewhere
 * that name the state among those they serve, with the page's category, ranked like the state's
 * own (plan, priority, rating). A travel radius alone does not put a firm on a state's page: we
 * know cities' places, not states' borders; the page's city links (a search by place) find them.
 */
export function servingStateFromElsewhere(
  state: string,
  category: string | undefined,
  limit: number,
) {
  // A served state's change is logged under that state (migration 0033).
  readState(state);
  const ids = db()
    .select({ id: companyServiceStates.companyId })
    .from(companyServiceStates)
    .where(eq(companyServiceStates.state, state))
    .all()
    .map((r) => r.id);
  if (!ids.length) return { rows: [], n: 0 };
  const where = and(
    companyWhere("striping", category ? { category } : {}, "row"),
    ne(companies.state, state),
    coverageVouched,
  );
  // Few firms name a state: read them by id and rank them here. Walking the rank index instead
  // would read the whole directory to find none (4 ms at 100,000 listings); many firms are found
  // early on it.
  if (ids.length <= FEW_SERVING) {
    const all = db()
      .select()
      .from(companies)
      .where(and(where, inArray(companies.id, ids)))
      .all()
      .sort(
        (a, b) =>
          b.tierRank - a.tierRank ||
          b.searchPriority - a.searchPriority ||
          b.averageRating - a.averageRating ||
          b.id - a.id,
      );
    return { rows: all.slice(0, limit), n: all.length };
  }
  const serving = and(
    where,
    sql`${companies.id} IN (SELECT company_id FROM company_service_states WHERE state = ${state})`,
  );
  const rows = db()
    .select()
    .from(companies)
    .where(serving)
    .orderBy(
      sql`${companies.tierRank} DESC, ${companies.searchPriority} DESC, ${companies.averageRating} DESC, ${companies.id} DESC`,
    )
    .limit(limit)
    .all();
  const n =
    rows.length < limit
      ? rows.length
      : (db().get<{ n: number }>(sql`SELECT count(*) AS n FROM ${companies} WHERE ${serving}`)?.n ??
        0);
  return { rows, n };
}
