import { asc, eq } from "drizzle-orm";
import { escapeHtml } from "~/lib/escape";
import { LANDING_ROOT, statePath, stateServicePath } from "~/lib/landing";
import { STATE_CODES } from "~/lib/states";
import { publishedPostSlugs } from "./blog.server";
import { db, schema } from "~/models/db.server";
import { directorySize } from "~/models/directory/companies.server";
import { stateServicePairs } from "~/models/directory/landing-pages.server";
import { readAnyContent } from "~/freshness/reads.server";

const { companies } = schema;

/** The sitemap protocol's limit of URLs per file; past it /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

/** Public pages that are not generated from data. */
export const STATIC_PATHS = [
  "/",
  "/browse",
  "/materials",
  "/get-quote",
  "/resources",
  "/blog",
  "/faq",
  "/about",
  "/contact",
  "/merch",
  LANDING_ROOT,
] as const;

export type SitemapUrl = { path: string; lastmod?: Date };

/** Everything but the companies: a few hundred entries at most, built in full. */
function fixedUrls(): SitemapUrl[] {
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...STATE_CODES.map((code) => ({ path: statePath(code) })),
    ...stateServicePairs().map((p) => ({ path: stateServicePath(p.state, p.label) })),
    ...publishedPostSlugs().map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updatedAt })),
  ];
}

function companyCount(): number {
  return directorySize("striping");
}

function companyUrls(offset: number, limit: number): SitemapUrl[] {
  if (limit <= 0) return [];
  return db()
    .select({ slug: companies.slug, updatedAt: companies.updatedAt })
    .from(companies)
    .where(eq(companies.directory, "striping"))
    .orderBy(asc(companies.id))
    .limit(limit)
    .offset(offset)
    .all()
    .map((c) => ({ path: `/companies/${c.slug}`, lastmod: c.updatedAt }));
}

/**
 * What /sitemap.xml serves: one urlset while everything fits in `maxPerFile` URLs, otherwise an
 * index of `parts` files (/sitemap/1.xml …). Only one page of companies is read per file.
 */
export function sitemapPlan(maxPerFile = SITEMAP_MAX_URLS) {
  readAnyContent();
  const fixed = fixedUrls();
  const total = fixed.length + companyCount();
  const parts = Math.max(1, Math.ceil(total / maxPerFile));
  return {
    total,
    parts,
    /** URLs of part `n` (1-based); part 1 of a single-file sitemap is every URL. */
    part(n: number): SitemapUrl[] {
      if (!Number.isInteger(n) || n < 1 || n > parts) return [];
      const start = (n - 1) * maxPerFile;
      const end = Math.min(start + maxPerFile, total);
      const fromFixed = fixed.slice(start, end);
      const companyStart = Math.max(0, start - fixed.length);
      return [...fromFixed, ...companyUrls(companyStart, end - start - fromFixed.length)];
    },
  };
}

function lastmod(d: Date | undefined): string {
  return d ? `<lastmod>${d.toISOString().slice(0, 10)}</lastmod>` : "";
}

export function urlsetXml(urls: SitemapUrl[], siteUrl: string): string {
  const body = urls
    .map(
      (u) =>
        `<url><loc>${escapeHtml(new URL(u.path, siteUrl).toString())}</loc>${lastmod(u.lastmod)}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapPartPath(n: number): string {
  return `/sitemap/${n}.xml`;
}

export function sitemapIndexXml(parts: number, siteUrl: string): string {
  const body = Array.from(
    { length: parts },
    (_, i) =>
      `<sitemap><loc>${escapeHtml(new URL(sitemapPartPath(i + 1), siteUrl).toString())}</loc></sitemap>`,
  ).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}
