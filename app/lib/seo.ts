import type { MetaDescriptor, MetaFunction } from "react-router";

type RootData = { siteUrl?: string } | undefined;
type Match = { id: string; data?: unknown };

export const DEFAULT_KEYWORDS =
  "road striping, pavement marking, parking lot striping, line striping contractors, thermoplastic striping, traffic markings";

type Page = {
  title: string;
  description: string;
  path: string;
  keywords?: string;
  noindex?: boolean;
};

/** Title, description, keywords, canonical link and social tags for one page. */
export function seoMeta(
  opts: Page & { matches: readonly (Match | undefined)[] },
): MetaDescriptor[] {
  const root = opts.matches.find((m) => m?.id === "root")?.data as RootData;
  const base = root?.siteUrl ?? "http://localhost:3000";
  const url = new URL(opts.path, base).toString();
  const tags: MetaDescriptor[] = [
    { title: opts.title },
    { name: "description", content: opts.description },
    { name: "keywords", content: opts.keywords ?? DEFAULT_KEYWORDS },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:title", content: opts.title },
    { property: "og:description", content: opts.description },
    { property: "og:url", content: url },
    { property: "og:site_name", content: "Road Striping Directory" },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: opts.title },
    { name: "twitter:description", content: opts.description },
  ];
  if (opts.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** The `meta` of a page whose tags are fixed: only the site's address comes from the root. */
export const pageMeta =
  (page: Page): MetaFunction =>
  ({ matches }) =>
    seoMeta({ ...page, matches });
