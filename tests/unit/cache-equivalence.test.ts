/**
 * The page cache is proved, not assumed: random sequences of writes go
 * through the real route actions and API (reviews, owner edits, plans, unlisting and verifying,
 * claims, quote answers, logos, blog and DOT resource edits), and after each one every page they can change is asked
 * for from two real server processes on the same database file, one with the page cache on (warm
 * from earlier rounds) and one with it off. The two answers must be identical apart from nonces.
 * Bounded in time; the seed is in the failure message so a failure can be replayed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import * as adminBlogEdit from "~/routes/admin/admin.blog.$id";
import * as adminListings from "~/routes/admin/admin.listings";
import * as adminListingScreen from "~/routes/admin/admin.listings_.$id";
import * as adminResourceEdit from "~/routes/admin/admin.resources.$code";
import * as companyApi from "~/routes/api/api.companies.$id";
import * as claimApi from "~/routes/api/api.companies.claim";
import * as claimVerifyApi from "~/routes/api/api.companies.claim.verify";
import * as logoApi from "~/routes/api/api.companies.$id.logo";
import * as leadsPage from "~/routes/owners/dashboard_.leads";
import * as reviewsApi from "~/routes/api/api.reviews";
import { geocodePlace } from "~/models/search/geocode.server";
import { storeLogo } from "~/models/listings/logos.server";
import { account, call, cookieFor } from "~/tests/support/admin-call";
import { args, respond, signedInUser } from "~/tests/support/route-call";
import { builtDir, startApp, type AppProcess } from "~/tests/support/app-process";
import { insertCompany, requestElkoQuote } from "~/tests/support/factories";

const SECONDS = Number(process.env.CACHE_EQUIVALENCE_SECONDS ?? 35);
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

/** A fresh word for addresses and bytes. */
const seedTag = () => Math.random().toString(36).slice(2, 10);

/** The claim code in the newest mail to `to` (its subject ends with it). */
function mailedCode(to: string): string {
  const subject = sql
    .prepare("SELECT subject FROM email_outbox WHERE to_address = ? ORDER BY id DESC")
    .pluck()
    .get(to) as string | undefined;
  return /(\d{6})$/.exec(subject ?? "")?.[1] ?? "000000";
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
      // No warm-up: these tests ask for pages that must not be kept before they do.
      WARM_UP_MS: "0",
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
    // Listings a second account claims through the API, one code at a time.
    const claimant = await signedInUser("claimant");
    const claimable = Array.from({ length: 2 }, (_, i) =>
      insertCompany({
        name: `Equivalence Claimable ${i}`,
        state: states[i % 2],
        email: `office-${i}-${seedTag()}@claimable.example.com`,
      }),
    );
    // The owner's listing near a place where quote requests come in (the lead inbox).
    const elko = geocodePlace("Elko, NV")!;
    const crew = insertCompany({
      name: "Equivalence Elko Lines",
      state: "NV",
      email: `crew-${seedTag()}@elko.example.com`,
      isClaimed: true,
      claimedBy: owner.id,
      latitude: elko.latitude + 0.05,
      longitude: elko.longitude,
      services: ["Parking Lot Striping"],
    });
    const quotePages: string[] = [];
    const logoPages: string[] = [];

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
      ...[...listings, ...claimable, crew].flatMap((c) => [
        `/companies/${slugOf(c.id)}`,
        `/api/companies/${c.id}`,
      ]),
      ...quotePages.slice(-3),
      ...logoPages.slice(-2),
    ];

    /** A write, and what a page must show once it succeeded (beyond both answers agreeing). */
    type Write = { name: string; run: () => Promise<Response>; shows?: [string, string] };
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
        const tier = pick(["premium", "vip", "free"]);
        return {
          name: `complimentary plan ${tier} ${c.id}`,
          run: () =>
            call(adminListingScreen.action, `/admin/listings/${c.id}`, {
              cookie: admin,
              params: { id: String(c.id) },
              form: { intent: "plan", tier, featuredUntil: "2030-01-31", searchPriority: "0" },
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
      () => {
        const c = pick(claimable);
        return {
          name: `claim ${c.id}`,
          run: async () => {
            const started = await respond(
              claimApi.action(
                args("POST", "/api/companies/claim", {
                  json: { companyId: c.id },
                  cookie: claimant.cookie,
                }) as never,
              ),
            );
            if (started.status !== 202) return started;
            return respond(
              claimVerifyApi.action(
                args("POST", "/api/companies/claim/verify", {
                  json: { companyId: c.id, code: mailedCode(c.email!) },
                  cookie: claimant.cookie,
                }) as never,
              ),
            );
          },
        };
      },
      () => {
        // A request comes in (as the quote form makes it); the contractor answers it from the
        // lead inbox, and the requester's private page shows the answer.
        const quote = requestElkoQuote(`client-${seedTag()}@example.com`, "http://localhost");
        const token = sql
          .prepare("SELECT public_token FROM quote_requests WHERE id = ?")
          .pluck()
          .get(quote.id) as string;
        quotePages.push(`/quote-requests/${token}`);
        const message = `We can restripe the lot, answer ${Math.floor(next() * 1000)}.`;
        return {
          shows: [`/quote-requests/${token}`, message],
          name: `quote ${quote.id} answered by ${crew.id}`,
          run: () =>
            call(leadsPage.action, "/dashboard/leads", {
              cookie: owner.cookie,
              form: {
                intent: "respond",
                quoteId: String(quote.id),
                companyId: String(crew.id),
                message,
              },
            }),
        };
      },
      () => {
        const c = pick(listings);
        // The upload's stored image (its processing is the upload's own test); then the API.
        const logo = storeLogo(owner.id, { png: Buffer.from(seedTag()), width: 1, height: 1 });
        logoPages.push(logo.path);
        return {
          name: `logo of ${c.id}: ${logo.path}`,
          run: () =>
            respond(
              logoApi.action(
                args("PUT", `/api/companies/${c.id}/logo`, {
                  json: { logoURL: logo.path },
                  params: { id: String(c.id) },
                  cookie: owner.cookie,
                }) as never,
              ),
            ),
        };
      },
      () => {
        const post = pick(posts);
        const row = sql
          .prepare("SELECT title, slug, excerpt, category, author FROM blog_posts WHERE id = ?")
          .get(post.id) as Record<string, string>;
        const words = `Lines laid ${Math.floor(next() * 1000)} times.`;
        return {
          name: `blog text of ${post.id}: ${words}`,
          run: () =>
            call(adminBlogEdit.action, `/admin/blog/${post.id}`, {
              cookie: admin,
              form: { ...row, intent: "save", content: words, tags: "striping" },
              params: { id: String(post.id) },
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
    // Warm the cache: every page once. Each of these public pages records what it reads
    // (decision 047), so each is kept: a read that forgot to record shows here as a miss.
    for (const path of pages()) await get(cached, path);
    const notKept: string[] = [];
    for (const path of pages()) {
      const res = await fetch(`${cached.url}${path}`);
      await res.text();
      if (res.headers.get("x-cache") !== "HIT") notKept.push(path);
    }
    expect(notKept).toEqual([]);

    const done: string[] = [];
    const deadline = Date.now() + SECONDS * 1000;
    while (Date.now() < deadline && done.length < 60) {
      const write = pick(writes)();
      const res = await write.run();
      done.push(`${write.name} → ${res.status}`);
      if (write.shows && res.status < 400) {
        const [path, text] = write.shows;
        expect(await get(cached, path), `${write.name}: ${path}`).toContain(text);
      }
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
