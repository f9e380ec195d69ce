import { newReadScope, readScope, type ReadScope } from "~/db/read-scope";
import type { NearSort } from "~/lib/company-filters";
import type { Found } from "~/lib/found";
import {
  ANY,
  BLOG_TAG,
  companyTag,
  coverageTag,
  FIXED,
  kindsCovered,
  listingsTag,
  LOGOS_TAG,
  rankedAboveTag,
  rankedAnyTag,
  ratingsTag,
  RESOURCES_TAG,
  type RankKey,
  stateTag,
} from "./cache-tags.server";

/**
 * Tags recorded by reading (decision 047). A model function that reads content says what it
 * read, in one line, where it reads it:
 *
 *     readListing(row.id);                 // one listing, as its own page shows it
 *     readDirectory("striping");           // which listings a directory holds (counts, places)
 *     readRatings("striping", "TX");       // ratings and the orders they make (state optional)
 *     readState("TX");                     // a state's landing content (counts, cities, DOT)
 *     readCoverageFromAfar("striping");    // who serves places from beyond a search's radius
 *     readList({ directory, shown, ... }); // a page of a list: its rows and what may refill it
 *     readResources(); readBlog(); readLogos();
 *
 * The tags go into the current request's scope (an AsyncLocalStorage the page cache opens around
 * each render it may store); outside one they cost a lookup and go nowhere. The page cache
 * stores a page under exactly the tags its render recorded; a kept value (`memo.server.ts`)
 * keeps the tags its computation recorded and hands them to every page that reads it. A render
 * that recorded nothing, read a kind of content table no recorded tag answers for (the
 * statement pool notes each read, `db/read-scope.ts`), or read a kept value without tags is not
 * stored: a read that forgot to record makes its page slow, never stale.
 *
 * New reads (credentials, coverage) of one listing record `readListing(id)`: their triggers log
 * the listing's change (migration 0023).
 */

/** Records `tags` in the current scope. */
export function recordRead(...tags: string[]) {
  const scope = readScope.getStore();
  if (!scope) return;
  for (const tag of tags) {
    scope.tags.add(tag);
    scope.covered |= kindsCovered(tag);
  }
}

export const readListing = (id: number) => recordRead(companyTag(id));
export const readDirectory = (directory: string) => recordRead(listingsTag(directory));
export const readRatings = (directory: string, state?: string) =>
  recordRead(ratingsTag(directory, state));
export const readState = (code: string) => recordRead(stateTag(code));
/** Which listings serve places from beyond a search's radius by their own settings. */
export const readCoverageFromAfar = (directory: string) => recordRead(coverageTag(directory));
export const readResources = () => recordRead(RESOURCES_TAG);
export const readBlog = () => recordRead(BLOG_TAG);
export const readLogos = () => recordRead(LOGOS_TAG);
/** Anything the change log names: for coarse readers (the sitemap). */
export const readAnyContent = () => recordRead(ANY);
/**
 * The page shows no content of the database: only a change of kind `all` drops it. Routes say
 * it once in their handle (`PUBLIC_FIXED_PAGE`), and the page cache records it for them.
 */
export const readsNoContent = () => recordRead(FIXED);

/** Each of `rows`, as a list shows it. */
export function readListings(rows: readonly { id: number }[]) {
  const scope = readScope.getStore();
  if (!scope) return;
  for (const row of rows) scope.tags.add(companyTag(row.id));
  if (rows.length) scope.covered |= kindsCovered(companyTag(0));
}

/**
 * A count of a filter's matches: the directory's listings; their ratings too when the filter
 * reads them, or when the count is bounded (a best-ranked window a review may reorder,
 * decision 037). An exact count of a filter that reads no rating does not move with a review.
 */
export function readCount(
  directory: string,
  filter: { state?: string; minRating?: unknown; withReviews?: unknown },
  found?: Found,
) {
  readDirectory(directory);
  if (filter.minRating || filter.withReviews || found?.more) readRatings(directory, filter.state);
}

export type ListRead = {
  directory: string;
  /** The one state it lists, if so (a search within a radius crosses state lines: none). */
  state?: string;
  /** Whether its filter reads ratings (a least rating, reviewed listings only). */
  ratingFiltered: boolean;
  /** The order the rows are in. */
  sort: NearSort;
  found: Found;
  page: number;
  /** Every listing the page shows (including the nearest beyond a radius). */
  shown: readonly { id: number }[];
  /**
   * A first page in the recommended order: its last listing's place. A review then drops it
   * only when it lifts a listing to that place or above (decision 056).
   */
  rankedFirstPageEndsAt?: RankKey;
};

/**
 * A page of a list (decision 028): each listing on it, the directory it lists (any listing's
 * change may add, remove or move one) and, when a rating may change what it holds, the ratings
 * of its directory (in its state, when it lists one). A review shows on a page showing its
 * listing, and can bring another listing onto a page whose order reads ratings (every order but
 * distance) unless the page already holds every match, or whose filter reads them.
 */
export function readList(list: ListRead) {
  readDirectory(list.directory);
  readListings(list.shown);
  const whole = list.page === 1 && !list.found.more && list.found.n <= list.shown.length;
  if (list.ratingFiltered || (list.sort !== "distance" && !whole)) {
    const last = list.rankedFirstPageEndsAt;
    if (last && !list.ratingFiltered && list.sort === "recommended" && list.page === 1) {
      recordRead(
        rankedAnyTag(list.directory, list.state),
        rankedAboveTag(list.directory, list.state, last),
      );
    } else {
      readRatings(list.directory, list.state);
    }
  }
}

/** What a computation read: its tags, and whether they say everything it showed. */
export type Reads = { tags: readonly string[]; tagged: boolean };

/** A scope's tags, or `tagged: false` when they may not say everything it read. */
export function readsOf(scope: ReadScope): Reads {
  const tagged = !scope.untagged && scope.tags.size > 0 && (scope.read & ~scope.covered) === 0;
  return { tags: [...scope.tags], tagged };
}

/** Runs `compute` in a scope of its own; what it read is recorded in the caller's scope too. */
export function collectReads<T>(compute: () => T): { value: T; reads: Reads } {
  const parent = readScope.getStore();
  const scope = newReadScope();
  const value = readScope.run(scope, compute);
  if (parent) mergeInto(parent, scope);
  return { value, reads: readsOf(scope) };
}

/** Hands a kept value's reads to the current scope (a page reading a kept aggregate). */
export function inheritReads(reads: Reads) {
  const scope = readScope.getStore();
  if (!scope) return;
  for (const tag of reads.tags) {
    scope.tags.add(tag);
    scope.covered |= kindsCovered(tag);
  }
  if (!reads.tagged) scope.untagged = true;
}

function mergeInto(parent: ReadScope, child: ReadScope) {
  for (const tag of child.tags) parent.tags.add(tag);
  parent.read |= child.read;
  parent.covered |= child.covered;
  if (child.untagged) parent.untagged = true;
}

/** A fresh scope for a request's render (the page cache reads it when the response ends). */
export const renderScope = newReadScope;

/** Runs `render` (a request's handling) in `scope`: every read it awaits records there. */
export function renderIn(scope: ReadScope, render: () => void) {
  readScope.run(scope, render);
}
