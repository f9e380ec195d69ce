import type Database from "better-sqlite3";
import { ALL_KINDS, BLOG, LISTINGS, LOGOS, RESOURCES } from "~/db/read-scope";
import { publicDirectory } from "~/lib/directory";

/**
 * The tag vocabulary (decision 047): what a read records, what a stored page and a kept value
 * carry, and what each row of the change log (`content_changes`, migrations 0015, 0018, 0023)
 * drops. Reads record tags through `reads.server.ts`; nothing else names them.
 *
 * - `company:<id>`: one listing as its own page shows it (its row, reviews, services,
 *   credentials, coverage). Dropped by the listing's change and its review.
 * - `listings:<directory>`: which listings a directory holds and what they say (a list's rows
 *   and counts, the geo snapshot's places). Dropped by any listing's change in it, not a review.
 * - `ratings:<directory>`: the directory's ratings and the orders they make (a ranked list
 *   beyond what it shows, home's figures). Dropped by any change or review in it.
 * - `ratings:<directory>:<state>`: the same within one state.
 * - `state:<code>`: a state's landing content (its listings' counts, cities and services, its
 *   DOT resources, the firms based elsewhere that serve it). Dropped by a listing's change in
 *   the state, a change of a listing's coverage that names the state, and the state's resources.
 * - `coverage:<directory>`: which listings serve a place from beyond a search's radius by their
 *   own settings (decision 049). Dropped by any change of a listing's coverage in it.
 * - `resources`: the DOT resources of every state.
 * - `blog`: the blog's posts.
 * - `logos`: logo files.
 * - `any`: anything the change log names (a coarse reader such as the sitemap).
 * - `fixed`: a page that reads no content (FAQ, sign-in forms); only `all` drops it.
 * A change of kind `all`, a gap in the log, or a kind not known here drops everything.
 */

export type Change = { kind: string; company_id: number | null; state: string | null };

/** A drop rule: the tags a batch of changes makes stale, or `all`. */
export type Drops = Set<string> | "all";

export const FIXED = "fixed";
export const ANY = "any";
export const companyTag = (id: number) => `company:${id}`;
export const listingsTag = (directory: string) => `listings:${directory}`;
export const ratingsTag = (directory: string, state?: string) =>
  state ? `ratings:${directory}:${state}` : `ratings:${directory}`;
export const stateTag = (code: string) => `state:${code}`;
export const coverageTag = (directory: string) => `coverage:${directory}`;
/** A listing's place in the recommended order (tier, priority, rating; then its id). */
export type RankKey = { tierRank: number; searchPriority: number; averageRating: number };
const ratingStep = (rating: number) => Math.max(0, Math.min(50, Math.floor(rating * 10)));
/**
 * A first page of a list in the recommended order whose last listing has `last`'s place: a
 * review can bring another listing onto it only by lifting that listing to this place or above.
 */
export const rankedAboveTag = (directory: string, state: string | undefined, last: RankKey) =>
  `${ratingsTag(directory, state)}@${last.tierRank}:${last.searchPriority}:${ratingStep(last.averageRating)}`;
/** Every such first page of a directory (in a state): dropped when a listing's place is unknown. */
export const rankedAnyTag = (directory: string, state?: string) =>
  `${ratingsTag(directory, state)}@any`;
export const RESOURCES_TAG = "resources";
export const BLOG_TAG = "blog";
export const LOGOS_TAG = "logos";

/** Which kinds of content table (db/read-scope.ts) a tag answers for. */
export function kindsCovered(tag: string): number {
  switch (tag.slice(0, tag.indexOf(":") + 1) || tag) {
    case "company:":
    case "listings:":
    case "ratings:":
    case "coverage:":
      return LISTINGS;
    case "state:":
      return LISTINGS | RESOURCES;
    case RESOURCES_TAG:
      return RESOURCES;
    case BLOG_TAG:
      return BLOG;
    case LOGOS_TAG:
      return LOGOS;
    case ANY:
      return ALL_KINDS;
    default:
      return 0;
  }
}

/** The directory of a listing, or undefined when it is gone (the cache's own connection). */
export type DirectoryLookup = (companyId: number) => string | undefined;

export function directoryLookup(connection: Database.Database): DirectoryLookup {
  const statement = connection.prepare("SELECT directory FROM companies WHERE id = ?").pluck();
  // A listing just unlisted is already in its hidden directory: the lists it left are those of
  // the directory it was shown in (found by the cache-equivalence test, decision 046).
  return (id) => {
    const directory = statement.get(id) as string | undefined;
    return directory === undefined ? undefined : publicDirectory(directory);
  };
}

