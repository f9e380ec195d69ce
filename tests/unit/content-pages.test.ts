import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "~/lib/escape";
import { FAQ_CATEGORIES, FAQ_ITEMS, filterFaq } from "~/lib/faq";
import { blogImage } from "~/lib/blog-image";
import { blogPostingJsonLd } from "~/lib/content-jsonld";
import { companyJsonLd, companyListJsonLd } from "~/lib/structured-data";
import { MUTCD_EDITIONS } from "~/lib/mutcd";
import { PLANS } from "~/lib/site";
import * as home from "~/routes/directory/_index/route";
import * as browse from "~/routes/directory/browse/route";
import * as companyPage from "~/routes/directory/companies.$slug";
import * as about from "~/routes/content/about";
import * as apiBlog from "~/routes/api/api.blog._index";
import * as apiBlogFeatured from "~/routes/api/api.blog.featured";
import * as apiBlogSlug from "~/routes/api/api.blog.$slug";
import * as apiMutcd from "~/routes/api/api.resources.mutcd";
import * as apiStates from "~/routes/api/api.resources.states";
import * as blogIndex from "~/routes/content/blog._index";
import * as blogPost from "~/routes/content/blog.$slug";
import * as contact from "~/routes/content/contact";
import * as faq from "~/routes/content/faq";
import * as landingIndex from "~/routes/directory/striping-companies._index";
import * as stateLanding from "~/routes/directory/striping-companies.$state._index";
import * as serviceLanding from "~/routes/directory/striping-companies.$state.$service";

import { get, raw, thrownStatus, value } from "~/tests/support/content-calls";

describe("JSON-LD of each page kind", () => {
  it("FAQPage on /faq lists all 34 questions", async () => {
    const d = value<Awaited<ReturnType<typeof faq.loader>>>(await faq.loader(get("/faq")));
    expect(d.jsonLd["@type"]).toBe("FAQPage");
    expect(d.jsonLd.mainEntity).toHaveLength(34);
    expect(d.jsonLd.mainEntity[0]).toMatchObject({
      "@type": "Question",
      acceptedAnswer: { "@type": "Answer", text: expect.any(String) },
    });
  });

  it("BlogPosting on a post, Blog with the first 10 posts on /blog", async () => {
    const post = value<{ jsonLd: Record<string, unknown> }>(
      await blogPost.loader(
        get("/blog/waterborne-traffic-paint", { slug: "waterborne-traffic-paint" }),
      ),
    );
    expect(post.jsonLd).toMatchObject({
      "@type": "BlogPosting",
      headline: "Waterborne Traffic Paint Comes of Age",
      author: { "@type": "Person", name: "Dana Whitfield", jobTitle: "Senior Editor" },
      articleSection: "Technology",
      datePublished: expect.stringMatching(/^2025-/),
      image: expect.stringMatching(/\/images\/blog\/waterborne-paint\.svg$/),
      publisher: { "@type": "Organization" },
    });
    const list = value<Awaited<ReturnType<typeof blogIndex.loader>>>(
      await blogIndex.loader(get("/blog")),
    );
    expect(list.jsonLd["@type"]).toBe("Blog");
    expect(list.jsonLd.blogPost).toHaveLength(10);
  });

  it("Organization with Mon-Fri 9-5 support hours on /about and /contact", async () => {
    for (const d of [
      value<{ jsonLd: Record<string, unknown> }>(await about.loader()),
      value<{ jsonLd: Record<string, unknown> }>(await contact.loader(get("/contact"))),
    ]) {
      expect(d.jsonLd).toMatchObject({
        "@type": "Organization",
        contactPoint: {
          "@type": "ContactPoint",
          hoursAvailable: {
            dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
            opens: "09:00",
            closes: "17:00",
          },
        },
      });
    }
  });

  it("ItemList of the listed companies on landing pages", async () => {
    const tx = value<Awaited<ReturnType<typeof stateLanding.loader>>>(
      await stateLanding.loader(get("/striping-companies/texas", { state: "texas" })),
    );
    const inTexas = (
      raw
        .prepare("select count(*) n from companies where directory='striping' and state='TX'")
        .get() as { n: number }
    ).n;
    expect(tx.found).toEqual({ n: inTexas, more: false });
    expect(tx.jsonLd).toMatchObject({
      "@type": "ItemList",
      name: "Road Striping Companies in Texas",
      numberOfItems: inTexas,
    });
    expect(tx.jsonLd.itemListElement).toHaveLength(Math.min(20, inTexas));
    expect(tx.jsonLd.itemListElement[0].url).toMatch(/\/companies\//);
    const svc = value<Awaited<ReturnType<typeof serviceLanding.loader>>>(
      await serviceLanding.loader(
        get("/striping-companies/texas/parking-lot-striping", {
          state: "texas",
          service: "parking-lot-striping",
        }),
      ),
    );
    expect(svc.heading).toBe("Parking Lot Striping Companies in Texas");
    expect(svc.jsonLd.name).toBe(svc.heading);
    expect(
      svc.companies.every((c) => c.state === "TX" && c.services.includes("Parking Lot Striping")),
    ).toBe(true);
    const index = value<Awaited<ReturnType<typeof landingIndex.loader>>>(
      await landingIndex.loader(),
    );
    expect(index.jsonLd.itemListElement).toHaveLength(50);
  });

  it("unknown states and services are 404", async () => {
    expect(await thrownStatus(() => stateLanding.loader(get("/x", { state: "atlantis" })))).toBe(
      404,
    );
    expect(
      await thrownStatus(() =>
        serviceLanding.loader(get("/x", { state: "texas", service: "juggling" })),
      ),
    ).toBe(404);
  });

  it("ItemList of 10 on home and 20 on browse; LocalBusiness with AggregateRating on a company", async () => {
    const total = (
      raw.prepare("select count(*) n from companies where directory='striping'").get() as {
        n: number;
      }
    ).n;
    const h = value<{ jsonLd: Record<string, unknown>[] }>(await home.loader(get("/")));
    const list = h.jsonLd.find((j) => j["@type"] === "ItemList") as {
      numberOfItems: number;
      itemListElement: unknown[];
    };
    expect(list.itemListElement).toHaveLength(10);
    expect(list.numberOfItems).toBe(total);
    expect(h.jsonLd.some((j) => j["@type"] === "Organization")).toBe(true);
    // Browse and a company page build theirs from the data they show (decision 028).
    const b = value<Awaited<ReturnType<typeof browse.loader>>>(await browse.loader(get("/browse")));
    const browseList = companyListJsonLd(b.companies, b.total, "http://localhost");
    expect(browseList.itemListElement).toHaveLength(20);
    expect(browseList.numberOfItems).toBe(total);
    const slug = (
      raw
        .prepare(
          "select slug from companies where directory='striping' and total_reviews > 0 limit 1",
        )
        .get() as { slug: string }
    ).slug;
    const c = value<Awaited<ReturnType<typeof companyPage.loader>>>(
      await companyPage.loader(get(`/companies/${slug}`, { slug })),
    );
    expect(companyJsonLd(c.company, c.reviews, "http://localhost")).toMatchObject({
      "@type": "LocalBusiness",
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: expect.stringMatching(/^\d\.\d\d$/),
      },
    });
  });

  it("is serialised so a value cannot close the script element", () => {
    const json = serializeJsonLd(
      blogPostingJsonLd(
        {
          title: "</script><script>alert(1)</script>",
          slug: "x",
          excerpt: "a & b",
          content: "one two",
          author: "A",
          category: "Safety",
          tags: [],
          publishedAt: null,
          updatedAt: "2026-01-01T00:00:00.000Z",
        },
        "https://example.com",
      ),
    );
    expect(json).not.toContain("</script>");
    expect(json).not.toContain("<");
    expect(JSON.parse(json).headline).toBe("</script><script>alert(1)</script>");
  });
});

