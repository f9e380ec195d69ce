/**
 * The page cache is proved, not assumed (issue 28, point 4): random sequences of writes go
 * through the real route actions and API, and after each one every page they can change is asked
 * for from two real server processes on the same database file, one with the page cache on (warm
 * from earlier rounds) and one with it off. The two answers must be identical apart from nonces.
 * Bounded in time; the seed is in the failure message so a failure can be replayed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import * as adminBlogEdit from "~/routes/admin.blog.$id";
import * as adminListings from "~/routes/admin.listings";
import * as adminPlans from "~/routes/admin.plans";
import * as adminResourceEdit from "~/routes/admin.resources.$code";
import * as companyApi from "~/routes/api.companies.$id";
import * as reviewsApi from "~/routes/api.reviews";
import { account, call, cookieFor } from "./admin-call";
import { args, respond, signedInUser } from "../support/route-call";
import { builtDir, startApp, type AppProcess } from "../support/app-process";
import { insertCompany } from "./factories";

const SECONDS = Number(process.env.CACHE_EQUIVALENCE_SECONDS ?? 40);
const sql = getDb().$client;

/** A small deterministic generator (mulberry32), so a failing sequence can be run again. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What may differ between two renders of the same page: each response's own nonce. */
const normal = (body: string) => body.replace(/nonce="[^"]*"/g, 'nonce=""');

