import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { args, respond } from "../support/route-call";
import { insertCompany } from "./factories";
import { createSession } from "~/models/sessions.server";
import { sessionCookie } from "~/server/auth.server";
import * as companyApi from "~/routes/api.companies.$id";
import * as companyLogoApi from "~/routes/api.companies.$id.logo";
import * as materialsApi from "~/routes/api.materials-companies.$id";
import * as materialsLogoApi from "~/routes/api.materials-companies.$id.logo";
import * as uploadApi from "~/routes/api.objects.upload-direct";
import * as userCompaniesApi from "~/routes/api.user.companies";
import * as claimApi from "~/routes/api.companies.claim";
import * as claimVerifyApi from "~/routes/api.companies.claim.verify";
import * as onboardApi from "~/routes/api.companies.onboard";
import * as dashboard from "~/routes/dashboard/route";
import * as deletePage from "~/routes/dashboard_.delete.$id";

const sql = getDb().$client;
let n = 0;
function user() {
  n += 1;
  return sql
    .prepare(
      "INSERT INTO users (email, hashed_password, first_name, is_verified) VALUES (?, 'x', 'Test', 1) RETURNING id, email",
    )
    .get(`owner-auth-${n}-${Date.now()}@example.com`) as { id: number; email: string };
}
async function cookieFor(userId: number) {
  return (await sessionCookie.serialize(createSession(userId).id)).split(";")[0];
}
function ownedBy(userId: number, over: Parameters<typeof insertCompany>[0] = {}) {
  return insertCompany({ isClaimed: true, claimedBy: userId, ...over });
}
function materialsOwnedBy(userId: number) {
  return sql
    .prepare(
      `INSERT INTO companies (directory, slug, name, location, state, company_type, products, is_claimed, claimed_by)
       VALUES ('materials', ?, 'Mat Co', 'Denver', 'CO', 'Supplier', '["Paint"]', 1, ?) RETURNING id`,
    )
    .get(`mat-${Date.now()}-${Math.random()}`, userId) as { id: number };
}
const snapshot = (id: number) => sql.prepare("SELECT * FROM companies WHERE id = ?").get(id);

