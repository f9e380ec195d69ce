import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { insertCompany } from "~/tests/support/factories";
import { loader as robotsLoader } from "~/routes/content/robots[.]txt";
import { loader as sitemapLoader } from "~/routes/content/sitemap[.]xml";
import {
  sitemapIndexXml,
  sitemapPlan,
  STATIC_PATHS,
  urlsetXml,
  type SitemapUrl,
} from "./sitemap.server";

const SITE = "https://stripes.example.com";
const all = (plan: ReturnType<typeof sitemapPlan>) =>
  Array.from({ length: plan.parts }, (_, i) => plan.part(i + 1)).flat();
const paths = (urls: SitemapUrl[]) => urls.map((u) => u.path);
const q = <T>(sql: string) => getDb().$client.prepare(sql).all() as T[];

describe("sitemap contents", () => {
  it("lists every public page, company, state landing page and published post once", () => {
    const plan = sitemapPlan();
    expect(plan.parts).toBe(1);
    const list = paths(plan.part(1));
    expect(new Set(list).size).toBe(list.length);
    expect(list.length).toBe(plan.total);
    for (const p of STATIC_PATHS) expect(list).toContain(p);
    const companies = q<{ slug: string }>("select slug from companies where directory='striping'");
    for (const c of companies) expect(list).toContain(`/companies/${c.slug}`);
    const suppliers = q<{ slug: string }>("select slug from companies where directory='materials'");
    for (const c of suppliers) expect(list).not.toContain(`/companies/${c.slug}`);
    expect(list).toContain("/striping-companies/texas");
    expect(list).toContain("/striping-companies/new-york");
    expect(list.filter((p) => /^\/striping-companies\/[a-z-]+$/.test(p))).toHaveLength(50);
    expect(list).toContain("/striping-companies/texas/parking-lot-striping");
    const posts = q<{ slug: string; is_published: number }>(
      "select slug, is_published from blog_posts",
    );
    for (const p of posts) {
      if (p.is_published) expect(list).toContain(`/blog/${p.slug}`);
      else expect(list).not.toContain(`/blog/${p.slug}`);
    }
    for (const p of ["/dashboard", "/add-company", "/login", "/register"]) {
      expect(list).not.toContain(p);
    }
  });

  it("lists a state+service page only where a company offers that service", () => {
    const list = paths(sitemapPlan().part(1));
    const pairs = list.filter((p) => /^\/striping-companies\/[a-z-]+\/[a-z-]+$/.test(p));
    expect(pairs.length).toBeGreaterThan(100);
    // Wyoming has 4 seeded companies; none of them does everything.
    expect(pairs.filter((p) => p.startsWith("/striping-companies/wyoming/")).length).toBeLessThan(
      10,
    );
  });

  it("includes a new company and escapes XML", () => {
    const c = insertCompany({ name: "Lines & <Stripes>" });
    const list = paths(sitemapPlan().part(1));
    expect(list).toContain(`/companies/${c.slug}`);
    const xml = urlsetXml(
      [{ path: "/x?a=1&b=<2>" }, { path: "/", lastmod: new Date(Date.UTC(2026, 0, 2)) }],
      SITE,
    );
    expect(xml).toContain("<loc>https://stripes.example.com/x?a=1&amp;b=%3C2%3E</loc>");
    expect(xml).toContain("<lastmod>2026-01-02</lastmod>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe("sitemap index split", () => {
  it("splits into parts of at most the threshold, covering every URL exactly once", () => {
    const whole = paths(sitemapPlan().part(1));
    const plan = sitemapPlan(100);
    expect(plan.parts).toBe(Math.ceil(whole.length / 100));
    for (let i = 1; i <= plan.parts; i++) {
      expect(plan.part(i).length).toBeLessThanOrEqual(100);
    }
    expect(paths(all(plan))).toEqual(whole);
    expect(plan.part(0)).toEqual([]);
    expect(plan.part(plan.parts + 1)).toEqual([]);
  });

  it("a threshold that cuts through the fixed pages still keeps the order", () => {
    const whole = paths(sitemapPlan().part(1));
    expect(paths(all(sitemapPlan(7)))).toEqual(whole);
  });

  it("writes an index pointing at every part", () => {
    const xml = sitemapIndexXml(3, SITE);
    expect(xml).toContain("<sitemapindex");
    expect(xml.match(/<sitemap>/g)).toHaveLength(3);
    expect(xml).toContain("<loc>https://stripes.example.com/sitemap/3.xml</loc>");
  });

  it("is served as XML at /sitemap.xml, with robots.txt pointing at it", async () => {
    const res = sitemapLoader();
    expect(res.headers.get("Content-Type")).toMatch(/application\/xml/);
    const body = await res.text();
    expect(body).toContain("<urlset");
    expect(body).toContain("/striping-companies/texas</loc>");
    const robots = await robotsLoader().text();
    expect(robots).toContain("User-agent: *\nAllow: /");
    expect(robots).toContain("Disallow: /dashboard");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain("Disallow: /add-company");
    expect(robots).toMatch(/Sitemap: http.+\/sitemap\.xml/);
  });
});
