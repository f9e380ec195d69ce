import { sitemapIndexXml, sitemapPlan, urlsetXml } from "~/models/content/sitemap.server";
import { env } from "~/env.server";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

const HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

/** GET /sitemap.xml: every public URL, or an index of parts past 50,000 URLs. */
/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export function loader() {
  const siteUrl = env().SITE_URL;
  const plan = sitemapPlan();
  const xml =
    plan.parts === 1 ? urlsetXml(plan.part(1), siteUrl) : sitemapIndexXml(plan.parts, siteUrl);
  return new Response(xml, { headers: HEADERS });
}
