import type Database from "better-sqlite3";
import { stateFromSlug } from "../lib/landing";

/**
 * Which cached pages a content write can change (decision 021). Every stored page carries tags
 * derived from its URL (and, for a company page, from the company row); every row of the change
 * log (`content_changes`, migration 0015) names the tags it drops. A page whose URL is not known
 * here is tagged `any`: every content change drops it, as before.
 *
 * - `company:<id>`: the listing's own page and its JSON (its reviews, services, logo).
 * - `state:<code>`: a state's landing pages (its listings, its DOT resources).
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
    const code = stateFromSlug(decodeURIComponent(state[1]));
    return code ? [`state:${code}`] : ["any"];
  }
  if (pathname === "/blog" || pathname.startsWith("/blog/") || pathname.startsWith("/api/blog")) {
    return ["blog"];
  }
  if (pathname === "/resources" || pathname.startsWith("/api/resources/")) return ["resources"];
  if (pathname.startsWith("/logos/")) return ["logos"];
  if (STATIC_PAGES.has(pathname)) return [];
  return ["any"];
}

/** What a batch of change-log rows makes stale. */
export function dropsOf(changes: Change[]): Drops {
  const drops = new Set<string>();
  for (const change of changes) {
    switch (change.kind) {
      case "company":
        // Its page, its state's pages and every list or figure (home, browse, search, the API).
        drops.add(`company:${change.company_id}`).add("any");
        if (change.state) drops.add(`state:${change.state}`);
        break;
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

/** Whether a page with `tags` is stale after `drops`. */
export function isDropped(tags: readonly string[], drops: Drops): boolean {
  return drops === "all" || tags.some((tag) => drops.has(tag));
}
