// The routes of listing insights: /out, what results pages mark, the owner's panel data.
import { describe, expect, it, vi } from "vitest";
import { args, call, cookieFor } from "~/tests/support/route-call";
import { getDb } from "~/db/client";
import { contactTarget } from "~/lib/contact-links";
import { createSession } from "~/models/accounts/sessions.server";
import { loader as searchApi } from "~/routes/api/api.companies.search";
import { loader as insightsApi } from "~/routes/api/api.user.insights";
import { loader as outLoader } from "~/routes/directory/out.$companyId.$kind";
import { sessionCookie } from "~/server/auth/auth.server";
import { insertCompany, insertUser } from "~/tests/support/factories";

describe("what an owner's plan shows", () => {
  it("totals for every plan; days and terms with an active paid plan; the API answers the same", async () => {
    const owner = insertUser();
    const paid = insertCompany({
      claimedBy: owner.id,
      isClaimed: true,
      subscriptionTier: "vip",
      planStatus: "active",
    });
    const standard = insertCompany({ claimedBy: owner.id, isClaimed: true });
    insertCompany(); // someone else's
    const cookie = await cookieFor(owner.id);
    const ask = (headers: Record<string, string> = {}) =>
      call(insightsApi, "GET", "/api/user/insights", { headers, ip: "127.0.0.1" });
    expect((await ask()).status).toBe(401);
    const { insights } = (await (await ask({ Cookie: cookie })).json()) as {
      insights: { companyId: number; analytics: boolean; days: unknown[] | null; terms: unknown }[];
    };
    expect(insights.map((x) => [x.companyId, x.analytics])).toEqual([
      [paid.id, true],
      [standard.id, false],
    ]);
    expect(insights[0].days).toHaveLength(30);
    expect(insights[1]).toMatchObject({ days: null, terms: null });
  });
});

describe("contact links", () => {
  const listing = {
    phone: "(512) 555-0100",
    email: "ops@acme.example.com",
    website: "acme.example.com",
  };

  it("lead only to the listing's own number, address and site", () => {
    expect(contactTarget(listing, "call")).toBe("tel:5125550100");
    expect(contactTarget(listing, "email")).toBe("mailto:ops@acme.example.com");
    expect(contactTarget(listing, "website")).toBe("https://acme.example.com");
    expect(contactTarget({ ...listing, website: "javascript:alert(1)" }, "website")).toBeNull();
    expect(
      contactTarget({ phone: null, email: "not an address", website: null }, "email"),
    ).toBeNull();
  });

  const out = (path: string, cookie?: string, markListings = vi.fn()) =>
    call(outLoader, "GET", path, {
      cookie,
      params: Object.fromEntries(
        ["companyId", "kind"].map((k, i) => [k, path.split("?")[0].split("/")[i + 2]]),
      ),
      ip: "127.0.0.1",
      context: { markListings },
    });

  it("/out redirects to the listing's site whatever the query says, and marks the click", async () => {
    const company = insertCompany({ website: "https://acme-out.example.com" });
    const mark = vi.fn();
    const res = await out(`/out/${company.id}/website?to=https://evil.example`, undefined, mark);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://acme-out.example.com");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(mark).toHaveBeenCalledWith({ kind: "website", companyId: company.id });
  });

  it("/out answers 404 for an unknown id or kind, a listing without the value, or a hidden one", async () => {
    const company = insertCompany({ website: null, phone: "512-555-0101" });
    const hidden = insertCompany({ phone: "512-555-0102" });
    getDb()
      .$client.prepare("UPDATE companies SET directory = 'hidden-striping' WHERE id = ?")
      .run(hidden.id);
    for (const path of [
      `/out/99999999/call`,
      `/out/${company.id}/website`,
      `/out/${company.id}/fax`,
      `/out/abc/call`,
      `/out/${hidden.id}/call`,
    ]) {
      expect((await out(path)).status, path).toBe(404);
    }
    expect((await out(`/out/${company.id}/call`)).headers.get("location")).toBe("tel:5125550101");
  });

  it("/out does not count the owner's own click", async () => {
    const owner = insertUser();
    const company = insertCompany({
      email: "own@acme.example.com",
      claimedBy: owner.id,
      isClaimed: true,
    });
    const session = createSession(owner.id);
    const cookie = await sessionCookie.serialize(session.id);
    const mark = vi.fn();
    const res = await out(`/out/${company.id}/email`, cookie, mark);
    expect(res.status).toBe(302);
    expect(mark).not.toHaveBeenCalled();
  });
});

describe("search appearances", () => {
  it("the search API marks the listings it answered with, and the words searched", async () => {
    const company = insertCompany({ name: "Quillfeather Striping" });
    const markListings = vi.fn();
    const res = await call(searchApi, "GET", "/api/companies/search?q=Quillfeather", {
      ip: "127.0.0.1",
      context: { markListings },
    });
    expect(res.status).toBe(200);
    expect(markListings).toHaveBeenCalledWith({
      kind: "shown",
      companyIds: [company.id],
      term: "quillfeather",
    });
  });
});

describe("the owner's own listings", () => {
  it("are left out of what a signed-in owner sees; other visitors count them", async () => {
    const { markShown, markView } = await import("~/server/listing-marks.server");
    const owner = insertUser();
    const mine = insertCompany({ claimedBy: owner.id, isClaimed: true });
    const theirs = insertCompany();
    const signedIn = args("GET", "/browse", { cookie: await cookieFor(owner.id) }).request;
    const anonymous = args("GET", "/browse").request;
    const markListings = vi.fn();
    const context = { clientIp: "127.0.0.1", markListings };
    await markShown(signedIn, context, [mine, theirs], "Lines");
    await markView(signedIn, context, mine);
    await markShown(anonymous, context, [mine, theirs]);
    expect(markListings.mock.calls).toEqual([
      [{ kind: "shown", companyIds: [theirs.id], term: "lines" }],
      [{ kind: "shown", companyIds: [mine.id, theirs.id], term: undefined }],
    ]);
  });
});