describe("blog pages", () => {
  it("filters by search and category and hides drafts", async () => {
    const d = value<Awaited<ReturnType<typeof blogIndex.loader>>>(
      await blogIndex.loader(get("/blog?category=Safety&search=hydroblasting")),
    );
    expect(d.category).toBe("Safety");
    expect(d.posts.map((p) => p.slug)).toEqual(["hydroblasting-line-removal-ghost-markings"]);
    expect(d.featured).toEqual([]);
    const bogus = value<Awaited<ReturnType<typeof blogIndex.loader>>>(
      await blogIndex.loader(get("/blog?category=Nope")),
    );
    expect(bogus.category).toBe("");
    expect(bogus.posts.some((p) => p.slug === "preformed-thermoplastic-crosswalks-legends")).toBe(
      false,
    );
  });

  it("a draft or unknown post is a 404, and a post's page says which post it shows", async () => {
    expect(
      await thrownStatus(async () =>
        blogPost.loader(get("/x", { slug: "preformed-thermoplastic-crosswalks-legends" })),
      ),
    ).toBe(404);
    const slug = "work-zone-safety-mobile-striping";
    const marked: number[] = [];
    const args = get(`/blog/${slug}`, { slug });
    args.context.markPostView = (id) => marked.push(id);
    const first = (await blogPost.loader(args)) as unknown as {
      data: {
        post: { id: number; viewCount: number };
        related: { category: string; slug: string }[];
        readTime: number;
      };
      init: { headers?: Record<string, string> };
    };
    // The view is counted once the page is sent (post-views.server.ts), never by the loader.
    expect(marked).toEqual([first.data.post.id]);
    expect(first.init?.headers?.["Set-Cookie"]).toBeUndefined();
    expect(first.data.related.length).toBeGreaterThan(0);
    expect(first.data.related.length).toBeLessThanOrEqual(3);
    expect(first.data.related.every((r) => r.category === "Safety" && r.slug !== slug)).toBe(true);
    expect(first.data.readTime).toBeGreaterThan(1);
  });

  it("maps known image keys to bundled art and only allows http(s) or site paths", () => {
    expect(blogImage("mutcd", "t")?.src).toBe("/images/blog/mutcd.svg");
    expect(blogImage("https://cdn.example.com/a.png", "t")?.src).toBe(
      "https://cdn.example.com/a.png",
    );
    expect(blogImage("/uploads/a.png", "t")?.src).toBe("/uploads/a.png");
    expect(blogImage("javascript:alert(1)", "t")).toBeNull();
    expect(blogImage("//evil.example.com/a.png", "t")).toBeNull();
    expect(blogImage(null, "t")).toBeNull();
  });
});

