import { env } from "~/env.server";
import { PUBLIC_FIXED_PAGE } from "~/lib/page-cache-handle";

/** GET /robots.txt: everything public may be crawled; accounts, the API and forms may not. */
/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_FIXED_PAGE;

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /api/",
    "Disallow: /add-company",
    "",
    `Sitemap: ${new URL("/sitemap.xml", siteUrl).toString()}`,
    "",
  ].join("\n");
}

export function loader() {
  return new Response(robotsTxt(env().SITE_URL), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
