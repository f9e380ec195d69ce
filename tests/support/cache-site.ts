/**
 * A small site behind the real page cache, for the tests of what a write drops: its pages read
 * the database as the real ones do and record what they show.
 */
import Database from "better-sqlite3";
import express from "express";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { getDb } from "~/db/client";
import { createReview } from "~/models/reviews/reviews.server";
import {
  readAnyContent,
  readBlog,
  readList,
  readListing,
  readRatings,
  readsNoContent,
  readState,
  type ListRead,
} from "~/freshness/reads.server";
import { PageCache } from "~/page-cache/page-cache.server";
import { insertCompany } from "~/tests/support/factories";
import { listen } from "~/tests/support/listen";

let cache: PageCache;
let base: string;
let close: () => void;
export let tx: ReturnType<typeof insertCompany>;
/** While set, a company page waits for it after reading the database (a render in progress). */
let rendering: Rendering | undefined;
type Rendering = { read: () => void; done: Promise<void> };
export const renderNext = (pause: Rendering | undefined) => void (rendering = pause);
export let ca: ReturnType<typeof insertCompany>;
/** A second Texas listing that no list below shows. */
export let tx2: ReturnType<typeof insertCompany>;

export const one = <T>(sql: string, ...args: unknown[]) =>
  getDb()
    .$client.prepare(sql)
    .pluck()
    .get(...args) as T;

/**
 * The test file's site: handlers that render what the real pages show, straight from the
 * database, recording what they read as the models do (decision 047), behind a page cache
 * emptied before each test.
 */
export function serveCacheSite() {
  beforeAll(startSite);
  afterAll(() => close());
  beforeEach(() => cache.clear());
}

async function startSite() {
  tx = insertCompany({ name: "Lone Star Cache Striping", state: "TX" });
  ca = insertCompany({ name: "Golden Cache Striping", state: "CA" });
  tx2 = insertCompany({ name: "Gulf Coast Cache Striping", state: "TX" });
  cache = new PageCache({ databaseFile: getDb().$client.name, routeCacheable: () => true });
  const app = express();
  app.use(cache.middleware());
  app.get("/companies/:slug", async (req, res) => {
    const row = getDb()
      .$client.prepare(
        `select id, name, state, (select count(*) from reviews r where r.company_id = c.id) as n
         from companies c where slug = ?`,
      )
      .get(req.params.slug) as { id: number; name: string; state: string; n: number } | undefined;
    if (!row) return void res.status(404).send("none");
    readListing(row.id);
    if (rendering) {
      rendering.read();
      await rendering.done;
    }
    res.send(`${row.name} (${row.state}): ${row.n} reviews`);
  });
  app.get("/striping-companies/:state", (req, res) => {
    const code = req.params.state === "texas" ? "TX" : "CA";
    readState(code);
    readRatings("striping", code);
    const names = getDb()
      .$client.prepare("select name || ':' || total_reviews from companies where state = ?")
      .pluck()
      .all(code);
    const dot = one<string>("select dot_name from state_resources where state_code = ?", code);
    res.send(`${dot} | ${names.join(", ")}`);
  });
  // Figures of every listing: any content change may move them.
  app.get("/", (_req, res) => {
    readAnyContent();
    res.send(`${one<number>("select count(*) from reviews")} reviews`);
  });
  app.get("/browse", (_req, res) => {
    readAnyContent();
    res.send(`${one<number>("select count(*) from companies")} companies`);
  });
  app.get("/blog", (_req, res) => {
    readBlog();
    res.send(`${one<number>("select count(*) from blog_posts where is_published = 1")} posts`);
  });
  app.get("/faq", (_req, res) => {
    readsNoContent();
    res.send("Frequently asked questions");
  });
  // List pages record what they show, as the list models do (decision 028).
  app.get("/lists/:name", (req, res) => {
    const page = { ...LISTS(), ...FIRST_PAGES() }[req.params.name as ListName | FirstPageName];
    readList(page);
    if (page.also) readState(page.also);
    const rows = page.shown.map((c) =>
      one<string>("select name || ':' || total_reviews from companies where id = ?", c.id),
    );
    res.send(rows.join(", ") || "nothing listed");
  });
  ({ base, stop: close } = await listen(app, cache));
}

