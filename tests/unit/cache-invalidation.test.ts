/**
 * The page cache drops only the pages a content write changes (decision 021), and every kind of
 * write shows at once on the pages that show it: through the app's own connection, through
 * another connection, and from another process writing the file (as LiteFS applies replicated
 * pages on a replica, where no in-process event exists).
 */
import { execFileSync } from "node:child_process";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { createReview } from "~/models/reviews/reviews.server";
import {
  afterWrite,
  ca,
  elsewhere,
  get,
  one,
  PAGES,
  renderNext,
  review,
  tx,
  serveCacheSite,
} from "~/tests/support/cache-site";
import { insertCompany } from "~/tests/support/factories";

serveCacheSite();

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

describe("a page rendering while a write commits", () => {
  /** Asks for `path`, commits `write` after the page read the database, then lets it finish. */
  async function writeWhileRendering(path: string, write: () => void) {
    let finish!: () => void;
    const read = new Promise<void>((resolve) => {
      renderNext({ read: resolve, done: new Promise<void>((r) => (finish = r)) });
    });
    const answer = get(path);
    await read;
    write();
    finish();
    renderNext(undefined);
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
