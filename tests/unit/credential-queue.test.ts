/**
 * The operator's credentials queue: newest first, every credential reachable page by page,
 * filtered by kind, state and status; the console's overview counts those waiting; the owner is
 * mailed when a credential is verified as when it is refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { account, call, cookieFor, lastMailTo, sql } from "~/tests/support/admin-call";
import { insertCompany } from "~/tests/support/factories";
import { insertCredential } from "~/tests/support/credential-fixtures";
import { QUEUE_PAGE_SIZE } from "~/models/credentials/credential-review.server";
import * as adminCredentials from "~/routes/admin/admin.credentials";
import * as adminOverview from "~/routes/admin/admin._index";

type Queue = {
  total: number;
  page: number;
  pageCount: number;
  items: { id: number; kind: string; state: string; status: string }[];
};

let cookie: string;
const queue = async (query: string): Promise<Queue> =>
  (await call(adminCredentials.loader, `/admin/credentials?${query}`, { cookie })).json();

describe("the operator's credentials queue", () => {
  let owner: ReturnType<typeof account>;
  let ids: number[];
  beforeAll(async () => {
    cookie = await cookieFor(account("admin").id);
    owner = account();
    // 60 listings named alike, each with one waiting credential, a minute apart.
    ids = [];
    for (let i = 0; i < 60; i++) {
      const listing = insertCompany({ name: `Paged Lines ${i}`, state: "WV", claimedBy: owner.id });
      ids.push(
        insertCredential(listing.id, {
          kind: i % 2 ? "dbe_certified" : "dot_prequalified",
          state: i % 3 ? "WV" : "OH",
          createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
        }).id,
      );
    }
  });

  it("shows the newest first and pages through every one", async () => {
    const first = await queue("q=Paged+Lines");
    expect(first.total).toBe(60);
    expect(first.pageCount).toBe(Math.ceil(60 / QUEUE_PAGE_SIZE));
    expect(first.items[0]!.id).toBe(ids[59]);
    const second = await queue("q=Paged+Lines&page=2");
    const seen = [...first.items, ...second.items].map((c) => c.id);
    expect(seen).toEqual([...ids].reverse());
  });

  it("filters by kind, state and status", async () => {
    const dbeWv = await queue("q=Paged+Lines&kind=dbe_certified&state=WV");
    expect(dbeWv.total).toBe(ids.filter((_, i) => i % 2 && i % 3).length);
    expect(dbeWv.items.every((c) => c.kind === "dbe_certified" && c.state === "WV")).toBe(true);

    sql.prepare("UPDATE listing_credentials SET status = 'rejected' WHERE id = ?").run(ids[0]);
    sql.prepare("UPDATE listing_credentials SET status = 'verified' WHERE id = ?").run(ids[1]);
    expect((await queue("q=Paged+Lines")).total).toBe(58);
    expect((await queue("q=Paged+Lines&status=rejected")).items.map((c) => c.id)).toEqual([ids[0]]);
    expect((await queue("q=Paged+Lines&status=verified")).items.map((c) => c.id)).toEqual([ids[1]]);
    expect((await queue("q=Paged+Lines&status=all")).total).toBe(60);
  });

  it("the overview counts those waiting", async () => {
    const waiting = sql
      .prepare("SELECT count(*) FROM listing_credentials WHERE status = 'self_reported'")
      .pluck()
      .get();
    const overview = await (await call(adminOverview.loader, "/admin", { cookie })).json();
    expect(overview.credentials).toBe(waiting);
  });

  it("the owner is mailed when a credential is verified", async () => {
    const res = await call(adminCredentials.action, "/admin/credentials", {
      cookie,
      form: { credentialId: String(ids[59]), intent: "verify" },
    });
    expect(res.status).toBe(302);
    const mail = lastMailTo(owner.email)!;
    expect(mail.subject).toMatch(/^"DBE [^"]+ \(WV\)" of Paged Lines 59 is verified$/);
    expect(mail.text_body).toContain("It now shows on the listing as verified by the directory.");
  });
});