export const PAGES = () => ({
  txCompany: `/companies/${tx.slug}`,
  caCompany: `/companies/${ca.slug}`,
  texas: "/striping-companies/texas",
  california: "/striping-companies/california",
  home: "/",
  browse: "/browse",
  blog: "/blog",
  faq: "/faq",
});

/** A list page as browse and materials declare it: its directory, order, count and rows. */
function list(
  shown: { id: number }[],
  sort: ListRead["sort"],
  more: Partial<ListRead> & { also?: string } = {},
): ListRead & { also?: string } {
  // By default the list has more matches than it shows: another may come onto it.
  return {
    directory: "striping",
    ratingFiltered: false,
    page: 1,
    found: { n: 30, more: false },
    shown,
    sort,
    ...more,
  };
}

export const LISTS = () => ({
  nearAustin: list([tx], "distance"),
  nearSacramento: list([ca], "distance"),
  texasRanked: list([tx], "recommended", { state: "TX" }),
  californiaRanked: list([ca], "recommended", { state: "CA" }),
  // Every match on the page: a rating can reorder it but bring nothing onto it.
  texasWhole: list([tx], "rating", { state: "TX", found: { n: 1, more: false } }),
  materials: list([], "recommended", { directory: "materials", found: { n: 0, more: false } }),
  // A state's landing pages, as their loader declares them: a first page of many, and a page
  // holding every match.
  texasLanding: list([tx], "recommended", { state: "TX", also: "TX" }),
  texasLandingWhole: list([tx], "recommended", {
    state: "TX",
    found: { n: 1, more: false },
    also: "TX",
  }),
});
export type ListName = keyof ReturnType<typeof LISTS>;

/** First pages in the recommended order, by where their last listing stands (decision 056). */
const ends = (averageRating: number, tierRank = 0) => ({
  tierRank,
  searchPriority: 0,
  averageRating,
});
export const FIRST_PAGES = () => ({
  texasEndsAt45: list([ca], "recommended", { state: "TX", rankedFirstPageEndsAt: ends(4.5) }),
  texasEndsAt40: list([ca], "recommended", { state: "TX", rankedFirstPageEndsAt: ends(4) }),
  texasEndsAt30: list([ca], "recommended", { state: "TX", rankedFirstPageEndsAt: ends(3) }),
  texasPaidOnly: list([ca], "recommended", { state: "TX", rankedFirstPageEndsAt: ends(0, 3) }),
  everywhereEndsAt45: list([ca], "recommended", { rankedFirstPageEndsAt: ends(4.5) }),
  everywhereEndsAt30: list([ca], "recommended", { rankedFirstPageEndsAt: ends(3) }),
  // A second page is not a first page: any review in its state may shift it.
  texasSecondPage: list([ca], "recommended", {
    state: "TX",
    page: 2,
    rankedFirstPageEndsAt: ends(4.5),
  }),
});
export type FirstPageName = keyof ReturnType<typeof FIRST_PAGES>;

export async function get(path: string) {
  const res = await fetch(base + path);
  return { text: await res.text(), cache: res.headers.get("x-cache") };
}

/** Every page cached, then `write`; returns which pages were answered afresh and their text. */
export async function afterWrite<P extends Record<string, string> = ReturnType<typeof PAGES>>(
  write: () => void,
  pages: P = PAGES() as unknown as P,
) {
  for (const path of Object.values(pages)) {
    await get(path);
    expect((await get(path)).cache, path).toBe("HIT");
  }
  write();
  const fresh: (keyof P)[] = [];
  const text = {} as Record<keyof P, string>;
  for (const [name, path] of Object.entries(pages) as [keyof P, string][]) {
    const answer = await get(path);
    if (answer.cache === "MISS") fresh.push(name);
    text[name] = answer.text;
  }
  return { fresh, text };
}

/** Another connection to the same file, as another process or LiteFS would write. */
export function elsewhere(sql: string, ...args: unknown[]) {
  const other = new Database(getDb().$client.name);
  try {
    other.prepare(sql).run(...args);
  } finally {
    other.close();
  }
}

export const LIST_PAGES = () =>
  Object.fromEntries(Object.keys(LISTS()).map((name) => [name, `/lists/${name}`])) as Record<
    ListName,
    string
  >;

/** A review of `companyId` through the app's own model (and connection). */
export const review = (companyId: number) =>
  createReview({
    companyId,
    rating: 4,
    customerName: "List Tester",
    title: "Even lines",
    content: "Even lines and a tidy site at the end of every day.",
  });