async function status(p: Promise<unknown> | unknown): Promise<number> {
  try {
    const r = await p;
    return r instanceof Response ? r.status : 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

const validEdit = {
  name: "Renamed",
  location: "Austin",
  state: "TX",
  phone: "",
  email: "",
  website: "",
  description: "",
  services: ["Road Striping"],
};

let alice: { id: number; email: string };
let bob: { id: number; email: string };
let aliceCookie: string;
let bobCookie: string;
beforeAll(async () => {
  alice = user();
  bob = user();
  aliceCookie = await cookieFor(alice.id);
  bobCookie = await cookieFor(bob.id);
});

describe("owner API: signed out is 401", () => {
  it.each([
    ["GET /api/user/companies", () => userCompaniesApi.loader(args("GET", "/api/user/companies"))],
    [
      "PATCH /api/companies/1",
      () =>
        companyApi.action(
          args("PATCH", "/api/companies/1", { json: validEdit, params: { id: "1" } }),
        ),
    ],
    [
      "DELETE /api/companies/1",
      () => companyApi.action(args("DELETE", "/api/companies/1", { params: { id: "1" } })),
    ],
    [
      "PUT /api/companies/1/logo",
      () =>
        companyLogoApi.action(
          args("PUT", "/api/companies/1/logo", {
            json: { logoURL: "/logos/x.png" },
            params: { id: "1" },
          }),
        ),
    ],
    [
      "POST /api/objects/upload-direct",
      () => uploadApi.action(args("POST", "/api/objects/upload-direct")),
    ],
    [
      "PUT /api/materials-companies/1",
      () =>
        materialsApi.action(
          args("PUT", "/api/materials-companies/1", { json: {}, params: { id: "1" } }),
        ),
    ],
    [
      "DELETE /api/materials-companies/1",
      () =>
        materialsApi.action(args("DELETE", "/api/materials-companies/1", { params: { id: "1" } })),
    ],
    [
      "POST /api/materials-companies/1/logo",
      () =>
        materialsLogoApi.action(
          args("POST", "/api/materials-companies/1/logo", {
            json: { logoUrl: "x" },
            params: { id: "1" },
          }),
        ),
    ],
    [
      "POST /api/companies/claim",
      () => claimApi.action(args("POST", "/api/companies/claim", { json: { companyId: 1 } })),
    ],
    [
      "POST /api/companies/onboard",
      () => onboardApi.action(args("POST", "/api/companies/onboard", { json: {} })),
    ],
  ])("%s", async (_name, call) => {
    expect(await status(call())).toBe(401);
  });
});

describe("owner API: someone else's listing is 404 and unchanged", () => {
  it("PATCH, DELETE and logo of another user's striping listing", async () => {
    const c = ownedBy(alice.id);
    const before = snapshot(c.id);
    const p = { id: String(c.id) };
    expect(
      await status(
        companyApi.action(args("PATCH", "/x", { cookie: bobCookie, json: validEdit, params: p })),
      ),
    ).toBe(404);
    expect(
      await status(companyApi.action(args("DELETE", "/x", { cookie: bobCookie, params: p }))),
    ).toBe(404);
    expect(snapshot(c.id)).toEqual(before);
  });
  it("PUT and DELETE of another user's materials listing, and a striping id on the materials path", async () => {
    const m = materialsOwnedBy(alice.id);
    const before = snapshot(m.id);
    const p = { id: String(m.id) };
    expect(
      await status(
        materialsApi.action(
          args("PUT", "/x", {
            cookie: bobCookie,
            json: { ...validEdit, companyType: "Supplier", products: ["Paint"] },
            params: p,
          }),
        ),
      ),
    ).toBe(404);
    expect(
      await status(materialsApi.action(args("DELETE", "/x", { cookie: bobCookie, params: p }))),
    ).toBe(404);
    expect(snapshot(m.id)).toEqual(before);
    const s = ownedBy(alice.id);
    expect(
      await status(
        materialsApi.action(
          args("DELETE", "/x", { cookie: aliceCookie, params: { id: String(s.id) } }),
        ),
      ),
    ).toBe(404);
    expect(
      await status(
        companyApi.action(
          args("DELETE", "/x", { cookie: aliceCookie, params: { id: String(m.id) } }),
        ),
      ),
    ).toBe(404);
  });
  it.each(["abc", "-1", "0", "1.5", "99999999999", "1 OR 1=1"])(
    "forged id %s is 404",
    async (id) => {
      expect(
        await status(
          companyApi.action(args("DELETE", "/x", { cookie: aliceCookie, params: { id } })),
        ),
      ).toBe(404);
      expect(
        await status(
          materialsApi.action(args("DELETE", "/x", { cookie: aliceCookie, params: { id } })),
        ),
      ).toBe(404);
    },
  );
  it("the user's own listings only", async () => {
    const mine = ownedBy(bob.id, { name: "Bobs Lines" });
    ownedBy(alice.id);
    const res = await respond(
      userCompaniesApi.loader(args("GET", "/api/user/companies", { cookie: bobCookie })),
    );
    const body = await res.json();
    expect(body.companies.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    expect(body.materialsCompanies).toEqual([]);
  });
});

describe("owner API: the owner succeeds, bad input is 400", () => {
  it("PATCH validates with the SPEC messages, then updates", async () => {
    const c = ownedBy(alice.id);
    const p = { id: String(c.id) };
    const bad = await respond(
      companyApi.action(
        args("PATCH", "/x", {
          cookie: aliceCookie,
          json: { ...validEdit, services: [] },
          params: p,
        }),
      ),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("At least one service is required");
    const noName = await respond(
      companyApi.action(
        args("PATCH", "/x", { cookie: aliceCookie, json: { ...validEdit, name: " " }, params: p }),
      ),
    );
    expect((await noName.json()).message).toBe("Company name is required");
    const ok = await respond(
      companyApi.action(args("PATCH", "/x", { cookie: aliceCookie, json: validEdit, params: p })),
    );
    expect(ok.status).toBe(200);
    expect((await ok.json()).name).toBe("Renamed");
    const svc = sql
      .prepare(
        "SELECT s.name FROM company_services cs JOIN services s ON s.id = cs.service_id WHERE cs.company_id = ?",
      )
      .all(c.id);
    expect(svc).toEqual([{ name: "Road Striping" }]);
  });
  it("logos: only our own paths, uploaded by this user", async () => {
    const c = ownedBy(alice.id);
    const p = { id: String(c.id) };
    const png = await sharp({
      create: { width: 120, height: 80, channels: 3, background: "#123456" },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(png)], "logo.png", { type: "image/png" }));
    const up = await respond(
      uploadApi.action(
        args("POST", "/api/objects/upload-direct", { cookie: aliceCookie, body: form }),
      ),
    );
    expect(up.status).toBe(200);
    const { objectPath } = await up.json();
    expect(objectPath).toMatch(/^\/logos\/[a-f0-9]{32}\.png$/);
    const meta = await sharp(
      Buffer.from(
        (
          sql.prepare("SELECT bytes FROM logos WHERE id = ?").get(objectPath.slice(7, 39)) as {
            bytes: Buffer;
          }
        ).bytes,
      ),
    ).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 80, 80]);

    for (const logoURL of [
      "https://evil.example.com/x.png",
      "javascript:alert(1)",
      "/logos/../../etc/passwd",
    ]) {
      const r = await respond(
        companyLogoApi.action(
          args("PUT", "/x", { cookie: aliceCookie, json: { logoURL }, params: p }),
        ),
      );
      expect(r.status).toBe(400);
      expect((await r.json()).error).toBeTruthy();
    }
    const stolen = await respond(
      companyLogoApi.action(
        args("PUT", "/x", {
          cookie: bobCookie,
          json: { logoURL: objectPath },
          params: { id: String(ownedBy(bob.id).id) },
        }),
      ),
    );
    expect(stolen.status).toBe(400);
    const ok = await respond(
      companyLogoApi.action(
        args("PUT", "/x", { cookie: aliceCookie, json: { logoURL: objectPath }, params: p }),
      ),
    );
    expect(ok.status).toBe(200);
    expect((await ok.json()).company.customLogo).toBe(objectPath);
  });
  it("uploads that lie about their type are refused", async () => {
    const form = new FormData();
    form.set("file", new File(["<script>alert(1)</script>"], "logo.png", { type: "image/png" }));
    const r = await respond(
      uploadApi.action(args("POST", "/x", { cookie: aliceCookie, body: form })),
    );
    expect(r.status).toBe(400);
    expect((await r.json()).message).toBe("Please select an image file");
  });
});

describe("claim and onboard API", () => {
  it("a claim waits for the code mailed to the listing; the listing is told once it is theirs", async () => {
    const c = insertCompany({ email: "listing@example.com" });
    const first = await respond(
      claimApi.action(
        args("POST", "/x", {
          cookie: aliceCookie,
          json: { companyId: c.id, email: alice.email, subscriptionTier: "vip" },
        }),
      ),
    );
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ status: "pending", sentTo: "l***@example.com" });
    expect(snapshot(c.id)).toMatchObject({ is_claimed: 0, claimed_by: null });
    const codeMail = sql
      .prepare(
        "SELECT subject FROM email_outbox WHERE to_address = 'listing@example.com' ORDER BY id DESC",
      )
      .get() as { subject: string };
    const code = /(\d{6})$/.exec(codeMail.subject)![1];
    const verified = await respond(
      claimVerifyApi.action(
        args("POST", "/x", { cookie: aliceCookie, json: { companyId: c.id, code } }),
      ),
    );
    expect(verified.status).toBe(200);
    expect((await verified.json()).company).toMatchObject({ id: c.id, isClaimed: true });
    // The plan chosen with the claim is requested, not active, until it is paid for.
    expect(snapshot(c.id)).toMatchObject({
      is_claimed: 1,
      claimed_by: alice.id,
      subscription_tier: "free",
      tier_rank: 0,
      requested_tier: "vip",
    });
    const mail = sql
      .prepare(
        "SELECT to_address, text_body FROM email_outbox WHERE to_address = 'listing@example.com' ORDER BY id DESC",
      )
      .get() as { to_address: string; text_body: string };
    expect(mail.text_body).toContain(alice.email);
    const second = await respond(
      claimApi.action(
        args("POST", "/x", { cookie: bobCookie, json: { companyId: c.id, email: bob.email } }),
      ),
    );
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe("This listing has already been claimed.");
    expect(snapshot(c.id)).toMatchObject({ claimed_by: alice.id });
  });
  it("onboards with the SPEC's validation, geocoding the city", async () => {
    const bad = await respond(
      onboardApi.action(
        args("POST", "/x", {
          cookie: aliceCookie,
          json: { name: "", location: "Austin", state: "TX", email: "a@b.co" },
        }),
      ),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Company name is required");
    const badEmail = await respond(
      onboardApi.action(
        args("POST", "/x", {
          cookie: aliceCookie,
          json: { name: "X", location: "Austin", state: "TX", email: "nope" },
        }),
      ),
    );
    expect((await badEmail.json()).message).toBe("Valid email is required");
    const badContact = await respond(
      onboardApi.action(
        args("POST", "/x", {
          cookie: aliceCookie,
          json: { name: "X", location: "Austin", state: "TX", email: "a@b.co", phone: "123" },
        }),
      ),
    );
    expect((await badContact.json()).message).toBe("Invalid contact information provided");
    const ok = await respond(
      onboardApi.action(
        args("POST", "/x", {
          cookie: aliceCookie,
          json: {
            name: "Fresh Lines",
            location: "Austin",
            state: "TX",
            email: "a@b.co",
            services: ["Road Striping"],
            subscriptionTier: "premium",
          },
        }),
      ),
    );
    expect(ok.status).toBe(201);
    const { company } = await ok.json();
    expect(company).toMatchObject({
      name: "Fresh Lines",
      claimedBy: alice.id,
      subscriptionTier: "free",
      requestedTier: "premium",
      isClaimed: true,
    });
    expect((snapshot(company.id) as { latitude: number }).latitude).toBeCloseTo(30.3, 0);
  });
});

