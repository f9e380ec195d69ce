import type { SQL } from "drizzle-orm";
import type { CompanyFilter, NearSort } from "~/lib/company-filters";
import { clampPage, type Found } from "~/lib/found";
import type { Point } from "~/lib/geo";
import { countCompanies, countMatches } from "./company-counts.server";
import {
  NEAREST_BEYOND,
  nearestBeyond,
  nearRows,
  nearWithin,
} from "~/models/search/company-near.server";
import { planSearch } from "~/models/listings/company-plan.server";
import { searchCompanies } from "~/models/search/company-search.server";
import type { Directory } from "~/lib/directory";
import { rankingOrder, ratingOrder, reviewsOrder } from "~/models/search/company-where.server";
import type { schema } from "~/models/db.server";
import { readList } from "~/freshness/reads.server";

/** A place read from a search (decision 016): the listings within the radius of its point. */
export type NearQuery = { center: Point; label: string; radiusMiles: number; sort: NearSort };

/** A search as every list page asks it: what matches, where, in which order, which page. */
export type SearchRequest = {
  filter: CompanyFilter;
  near?: NearQuery;
  /** Without a place: Recommended (the default), Highest rated or Most reviewed. */
  sort?: NearSort;
  page: number;
  pageSize: number;
};

export type Listing = typeof schema.companies.$inferSelect & {
  distanceMiles?: number;
  /** Based beyond the search's radius, serving its place (decision 049). */
  servesFromAfar?: boolean;
};

export type SearchResult = {
  found: Found;
  /** The page asked for, within the pages there are (a page past the end is the last one). */
  page: number;
  pageCount: number;
  sort: NearSort;
  rows: Listing[];
  /** With a place and nothing within the radius: the nearest matches beyond it. */
  beyond: Listing[];
  /** With a place: how many of `found` are based beyond the radius and serve it (decision 049). */
  servedFromAfar?: number;
};

const ORDERS: Record<Exclude<NearSort, "distance">, SQL[]> = {
  recommended: rankingOrder,
  rating: ratingOrder,
  reviews: reviewsOrder,
};

/**
 * The one way a page searches the directory: the count, the page count, the page clamped to
 * it, and that page's listings, by the plan worked out once for the filter (decisions 013,
 * 016). With a place, the count is of the listings within the radius and each row carries its
 * distance; without one, the count is bounded (`countMatches`) and the rows are ranked.
 */
export function findCompanies(directory: Directory, request: SearchRequest): SearchResult {
  const { filter, near, pageSize } = request;
  if (near) {
    const within = nearWithin(directory, filter, near);
    const found = { n: within.length, more: false };
    const { page, pageCount, offset } = clampPage(found, request.page, pageSize);
    const servedFromAfar = within.filter((c) => c.far).length;
    return read(directory, filter, true, {
      found,
      page,
      pageCount,
      sort: near.sort,
      rows: nearRows(within, near.sort, offset, pageSize),
      // Nothing within the radius (firms serving from farther away aside): the nearest beyond it.
      beyond:
        found.n === servedFromAfar
          ? nearestBeyond(directory, filter, near.center, NEAREST_BEYOND, within)
          : [],
      servedFromAfar,
    });
  }
  const plan = planSearch(directory, filter);
  const found = countMatches(directory, filter, plan);
  const { page, pageCount, offset } = clampPage(found, request.page, pageSize);
  const sort = request.sort && request.sort !== "distance" ? request.sort : "recommended";
  const rows = searchCompanies(
    directory,
    filter,
    { limit: pageSize, offset },
    found,
    ORDERS[sort],
    plan,
  );
  return read(directory, filter, false, { found, page, pageCount, sort, rows, beyond: [] });
}

const UNKNOWN_SIZE = { found: { n: Infinity, more: true }, page: 2, pageCount: 2, beyond: [] };

/** Records what a page of a list shows (decision 047); a place's radius crosses state lines. */
function read(directory: Directory, filter: CompanyFilter, near: boolean, result: SearchResult) {
  readList({
    directory,
    state: near ? undefined : filter.state,
    ratingFiltered: Boolean(filter.minRating || filter.withReviews),
    sort: result.sort,
    found: result.found,
    page: result.page,
    shown: result.beyond.length ? [...result.rows, ...result.beyond] : result.rows,
    rankedFirstPageEndsAt:
      !near && result.sort === "recommended" && result.page === 1 ? result.rows.at(-1) : undefined,
  });
  return result;
}

/**
 * The APIs' slice of the same search: `limit` rows from `offset` (not clamped: past the end is
 * empty), nearest first with a place, and the exact total when asked (`X-Total-Count`,
 * decision 005), from the same plan.
 */
export function listCompanies(
  directory: Directory,
  request: {
    filter: CompanyFilter;
    near?: Omit<NearQuery, "label">;
    offset: number;
    limit: number;
  },
): { rows: Listing[]; total: () => number } {
  const { filter, near, offset, limit } = request;
  // A slice of unknown size: read as a page that may not hold every match.
  const slice = (rows: Listing[], sort: NearSort) =>
    read(directory, filter, Boolean(near), { ...UNKNOWN_SIZE, sort, rows }).rows;
  if (near) {
    const within = nearWithin(directory, filter, near);
    return {
      rows: slice(nearRows(within, near.sort, offset, limit), near.sort),
      total: () => within.length,
    };
  }
  const plan = planSearch(directory, filter);
  return {
    rows: slice(
      searchCompanies(directory, filter, { limit, offset }, undefined, rankingOrder, plan),
      "recommended",
    ),
    total: () => countCompanies(directory, filter, plan),
  };
}
