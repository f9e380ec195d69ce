/**
 * Tags recorded by reading (decision 047): a page is stored under what its render recorded, and
 * a render that cannot say what it read is answered but never stored, so a read that forgot to
 * record makes its page slow, never stale. Kept aggregates hand their tags to the pages that
 * read them.
 */
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { memoByVersion } from "~/freshness/memo.server";
import { PageCache } from "~/page-cache/page-cache.server";
import {
  collectReads,
  readBlog,
  readListing,
  readsNoContent,
  readState,
} from "~/freshness/reads.server";
import { getCompanyBySlug } from "~/models/directory/companies.server";
import { insertCompany } from "~/tests/support/factories";
import { listen } from "~/tests/support/listen";

const count = (table: string) =>
  getDb().$client.prepare(`select count(*) from ${table}`).pluck().get() as number;

let cache: PageCache;
let base: string;
let close: () => void;
let keys = 0;

beforeAll(async () => {
  cache = new PageCache({ databaseFile: getDb().$client.name, routeCacheable: () => true });
  const app = express();
  app.use(cache.middleware());
  app.get("/nothing", (_req, res) => void res.send("recorded nothing"));
  app.get("/fixed", (_req, res) => {
    readsNoContent();
    res.send("a form");
  });
  app.get("/untagged-read", (_req, res) => void res.send(`${count("reviews")} reviews`));
  app.get("/covered", (_req, res) => {
    readBlog();
    res.send(`${count("blog_posts")} posts`);
  });
  // Recorded the blog, then read the listings: the tags do not answer for what it showed.
  app.get("/uncovered", (_req, res) => {
    readBlog();
    res.send(`${count("blog_posts")} posts, ${count("companies")} companies`);
  });
  app.get("/kept/:tagged", (req, res) => {
    const tagged = req.params.tagged === "yes";
    const n = memoByVersion(`read-tags:${tagged}:${++keys}`, () => {
      if (tagged) readState("WY");
      return count("companies");
    });
    res.send(`${n} companies`);
  });
  ({ base, stop: close } = await listen(app, cache));
});

afterAll(() => close());

async function twice(path: string) {
  for (let i = 0; i < 2; i++) {
    const res = await fetch(base + path);
    await res.text();
    if (i === 1) return res.headers.get("x-cache");
  }
}

describe("a page is stored only under what its render recorded", () => {
  it("stores a render whose tags answer for every read", async () => {
    expect(await twice("/covered")).toBe("HIT");
    expect(await twice("/fixed")).toBe("HIT");
  });

  it("never stores a render that recorded nothing or read what no tag answers for", async () => {
    expect(await twice("/nothing")).toBe("MISS");
    expect(await twice("/untagged-read")).toBe("MISS");
    expect(await twice("/uncovered")).toBe("MISS");
  });

  it("a page reading a kept value inherits its tags, or is not stored when it has none", async () => {
    expect(await twice("/kept/yes")).toBe("HIT");
    expect(await twice("/kept/no")).toBe("MISS");
  });
});

describe("model reads record their tags", () => {
  it("a listing read by its slug records the listing", () => {
    const company = insertCompany({ name: "Recorded Read Striping", state: "WY" });
    const { value, reads } = collectReads(() => getCompanyBySlug(company.slug));
    expect(value?.id).toBe(company.id);
    expect(reads).toEqual({ tags: [`company:${company.id}`], tagged: true });
  });

  it("a kept value hands its tags to every reader, computed or kept", () => {
    const key = `read-tags:inherit:${++keys}`;
    const compute = () =>
      memoByVersion(key, () => {
        readListing(7);
        return count("companies");
      });
    expect(collectReads(compute).reads.tags).toEqual(["company:7"]);
    expect(collectReads(compute).reads).toEqual({ tags: ["company:7"], tagged: true });
  });
});
