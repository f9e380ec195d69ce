import type Database from "better-sqlite3";
import { publicDirectory } from "../lib/directory";
import { stateFromSlug } from "../lib/landing";

/**
 * Which cached pages a content write can change (decision 021). Every stored page carries tags
 * derived from its URL (and, for a company page, from the company row); every row of the change
 * log (`content_changes`, migration 0015) names the tags it drops. A page whose URL is not known
 * here is tagged `any`: every content change drops it, as before.
 *
 * - `company:<id>`: the listing's own page and its JSON (its reviews, services, logo), and every
 *   list page showing it.
 * - `state:<code>`: a state's landing pages: which listings it has (counts, cities, services) and
 *   its DOT resources. A review does not drop it; the pages' list tags name what a review moves.
 * - `listings:<directory>`: a list page of that directory (which listings it holds, its counts);
 *   a change of kind `company` in the directory drops it, a review does not (decision 028).
 * - `ratings:<directory>[:<state>]`: a list whose order or filter reads ratings, and which a
 *   review of a listing in that directory (and state) may reorder or refill.
 * List pages declare their tags (`X-Cache-Tags`, set through the load context's `cacheTags`);
 * pages that declare none are tagged from their URL.
 * - `resources`: the DOT resources page and API.
 * - `blog`: the blog and its API.
 * - `logos`: logo files.
 * - no tag: pages that show no database content (FAQ, contact, sign-in forms); only a change of
 *   kind `all` or the cache's lifetime drops them.
 */

export type Change = { kind: string; company_id: number | null; state: string | null };

/** A drop rule: the tags a batch of changes makes stale, or `all`. */
export type Drops = Set<string> | "all";

const STATIC_PAGES = new Set([
  "/faq",
  "/contact",
  "/merch",
  "/login",
  "/register",
  "/forgot-password",
  "/add-company",
]);

/** A function that finds a company's id by its slug (the cache's own read-only connection). */
export type CompanyLookup = (slug: string) => number | undefined;

export function companyLookup(connection: Database.Database): CompanyLookup {
  const statement = connection.prepare("SELECT id FROM companies WHERE slug = ?").pluck();
  return (slug) => statement.get(slug) as number | undefined;
}

/** The tags of the page at `pathname` (single-fetch `.data` URLs are tagged like their page). */
export function tagsOfPath(rawPath: string, lookup: CompanyLookup): string[] {
  const pathname = rawPath.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  const company = /^\/companies\/([^/]+)(?:\/review)?$/.exec(pathname);
  if (company) {
    const id = lookup(decodeURIComponent(company[1]));
    return id === undefined ? ["any"] : [`company:${id}`];
  }
  const companyApi = /^\/api\/(?:companies|materials-companies)\/(\d+)(?:\/reviews)?$/.exec(
    pathname,
  );
  if (companyApi) return [`company:${Number(companyApi[1])}`];
  const state = /^\/striping-companies\/([^/]+)(?:\/[^/]+)?$/.exec(pathname);
  if (state) {
    // The landing pages declare what they list; a page that did not is dropped by any
    // change in its state, a review included.
    const code = stateFromSlug(decodeURIComponent(state[1]));
    return code ? [`state:${code}`, `ratings:striping:${code}`] : ["any"];
  }
  if (pathname === "/blog" || pathname.startsWith("/blog/") || pathname.startsWith("/api/blog")) {
    return ["blog"];
  }
  if (pathname === "/resources" || pathname.startsWith("/api/resources/")) return ["resources"];
  if (pathname.startsWith("/logos/")) return ["logos"];
  if (STATIC_PAGES.has(pathname)) return [];
  return ["any"];
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

const DIRECTORIES = ["striping", "materials"];

/**
 * What a batch of change-log rows makes stale. A listing's change (kind `company`) drops its
 * pages and every list of its directory; a change of its figures (kind `review`) drops its pages
 * and only the lists that read ratings in its directory and state (decision 028).
 */
export function dropsOf(changes: Change[], directoryOf: DirectoryLookup = () => undefined): Drops {
  const drops = new Set<string>();
  for (const change of changes) {
    switch (change.kind) {
      case "company":
      case "review": {
        // Its page and every page that shows aggregates (home, the API). A state's pages count
        // and place its listings, which a review leaves alone: it reaches them through their
        // list's tags, like any list (decision 029).
        drops.add(`company:${change.company_id}`).add("any");
        if (change.state && change.kind === "company") drops.add(`state:${change.state}`);
        const known = change.company_id === null ? undefined : directoryOf(change.company_id);
        // A listing deleted since: either directory may have shown it.
        for (const directory of known ? [known] : DIRECTORIES) {
          drops.add(`ratings:${directory}`);
          if (change.state) drops.add(`ratings:${directory}:${change.state}`);
          if (change.kind === "company") drops.add(`listings:${directory}`);
        }
        break;
      }
      case "state":
        drops.add(`state:${change.state}`).add("resources").add("any");
        break;
      case "blog":
        drops.add("blog").add("any");
        break;
      case "logo":
        drops.add("logos");
        break;
      default:
        return "all";
    }
  }
  return drops;
}

/** The header a page declares its tags in; read and removed by the page cache. */
export const CACHE_TAGS_HEADER = "x-cache-tags";

/** The tags a response declared, if any. */
export function declaredTags(value: unknown): string[] | undefined {
  if (typeof value !== "string" || !value) return undefined;
  return value.split(" ").filter(Boolean);
}

/** Whether a page with `tags` is stale after `drops`. */
export function isDropped(tags: readonly string[], drops: Drops): boolean {
  return drops === "all" || tags.some((tag) => drops.has(tag));
}