/**
 * Where listings stand in the recommended order now (the cache's own connection): a listing's
 * place, and the (tier, priority) pairs a directory's listings hold.
 */
export type RankLookup = {
  rankOf: (companyId: number) => RankKey | undefined;
  classes: (directory: string) => [tier: number, priority: number][];
};

export function rankLookup(connection: Database.Database): RankLookup {
  const place = connection.prepare(
    "SELECT tier_rank AS tierRank, search_priority AS searchPriority, average_rating AS averageRating FROM companies WHERE id = ?",
  );
  const pairs = connection
    .prepare(
      "SELECT DISTINCT tier_rank, search_priority FROM companies WHERE directory = ? ORDER BY 1, 2",
    )
    .raw();
  return {
    rankOf: (id) => place.get(id) as RankKey | undefined,
    classes: (directory) => pairs.all(directory) as [number, number][],
  };
}

/**
 * The first pages a listing's new place may have entered: those whose last listing stands at
 * or below it (by tier, then priority, then rating in tenths; a tie counts as entered).
 */
function rankedAboveDrops(
  drops: Set<string>,
  directory: string,
  state: string | undefined,
  place: RankKey,
  classes: [number, number][],
) {
  const top = ratingStep(place.averageRating);
  for (const [tierRank, searchPriority] of classes) {
    const below =
      tierRank < place.tierRank ||
      (tierRank === place.tierRank && searchPriority < place.searchPriority);
    const same = tierRank === place.tierRank && searchPriority === place.searchPriority;
    if (!below && !same) continue;
    for (let step = 0; step <= (below ? 50 : top); step++) {
      drops.add(
        rankedAboveTag(directory, state, { tierRank, searchPriority, averageRating: step / 10 }),
      );
    }
  }
}

const DIRECTORIES = ["striping", "materials"];

/**
 * What a batch of change-log rows makes stale. A listing's change (kind `company`) drops its
 * pages and every list of its directory; a change of its figures (kind `review`) drops its pages
 * and only what reads ratings in its directory and state (decision 028); a change of where it
 * works (kind `coverage`) drops its pages (its cards say where it works), the pages of the state
 * it names, and the searches that read coverage from afar, not every list.
 */
export function dropsOf(
  changes: Change[],
  directoryOf: DirectoryLookup = () => undefined,
  ranks?: RankLookup,
): Drops {
  const drops = new Set<string>();
  const classesOf = new Map<string, [number, number][]>();
  for (const change of changes) {
    switch (change.kind) {
      case "company":
      case "review": {
        drops.add(companyTag(change.company_id ?? 0)).add(ANY);
        if (change.state && change.kind === "company") drops.add(stateTag(change.state));
        const known = change.company_id === null ? undefined : directoryOf(change.company_id);
        // A review moves its listing within the recommended order: the first pages it may
        // now reach (decision 056). A listing gone or not looked up: all of them.
        const place =
          known && change.kind === "review" ? ranks?.rankOf(change.company_id ?? 0) : undefined;
        // A listing deleted since: either directory may have shown it.
        for (const directory of known ? [known] : DIRECTORIES) {
          drops.add(ratingsTag(directory));
          if (change.state) drops.add(ratingsTag(directory, change.state));
          if (change.kind === "company") drops.add(listingsTag(directory));
          if (place && ranks) {
            if (!classesOf.has(directory)) classesOf.set(directory, ranks.classes(directory));
            const classes = classesOf.get(directory)!;
            rankedAboveDrops(drops, directory, undefined, place, classes);
            if (change.state) rankedAboveDrops(drops, directory, change.state, place, classes);
          } else {
            drops.add(rankedAnyTag(directory));
            if (change.state) drops.add(rankedAnyTag(directory, change.state));
          }
        }
        break;
      }
      case "coverage": {
        drops.add(companyTag(change.company_id ?? 0)).add(ANY);
        if (change.state) drops.add(stateTag(change.state));
        const known = change.company_id === null ? undefined : directoryOf(change.company_id);
        for (const directory of known ? [known] : DIRECTORIES) drops.add(coverageTag(directory));
        break;
      }
      case "state":
        drops
          .add(stateTag(change.state ?? ""))
          .add(RESOURCES_TAG)
          .add(ANY);
        break;
      case "blog":
        drops.add(BLOG_TAG).add(ANY);
        break;
      case "logo":
        drops.add(LOGOS_TAG);
        break;
      default:
        return "all";
    }
  }
  return drops;
}

/** Whether a page with `tags` is stale after `drops`. */
export function isDropped(tags: Iterable<string>, drops: Drops): boolean {
  if (drops === "all") return true;
  for (const tag of tags) if (drops.has(tag)) return true;
  return false;
}
