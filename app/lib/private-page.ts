import type { HeadersFunction, MetaFunction } from "react-router";
import { pageMeta } from "./seo";

/**
 * For pages reached by a private link (a reset, verification or confirmation token): never kept
 * by the page cache or a CDN. Their answer changes with rows no listing page shows (a used
 * token), which do not empty the page cache (decision 020), and a token's page is nobody else's.
 */
export const privatePageHeaders: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/**
 * The meta of a page that belongs to one visitor (an account page, a token's page, the
 * dashboard): described like any page, but kept out of search engines.
 */
export const noindexMeta = (page: { title: string; description: string; path: string }) =>
  pageMeta({ ...page, noindex: true });

/** As `noindexMeta`, for a page that gives only its title: the title, and no search engine. */
export const noindexTitle =
  (title: string): MetaFunction =>
  () => [{ title }, { name: "robots", content: "noindex" }];
