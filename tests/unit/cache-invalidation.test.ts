/**
 * The page cache drops only the pages a content write changes (decision 021), and every kind of
 * write shows at once on the pages that show it: through the app's own connection, through
 * another connection, and from another process writing the file (as LiteFS applies replicated
 * pages on a replica, where no in-process event exists).
 */
import { execFileSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import Database from "better-sqlite3";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
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

let cache: PageCache;
let base: string;
let close: () => void;
let tx: ReturnType<typeof insertCompany>;
/** While set, a company page waits for it after reading the database (a render in progress). */
let rendering: { read: () => void; done: Promise<void> } | undefined;
let ca: ReturnType<typeof insertCompany>;
/** A second Texas listing that no list below shows. */
let tx2: ReturnType<typeof insertCompany>;

const one = <T>(sql: string, ...args: unknown[]) =>
  getDb()
    .$client.prepare(sql)
    .pluck()
    .get(...args) as T;

// Handlers that render what the real pages show, straight from the database, recording what
// they read as the models do (decision 047).
beforeAll(async () => {
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
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => {
    server.close();
    cache.close();
  };
});

afterAll(() => close());

const PAGES = () => ({
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

const LISTS = () => ({
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
type ListName = keyof ReturnType<typeof LISTS>;

/** First pages in the recommended order, by where their last listing stands (decision 056). */
const ends = (averageRating: number, tierRank = 0) => ({
  tierRank,
  searchPriority: 0,
  averageRating,
});
const FIRST_PAGES = () => ({
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
type FirstPageName = keyof ReturnType<typeof FIRST_PAGES>;

async function get(path: string) {
  const res = await fetch(base + path);
  return { text: await res.text(), cache: res.headers.get("x-cache") };
}

/** Every page cached, then `write`; returns which pages were answered afresh and their text. */
async function afterWrite<P extends Record<string, string> = ReturnType<typeof PAGES>>(
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
function elsewhere(sql: string, ...args: unknown[]) {
  const other = new Database(getDb().$client.name);
  try {
    other.prepare(sql).run(...args);
  } finally {
    other.close();
  }
}

beforeEach(() => cache.clear());

describe("page cache invalidation by what changed", () => {
  it("a review drops its company's page, its state's pages and the lists, nothing else", async () => {
    const { fresh, text } = await afterWrite(() => {
      createReview({
        companyId: tx.id,
        rating: 5,
        customerName: "Cache Tester",
        title: "Straight lines",
        content: "Crisp lines, on time, and the lot reopened the same evening.",
      });
    });
    expect(fresh.sort()).toEqual(["browse", "home", "texas", "txCompany"]);
    expect(text.txCompany).toMatch(/Lone Star Cache Striping \(TX\): [1-9]\d* reviews/);
    expect(text.texas).toContain("Lone Star Cache Striping:1");
  });

  it("a review written by another connection (a replica's replicated pages) shows at once", async () => {
    const { fresh, text } = await afterWrite(() =>
      elsewhere(
        `insert into reviews (company_id, customer_name, rating, title, content)
         values (?, 'Replica Tester', 4, 'Good', 'Good work on the parking lot.')`,
        ca.id,
      ),
    );
    expect(fresh.sort()).toEqual(["browse", "caCompany", "california", "home"]);
    expect(text.caCompany).toContain("Golden Cache Striping (CA): 1 reviews");
  });

  it("a write from another process shows at once", async () => {
    const script = `
      const Database = require("better-sqlite3");
      const db = new Database(process.argv[1]);
      db.prepare("update companies set name = 'Lone Star Cache Lines' where id = ?").run(Number(process.argv[2]));
      db.close();`;
    const { fresh, text } = await afterWrite(() => {
      execFileSync(process.execPath, ["-e", script, getDb().$client.name, String(tx.id)]);
    });
    expect(fresh.sort()).toEqual(["browse", "home", "texas", "txCompany"]);
    expect(text.txCompany).toContain("Lone Star Cache Lines (TX)");
    expect(text.texas).toContain("Lone Star Cache Lines:");
  });

  it("a listing moving to another state drops both states' pages", async () => {
    const { fresh, text } = await afterWrite(() =>
      elsewhere("update companies set state = 'CA' where id = ?", tx.id),
    );
    expect(fresh.sort()).toEqual(["browse", "california", "home", "texas", "txCompany"]);
    expect(text.california).toContain("Lone Star Cache");
    expect(text.texas).not.toContain("Lone Star Cache");
    elsewhere("update companies set state = 'TX' where id = ?", tx.id);
  });

  it("a listing's services and a deleted review drop that listing's pages", async () => {
    const services = await afterWrite(() =>
      elsewhere("delete from company_services where company_id = ?", ca.id),
    );
    expect(services.fresh.sort()).toEqual(["browse", "caCompany", "california", "home"]);
    const reviews = await afterWrite(() =>
      elsewhere("delete from reviews where company_id = ?", ca.id),
    );
    expect(reviews.fresh.sort()).toEqual(["browse", "caCompany", "california", "home"]);
  });

  it("a new listing shows in the lists and its state's pages", async () => {
    let created: ReturnType<typeof insertCompany> | undefined;
    const { fresh, text } = await afterWrite(() => {
      created = insertCompany({ name: "Brand New Cache Striping", state: "CA" });
    });
    expect(fresh).toContain("california");
    expect(fresh).toContain("browse");
    expect(fresh).not.toContain("texas");
    expect(fresh).not.toContain("txCompany");
    expect(text.california).toContain("Brand New Cache Striping");
    expect((await get(`/companies/${created!.slug}`)).text).toContain("Brand New Cache");
  });

  it("a state's DOT resources drop that state's pages only", async () => {
    const { fresh, text } = await afterWrite(() =>
      elsewhere(
        "update state_resources set dot_name = 'Caltrans (renamed)' where state_code = 'CA'",
      ),
    );
    expect(fresh).toContain("california");
    expect(fresh).not.toContain("texas");
    expect(fresh).not.toContain("txCompany");
    expect(fresh).not.toContain("blog");
    expect(text.california).toContain("Caltrans (renamed)");
  });

  it("a blog post drops the blog and the lists, not the listings' pages", async () => {
    const { fresh, text } = await afterWrite(() =>
      elsewhere(
        "update blog_posts set is_published = 1 - is_published where id = (select min(id) from blog_posts)",
      ),
    );
    expect(fresh).toContain("blog");
    expect(fresh).not.toContain("txCompany");
    expect(fresh).not.toContain("texas");
    expect(fresh).not.toContain("faq");
    expect(text.blog).toBe(
      `${one<number>("select count(*) from blog_posts where is_published = 1")} posts`,
    );
  });

  it("writes no page shows keep every page", async () => {
    const { fresh } = await afterWrite(() => {
      elsewhere("update blog_posts set view_count = view_count + 1");
      elsewhere(
        "insert into email_outbox (to_address, subject, text_body) values ('x@example.com', 'Hi', 'Hello')",
      );
    });
    expect(fresh).toEqual([]);
  });

  it("a service's name (shown by every filter) drops every page", async () => {
    const { fresh } = await afterWrite(() =>
      elsewhere("update services set name = name || '' where id = (select min(id) from services)"),
    );
    expect(fresh.sort()).toEqual(Object.keys(PAGES()).sort());
  });

  it("a gap in the change log (more writes than it keeps) drops every page", async () => {
    const { fresh } = await afterWrite(() => {
      const other = new Database(getDb().$client.name);
      const touch = other.prepare("update companies set phone = phone where id = ?");
      other.transaction(() => {
        for (let i = 0; i < 600; i++) touch.run(ca.id);
      })();
      other.close();
    });
    expect(fresh.sort()).toEqual(Object.keys(PAGES()).sort());
  });
});

const LIST_PAGES = () =>
  Object.fromEntries(Object.keys(LISTS()).map((name) => [name, `/lists/${name}`])) as Record<
    ListName,
    string
  >;

/** A review of `companyId` through the app's own model (and connection). */
const review = (companyId: number) =>
  createReview({
    companyId,
    rating: 4,
    customerName: "List Tester",
    title: "Even lines",
    content: "Even lines and a tidy site at the end of every day.",
  });

describe("a page rendering while a write commits", () => {
  /** Asks for `path`, commits `write` after the page read the database, then lets it finish. */
  async function writeWhileRendering(path: string, write: () => void) {
    let finish!: () => void;
    const read = new Promise<void>((resolve) => {
      rendering = { read: resolve, done: new Promise<void>((r) => (finish = r)) };
    });
    const answer = get(path);
    await read;
    write();
    finish();
    rendering = undefined;
    return answer;
  }

  it("is kept when the write changed nothing it shows", async () => {
    const page = `/companies/${tx.slug}`;
    const first = await writeWhileRendering(page, () => review(ca.id));
    expect(first.cache).toBe("MISS");
    const again = await get(page);
    expect(again.cache).toBe("HIT");
    expect(again.text).toBe(first.text);
  });

  it("is not kept when the write changed what it shows: the next visitor sees the write", async () => {
    const page = `/companies/${tx.slug}`;
    const before = one<number>("select count(*) from reviews where company_id = ?", tx.id);
    const first = await writeWhileRendering(page, () => review(tx.id));
    expect(first.text).toContain(`${before} reviews`);
    const again = await get(page);
    expect(again.cache).toBe("MISS");
    expect(again.text).toContain(`${before + 1} reviews`);
  });
});

describe("list pages drop only when what they list changes (decision 028)", () => {
  it("a review drops the lists showing its listing and the ranked lists of its state", async () => {
    const { fresh, text } = await afterWrite(() => review(tx.id), LIST_PAGES());
    expect(fresh.sort()).toEqual(
      ["nearAustin", "texasLanding", "texasLandingWhole", "texasRanked", "texasWhole"].sort(),
    );
    // The list shows the new count at once.
    const count = one<number>("select total_reviews from companies where id = ?", tx.id);
    expect(text.nearAustin).toMatch(new RegExp(`^Lone Star Cache .*:${count}$`));
  });

  it("a review arriving as another connection's commit (a replica) drops the same", async () => {
    const { fresh } = await afterWrite(
      () =>
        elsewhere(
          `insert into reviews (company_id, customer_name, rating, title, content)
           values (?, 'Replica Lister', 5, 'Great', 'Great work on the school lot.')`,
          ca.id,
        ),
      LIST_PAGES(),
    );
    expect(fresh.sort()).toEqual(["californiaRanked", "nearSacramento"]);
  });

  it("a listing's own change drops every list of its directory, not the other's", async () => {
    const { fresh } = await afterWrite(
      () => elsewhere("update companies set phone = '(512) 555-0100' where id = ?", tx.id),
      LIST_PAGES(),
    );
    expect(fresh.sort()).toEqual(
      [
        "californiaRanked",
        "nearAustin",
        "nearSacramento",
        "texasLanding",
        "texasLandingWhole",
        "texasRanked",
        "texasWhole",
      ].sort(),
    );
  });

  it("a review of a listing a state's page does not show drops it only when ranked and partial", async () => {
    const { fresh } = await afterWrite(() => review(tx2.id), LIST_PAGES());
    expect(fresh.sort()).toEqual(["texasLanding", "texasRanked"]);
  });

  it("a review drops a first page in the recommended order only when it lifts its listing to the page's last place or above", async () => {
    const pages = Object.fromEntries(
      Object.keys(FIRST_PAGES()).map((name) => [name, `/lists/${name}`]),
    ) as Record<FirstPageName, string>;
    // An unpaid Texas listing nobody lists here, rated 4 after the review.
    const { fresh } = await afterWrite(() => review(tx2.id), pages);
    expect(one<number>("select average_rating from companies where id = ?", tx2.id)).toBe(4);
    expect(fresh.sort()).toEqual(
      ["everywhereEndsAt30", "texasEndsAt30", "texasEndsAt40", "texasSecondPage"].sort(),
    );
  });

  it("a state's DOT resources drop its landing pages and no other list", async () => {
    const { fresh } = await afterWrite(
      () =>
        elsewhere(
          "update state_resources set dot_name = 'TxDOT (renamed)' where state_code = 'TX'",
        ),
      LIST_PAGES(),
    );
    expect(fresh.sort()).toEqual(["texasLanding", "texasLandingWhole"]);
  });

  it("a new listing drops every list of its directory", async () => {
    const { fresh } = await afterWrite(
      () => insertCompany({ name: "Listed Later Striping", state: "CA" }),
      LIST_PAGES(),
    );
    expect(fresh).not.toContain("materials");
    expect(fresh).toHaveLength(Object.keys(LISTS()).length - 1);
  });
});
