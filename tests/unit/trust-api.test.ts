/**
 * The API side of decision 015: release and delete, review reports
 * and owner responses. Ownership is checked before the body: others get 404, unchanged.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { args, respond } from "~/tests/support/route-call";
import { insertCompany } from "~/tests/support/factories";
import { createSession } from "~/models/accounts/sessions.server";
import { sessionCookie } from "~/server/auth/auth.server";
import * as companyApi from "~/routes/api/api.companies.$id";
import * as releaseApi from "~/routes/api/api.companies.$id.release";
import * as reportApi from "~/routes/api/api.reviews.$id.report";
import * as replyApi from "~/routes/api/api.reviews.$id.reply";
import * as quickSearch from "~/routes/directory/quick-search";

const sql = getDb().$client;
let n = 0;
function user() {
  n += 1;
  return sql
    .prepare(
      "INSERT INTO users (email, hashed_password, first_name, is_verified) VALUES (?, 'x', 'Test', 1) RETURNING id",
    )
    .get(`trust-api-${n}-${Date.now()}@example.com`) as { id: number };
}
async function cookieFor(userId: number) {
  return (await sessionCookie.serialize(createSession(userId).id)).split(";")[0];
}
const call = (
  method: string,
  path: string,
  params: Record<string, string>,
  opts: { cookie?: string; json?: unknown; ip?: string } = {},
) => args(method, path, { ...opts, params, ip: opts.ip ?? "198.51.100.70" });
const answer = respond;
const row = (id: number) =>
  sql.prepare("SELECT is_claimed, claimed_by, deleted_at FROM companies WHERE id = ?").get(id);
function review(companyId: number) {
  return (
    sql
      .prepare(
        "INSERT INTO reviews (company_id, customer_name, rating, title, content) VALUES (?, 'Rita', 2, 'Late', 'Came a day late.') RETURNING id",
      )
      .get(companyId) as { id: number }
  ).id;
}

describe("release and delete over the API", () => {
  it("a claimed listing cannot be deleted (409) but can be released; others get 404", async () => {
    const owner = user();
    const company = insertCompany({ isClaimed: true, claimedBy: owner.id });
    const cookie = await cookieFor(owner.id);
    const strangerCookie = await cookieFor(user().id);
    const del = await answer(
      companyApi.action(
        call("DELETE", `/api/companies/${company.id}`, { id: String(company.id) }, { cookie }),
      ),
    );
    expect(del.status).toBe(409);
    expect(row(company.id)).toMatchObject({ is_claimed: 1, deleted_at: null });
    const stranger = await answer(
      releaseApi.action(
        call(
          "POST",
          `/api/companies/${company.id}/release`,
          { id: String(company.id) },
          { cookie: strangerCookie },
        ),
      ),
    );
    expect(stranger.status).toBe(404);
    const released = await answer(
      releaseApi.action(
        call(
          "POST",
          `/api/companies/${company.id}/release`,
          { id: String(company.id) },
          { cookie },
        ),
      ),
    );
    expect(released.status).toBe(200);
    expect(row(company.id)).toMatchObject({ is_claimed: 0, claimed_by: null });
  });

  it("a listing the caller added is deleted (kept 30 days), and cannot be released", async () => {
    const owner = user();
    const company = insertCompany({ isClaimed: true, claimedBy: owner.id, addedBy: owner.id });
    const cookie = await cookieFor(owner.id);
    const release = await answer(
      releaseApi.action(
        call(
          "POST",
          `/api/companies/${company.id}/release`,
          { id: String(company.id) },
          { cookie },
        ),
      ),
    );
    expect(release.status).toBe(409);
    const del = await answer(
      companyApi.action(
        call("DELETE", `/api/companies/${company.id}`, { id: String(company.id) }, { cookie }),
      ),
    );
    expect(del.status).toBe(200);
    expect((row(company.id) as { deleted_at: number | null }).deleted_at).not.toBeNull();
  });
});

describe("review reports and responses over the API", () => {
  it("reports: 201 once per visitor, 400 for an unknown reason, 404 for no review", async () => {
    const id = review(insertCompany().id);
    const path = `/api/reviews/${id}/report`;
    const bad = await answer(
      reportApi.action(call("POST", path, { id: String(id) }, { json: { reason: "meh" } })),
    );
    expect(bad.status).toBe(400);
    const ok = await answer(
      reportApi.action(
        call("POST", path, { id: String(id) }, { json: { reason: "spam", note: "Ad" } }),
      ),
    );
    expect(ok.status).toBe(201);
    const again = await answer(
      reportApi.action(call("POST", path, { id: String(id) }, { json: { reason: "fake" } })),
    );
    expect(again.status).toBe(409);
    const none = await answer(
      reportApi.action(
        call(
          "POST",
          "/api/reviews/999999999/report",
          { id: "999999999" },
          { json: { reason: "spam" } },
        ),
      ),
    );
    expect(none.status).toBe(404);
    expect(
      sql.prepare("SELECT count(*) n FROM review_reports WHERE review_id = ?").get(id),
    ).toEqual({ n: 1 });
    expect(sql.prepare("SELECT status FROM reviews WHERE id = ?").get(id)).toEqual({
      status: "visible",
    });
  });

  it("responses: the owner's shows in the review object; anyone else gets 404 before the body", async () => {
    const owner = user();
    const company = insertCompany({ isClaimed: true, claimedBy: owner.id });
    const id = review(company.id);
    const path = `/api/reviews/${id}/reply`;
    const strangerCookie = await cookieFor(user().id);
    const stranger = await answer(
      replyApi.action(
        call("PUT", path, { id: String(id) }, { cookie: strangerCookie, json: null }),
      ),
    );
    expect(stranger.status).toBe(404);
    const cookie = await cookieFor(owner.id);
    const empty = await answer(
      replyApi.action(call("PUT", path, { id: String(id) }, { cookie, json: { content: " " } })),
    );
    expect(empty.status).toBe(400);
    const ok = await answer(
      replyApi.action(
        call("PUT", path, { id: String(id) }, { cookie, json: { content: "Sorry, Rita." } }),
      ),
    );
    expect(ok.status).toBe(200);
    expect((await ok.json()).review.ownerReply).toMatchObject({ content: "Sorry, Rita." });
    const removed = await answer(
      replyApi.action(call("DELETE", path, { id: String(id) }, { cookie })),
    );
    expect((await removed.json()).review.ownerReply).toBeNull();
  });
});

describe("quick search labels paid placement", () => {
  it("says Sponsored for a listing on an active paid plan, and only for it", async () => {
    const word = `Quokkaline${Date.now()}`;
    insertCompany({ name: `${word} VIP Striping`, subscriptionTier: "vip", planStatus: "active" });
    insertCompany({ name: `${word} Free Striping` });
    const res = (await quickSearch.loader(
      call("GET", `/quick-search?q=${word}`, {}) as never,
    )) as Response;
    const body = (await res.json()) as { results: { name: string; sponsored: boolean }[] };
    expect(body.results.map((r) => [r.name.split(" ")[1], r.sponsored])).toEqual([
      ["VIP", true],
      ["Free", false],
    ]);
  });
});