describe("dashboard route", () => {
  it("signed out: the action redirects to login and changes nothing", async () => {
    const c = ownedBy(alice.id);
    const form = new URLSearchParams({ intent: "delete", id: String(c.id) });
    const res = await respond(
      dashboard.action(
        args("POST", "/dashboard", {
          body: form,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        }),
      ),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect(snapshot(c.id)).toBeTruthy();
  });
  it("another user's listing: 404 for every intent and for the delete page", async () => {
    const c = ownedBy(alice.id);
    const before = snapshot(c.id);
    for (const intent of ["delete", "update-striping", "update-materials", "logo"]) {
      const form = new URLSearchParams({
        intent,
        id: String(c.id),
        ...validEdit,
        services: "Road Striping",
      });
      expect(
        await status(
          dashboard.action(
            args("POST", "/dashboard", {
              cookie: bobCookie,
              body: form,
              headers: { "Content-Type": "application/x-www-form-urlencoded" },
            }),
          ),
        ),
      ).toBe(404);
    }
    expect(
      await status(
        deletePage.loader(
          args("GET", `/dashboard/delete/${c.id}`, {
            cookie: bobCookie,
            params: { id: String(c.id) },
          }),
        ),
      ),
    ).toBe(404);
    expect(snapshot(c.id)).toEqual(before);
  });
});
