import type { AppLoadContext } from "react-router";
import type { NearSort } from "~/lib/company-filters";
import type { Directory } from "~/lib/directory";
import type { Found } from "~/lib/found";

export type ListPage = {
  directory: Directory;
  /** The one state it lists, if so (a search within a radius crosses state lines: none). */
  state?: string;
  /** Whether its filter reads ratings (a least rating, reviewed listings only). */
  ratingFiltered: boolean;
  /** The order the rows are in. */
  sort: NearSort;
  found: Found;
  page: number;
  /** Every listing the page shows (including the nearest beyond a radius). */
  shown: { id: number }[];
  /** Tags of what else the page shows (a state's landing page: `state:<code>`). */
  also?: string[];
};

/**
 * What a list page shows, as page-cache tags (decision 028): each listing on it, the directory
 * it lists (any listing's change may add, remove or move one), and, when a rating may change
 * what it holds, the ratings of its directory (in its state, when it lists one state).
 *
 * A review changes one listing's rating and count. That shows on a page that shows the listing,
 * and can bring another listing onto a page whose order reads ratings (every order but
 * distance) unless the page already holds every match, or whose filter reads them.
 */
export function listCacheTags(list: ListPage): string[] {
  const tags = [`listings:${list.directory}`, ...list.shown.map((row) => `company:${row.id}`)];
  const whole = list.page === 1 && !list.found.more && list.found.n <= list.shown.length;
  if (list.ratingFiltered || (list.sort !== "distance" && !whole)) {
    tags.push(list.state ? `ratings:${list.directory}:${list.state}` : `ratings:${list.directory}`);
  }
  return list.also ? [...tags, ...list.also] : tags;
}

/** Declares a list page's tags to the page cache (no-op where there is none: unit tests). */
export function declareListPage(context: AppLoadContext, list: ListPage) {
  context.cacheTags?.(listCacheTags(list));
}