describe("content APIs", () => {
  it("GET /api/blog lists published posts, by category, and refuses drafts", async () => {
    const all = await ((await apiBlog.loader(get("/api/blog?published=true"))) as Response).json();
    expect(all.length).toBe(10);
    expect(all[0]).toMatchObject({
      slug: expect.any(String),
      isPublished: true,
      tags: expect.any(Array),
    });
    const safety = await (
      (await apiBlog.loader(get("/api/blog?category=Safety&published=true"))) as Response
    ).json();
    expect(safety.every((p: { category: string }) => p.category === "Safety")).toBe(true);
    expect(((await apiBlog.loader(get("/api/blog?published=false"))) as Response).status).toBe(400);
    expect(((await apiBlog.loader(get("/api/blog?category=Nope"))) as Response).status).toBe(400);
    const featured = await (apiBlogFeatured.loader() as Response).json();
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((p: { isFeatured: boolean }) => p.isFeatured)).toBe(true);
  });

  it("GET /api/blog/:slug answers one post or 404 { message: 'Blog post not found' }", async () => {
    const ok = (await apiBlogSlug.loader(
      get("/", { slug: "waterborne-traffic-paint" }),
    )) as Response;
    expect((await ok.json()).title).toBe("Waterborne Traffic Paint Comes of Age");
    for (const slug of ["nope", "preformed-thermoplastic-crosswalks-legends"]) {
      const missing = (await apiBlogSlug.loader(get("/", { slug }))) as Response;
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: "Blog post not found" });
    }
  });

  it("GET /api/resources/states and /api/resources/mutcd", async () => {
    const states = await (
      (await apiStates.loader(get("/api/resources/states"))) as Response
    ).json();
    expect(states).toHaveLength(50);
    expect(states[0]).toMatchObject({
      stateCode: "AL",
      stateName: "Alabama",
      standardsUrl: expect.any(String),
    });
    const mutcd = await (apiMutcd.loader() as Response).json();
    expect(mutcd.editions.map((e: { title: string }) => e.title)).toEqual(
      MUTCD_EDITIONS.map((e) => e.title),
    );
    const urls: string[] = mutcd.editions.flatMap((e: { links: { url: string }[] }) =>
      e.links.map((l) => l.url),
    );
    expect(urls.every((u) => u.startsWith("https://mutcd.fhwa.dot.gov/"))).toBe(true);
    expect(JSON.stringify(mutcd)).toContain("11th Edition, Revision 1 (December 2025)");
  });
});

describe("FAQ", () => {
  it("has 34 questions in the eleven categories, and filters by category and text", () => {
    expect(FAQ_ITEMS).toHaveLength(34);
    expect(new Set(FAQ_ITEMS.map((f) => f.category))).toEqual(new Set(FAQ_CATEGORIES));
    expect(new Set(FAQ_ITEMS.map((f) => f.id)).size).toBe(34);
    expect(filterFaq({ category: "Merch Store" })).toHaveLength(2);
    expect(filterFaq({ search: "CUSTOM MERCH BRANDING" }).map((f) => f.id)).toEqual([
      "merch-branding",
    ]);
    expect(filterFaq({ search: "zzqqxx" })).toEqual([]);
  });

  it("states the product's real plans, prices and rules", () => {
    const text = FAQ_ITEMS.map((f) => f.answer).join("\n");
    for (const p of PLANS.filter((p) => p.monthly > 0)) {
      expect(text).toContain(`$${p.monthly}/month or $${p.yearly}/year`);
    }
    // Decision 045: every plan edits in the dashboard, as the product does.
    expect(text).toContain("Every owner edits their listing in My Account, on every plan");
    expect(text).not.toContain("Standard users contact support");
    expect(text).toContain("Custom merch branding is available to VIP subscribers");
    // Decision 049: the contractors that serve the location, not a fixed 250 miles.
    expect(text).toContain("up to 5 matching contractors that serve your location");
    expect(text).not.toContain("within 250 miles");
  });
});
