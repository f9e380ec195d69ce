import { sitemapPlan, urlsetXml } from "~/models/content/sitemap.server";
import { env } from "~/env.server";
import type { Route } from "./+types/sitemap.$part";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/** GET /sitemap/:n.xml: one part of a sitemap index (only exists past 50,000 URLs). */
/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export function loader({ params }: Route.LoaderArgs) {
  const match = /^([1-9]\d{0,4})\.xml$/.exec(params.part ?? "");
  const plan = sitemapPlan();
  const n = match ? Number(match[1]) : 0;
  if (plan.parts === 1 || n < 1 || n > plan.parts) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  }
  return new Response(urlsetXml(plan.part(n), env().SITE_URL), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