describe.skipIf(!builtDir().ready)("a page served from the cache equals a fresh render", () => {
  let cached: AppProcess;
  let fresh: AppProcess;
  beforeAll(async () => {
    const env = {
      NODE_ENV: "production",
      SESSION_SECRET: process.env.SESSION_SECRET as string,
      DATABASE_PATH: process.env.DATABASE_PATH as string,
      SEED_DEMO_DATA: "false",
      LOG_REQUESTS: "false",
      RATE_LIMIT_FACTOR: "1000",
      MAIL_TO_FILES: "true",
      SITE_URL: "http://localhost",
    };
    [cached, fresh] = await Promise.all([
      startApp({ env }),
      startApp({ env: { ...env, PAGE_CACHE: "off" } }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([cached?.stop(), fresh?.stop()]);
  });

  it(`holds over random writes for ${SECONDS} s`, async () => {
    const seed = Number(process.env.CACHE_EQUIVALENCE_SEED ?? Date.now() % 1_000_000);
    const next = random(seed);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
    const admin = await cookieFor(account("admin").id);
    const owner = await signedInUser("equivalence");
    const states = ["TX", "CA"] as const;
    const listings = Array.from({ length: 4 }, (_, i) =>
      insertCompany({
        name: `Equivalence Striping ${i}`,
        state: states[i % 2],
        isClaimed: true,
        claimedBy: owner.id,
      }),
    );
    const posts = sql.prepare("SELECT id, slug FROM blog_posts ORDER BY id LIMIT 3").all() as {
      id: number;
      slug: string;
    }[];

    const slugOf = (id: number) =>
      sql.prepare("SELECT slug FROM companies WHERE id = ?").pluck().get(id) as string;
    const pages = () => [
      "/",
      "/browse",
      "/browse?state=TX",
      "/browse?state=CA&sort=rating",
      "/striping-companies/texas",
      "/striping-companies/california",
      "/materials",
      "/blog",
      "/resources",
      "/api/companies?state=TX",
      "/api/resources/states",
      "/api/blog",
      ...posts.map((p) => `/blog/${p.slug}`),
      ...listings.flatMap((c) => [`/companies/${slugOf(c.id)}`, `/api/companies/${c.id}`]),
    ];

    type Write = { name: string; run: () => Promise<Response> };
    const writes: (() => Write)[] = [
      () => {
        const c = pick(listings);
        const rating = 1 + Math.floor(next() * 5);
        return {
          name: `review ${rating} of ${c.id}`,
          run: () =>
            respond(
              reviewsApi.action(
                args("POST", "/api/reviews", {
                  json: {
                    companyId: c.id,
                    customerName: "Rae",
                    rating,
                    title: "Lines",
                    content: `Rated ${rating}`,
                  },
                  ip: `198.51.100.${Math.floor(next() * 200)}`,
                }) as never,
              ),
            ),
        };
      },
      () => {
        const c = pick(listings);
        const name = `Equivalence Striping ${Math.floor(next() * 1000)}`;
        return {
          name: `edit ${c.id} to ${name}`,
          run: () =>
            respond(
              companyApi.action(
                args("PATCH", `/api/companies/${c.id}`, {
                  json: { name, location: pick(["Austin", "Dallas"]) },
                  params: { id: String(c.id) },
                  cookie: owner.cookie,
                }) as never,
              ),
            ),
        };
      },
      () => {
        const c = pick(listings);
        const intent = pick(["activate", "end"]);
        sql
          .prepare("UPDATE companies SET requested_tier = ? WHERE id = ?")
          .run(pick(["premium", "featured"]), c.id);
        return {
          name: `plan ${intent} ${c.id}`,
          run: () =>
            call(adminPlans.action, "/admin/plans", {
              cookie: admin,
              form: { companyId: String(c.id), intent },
            }),
        };
      },
      () => {
        const code = pick(states);
        const name = `${code} DOT ${Math.floor(next() * 1000)}`;
        return {
          name: `resources of ${code}: ${name}`,
          run: () =>
            call(adminResourceEdit.action, `/admin/resources/${code}`, {
              cookie: admin,
              form: {
                dotName: name,
                dotAcronym: "DOT",
                standardsUrl: "https://example.gov/standards",
                specificationsUrl: "https://example.gov/specs",
                trafficControlUrl: "",
                lastUpdated: "2026-11-01",
              },
              params: { code },
            }),
        };
      },
      () => {
        const post = pick(posts);
        const intent = pick(["publish", "unpublish", "feature", "unfeature"]);
        return {
          name: `blog ${intent} ${post.id}`,
          run: () =>
            call(adminBlogEdit.action, `/admin/blog/${post.id}`, {
              cookie: admin,
              form: { intent, back: "list" },
              params: { id: String(post.id) },
            }),
        };
      },
      () => {
        const c = pick(listings);
        const intent = pick(["unlist", "restore", "verify", "unverify"]);
        return {
          name: `${intent} ${c.id}`,
          run: () =>
            call(adminListings.action, "/admin/listings", {
              cookie: admin,
              form: { companyId: String(c.id), intent, note: "Licence checked" },
            }),
        };
      },
    ];

    let hits = 0;
    const get = async (app: AppProcess, path: string) => {
      const res = await fetch(`${app.url}${path}`, { redirect: "manual" });
      if (res.headers.get("x-cache") === "HIT") hits++;
      return `${res.status} ${normal(await res.text())}`;
    };
    // Warm the cache: every page once.
    for (const path of pages()) await get(cached, path);

    const done: string[] = [];
    const deadline = Date.now() + SECONDS * 1000;
    while (Date.now() < deadline && done.length < 60) {
      const write = pick(writes)();
      const res = await write.run();
      done.push(`${write.name} → ${res.status}`);
      for (const path of pages()) {
        const [fromCache, rendered] = [await get(cached, path), await get(fresh, path)];
        if (fromCache !== rendered) {
          let at = 0;
          while (fromCache[at] === rendered[at]) at++;
          const around = (text: string) => text.slice(Math.max(0, at - 200), at + 200);
          const again = await fetch(`${cached.url}${path}`);
          await again.text();
          expect.fail(
            `seed ${seed}: ${path} differs (cache says ${again.headers.get("x-cache")} on asking again) after\n  ${done.join("\n  ")}\n` +
              `cache on:  …${around(fromCache)}…\ncache off: …${around(rendered)}…`,
          );
        }
      }
    }
    console.log(`seed ${seed}: ${done.length} writes, ${hits} hits\n  ${done.join("\n  ")}`);
    // The writes took effect and the cached process answered from its cache.
    expect(done.filter((line) => / → [23]\d\d$/.test(line)).length).toBeGreaterThan(3);
    expect(hits).toBeGreaterThan(pages().length);
  }, 120_000);
});
