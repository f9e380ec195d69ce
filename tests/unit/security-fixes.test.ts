/**
 * What a security test of the site found, each as the
 * request that used to get through. Decision 017.
 */
import crypto from "node:crypto";
import express from "express";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { call, freshIp } from "~/tests/support/route-call";
import { insertCompany } from "~/tests/support/factories";
import { createSession } from "~/models/accounts/sessions.server";
import { createUser } from "~/models/accounts/users.server";
import { afterLoginRedirect, sessionCookie } from "~/server/auth/auth.server";
import { clientIpOf } from "~/server/middleware/client-ip.server";
import { originCheck } from "~/server/middleware/origin-check.server";
import { requestOrigin } from "~/server/middleware/request-origin.server";
import { LIMITS } from "~/server/rate-limit.server";
import * as companyApi from "~/routes/api/api.companies.$id";
import * as companiesApi from "~/routes/api/api.companies._index";
import * as loginApi from "~/routes/api/api.auth.login";
import * as materialsApi from "~/routes/api/api.materials-companies.$id";
import * as materialsOnboardApi from "~/routes/api/api.materials.onboard";
import * as registerApi from "~/routes/api/api.auth.register";
import * as loginPage from "~/routes/auth/login";
import { listen } from "~/tests/support/listen";

const sql = getDb().$client;
const uid = () => crypto.randomBytes(4).toString("hex");

async function signedIn() {
  const email = `sec-${uid()}@example.com`;
  const user = await createUser(
    { email, password: "a long enough secret", firstName: "Sam", lastName: "Secure" },
    { siteUrl: "http://localhost" },
  );
  sql.prepare("UPDATE users SET is_verified = 1 WHERE id = ?").run(user.id);
  const cookie = (await sessionCookie.serialize(createSession(user.id).id)).split(";")[0];
  return { user, email, cookie };
}

describe("redirectTo after sign-in stays on the site", () => {
  it.each([
    "/\t/evil.example",
    "/%09/evil.example".replace("%09", "\t"),
    "//evil.example",
    "/\\evil.example",
    "/dashboard\nSet-Cookie: x=1",
    "/dashboard\u202e",
    "/dashboard/🚧",
    "https://evil.example/",
    " /dashboard",
  ])("refuses %j", (value) => {
    expect(afterLoginRedirect(value)).toBe("/dashboard");
  });

  it("keeps a same-site path with its query and hash", () => {
    expect(afterLoginRedirect("/browse?state=TX&page=2#results")).toBe(
      "/browse?state=TX&page=2#results",
    );
  });

  it("the sign-in page answers a redirect, not a 500, when redirectTo holds a newline", async () => {
    const { email } = await signedIn();
    const form = new URLSearchParams({
      email,
      password: "a long enough secret",
      redirectTo: "/dashboard\r\nX-Evil: 1",
    });
    const res = await call(loginPage.action, "POST", "/login", { body: form, ip: freshIp() });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard");
  });
});

describe("bad JSON bodies are a 400, never a 500", () => {
  it.each(["null", "[]", "42", '"text"'])("register with %s", async (body) => {
    const res = await call(registerApi.action, "POST", "/api/auth/register", {
      json: JSON.parse(body),
      ip: freshIp(),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Request body must be a JSON object.");
  });

  it("register with a body that has no passwords names a field, it does not crash", async () => {
    const res = await call(registerApi.action, "POST", "/api/auth/register", {
      json: {},
      ip: freshIp(),
    });
    expect(res.status).toBe(400);
  });
});

describe("sign-in is limited per account as well as per address", () => {
  // Since decision 041 the account-wide limit refuses only browsers that never signed in to the
  // account (tests/unit/login-throttle.test.ts: the owner's browser still gets in).
  it("failures from many addresses lock the account for new browsers, even with the password", async () => {
    const { email } = await signedIn();
    for (let i = 0; i < LIMITS.loginAccount.max; i += 1) {
      const json = { email, password: `wrong guess ${i}` };
      const res = await call(loginApi.action, "POST", "/api/auth/login", {
        json,
        ip: `10.9.${Math.floor(i / LIMITS.loginPair.max)}.1`,
      });
      expect(res.status).toBe(401);
    }
    const right = { email, password: "a long enough secret" };
    const locked = await call(loginApi.action, "POST", "/api/auth/login", {
      json: right,
      ip: "10.9.99.1",
    });
    expect(locked.status).toBe(429);
    const form = new URLSearchParams({ email, password: "a long enough secret" });
    // The page answers with Remix's data(): its status is in `init`.
    const page = (await call(loginPage.action, "POST", "/login", {
      body: form,
      ip: "10.9.98.1",
    })) as unknown as {
      init: ResponseInit;
    };
    expect(page.init.status).toBe(429);
  });

  it("another account is not affected", async () => {
    const { email } = await signedIn();
    const json = { email, password: "a long enough secret" };
    expect(
      (await call(loginApi.action, "POST", "/api/auth/login", { json, ip: freshIp() })).status,
    ).toBe(200);
  });
});

describe("the client address cannot be forged", () => {
  async function served(hops: number, header?: string) {
    const app = express();
    app.set("trust proxy", hops);
    app.get("/", (req, res) => {
      res.send(clientIpOf(req, header));
    });
    const { base, server } = await listen(app);
    return {
      ip: async (headers: Record<string, string>) => (await fetch(`${base}/`, { headers })).text(),
      close: () => new Promise((r) => server.close(r)),
    };
  }

  it("without a proxy, X-Forwarded-For and Fly-Client-IP are ignored", async () => {
    const app = await served(0);
    expect(await app.ip({ "X-Forwarded-For": "10.0.0.7", "Fly-Client-IP": "10.0.0.8" })).toBe(
      "127.0.0.1",
    );
    await app.close();
  });

  it("behind one proxy, the address that proxy saw, not what the client wrote before it", async () => {
    const app = await served(1);
    expect(await app.ip({ "X-Forwarded-For": "10.0.0.7, 198.51.100.20" })).toBe("198.51.100.20");
    await app.close();
  });

  it("on Fly, the edge's Fly-Client-IP", async () => {
    const app = await served(0, "Fly-Client-IP");
    expect(await app.ip({ "Fly-Client-IP": "198.51.100.30", "X-Forwarded-For": "10.0.0.7" })).toBe(
      "198.51.100.30",
    );
    await app.close();
  });
});

describe("the Origin check does not trust X-Forwarded-Host", () => {
  function check(headers: Record<string, string>) {
    const middleware = originCheck(requestOrigin("https://roadstriping.example.com"));
    let status = 0;
    let passed = false;
    const req = { method: "POST", get: (name: string) => headers[name.toLowerCase()] };
    const res = {
      status(code: number) {
        status = code;
        return { json: () => undefined };
      },
    };
    middleware(req as never, res as never, () => (passed = true));
    return passed ? "passed" : status;
  }

  it("a foreign Origin with a matching X-Forwarded-Host is refused", () => {
    expect(
      check({
        origin: "https://evil.example",
        host: "roadstriping.example.com",
        "x-forwarded-host": "evil.example",
      }),
    ).toBe(403);
  });

  it("the site's own origin passes", () => {
    expect(
      check({ origin: "https://roadstriping.example.com", host: "roadstriping.example.com" }),
    ).toBe("passed");
  });
});

describe("owner edits", () => {
  it("public list answers carry no account id", async () => {
    const { user } = await signedIn();
    insertCompany({ isClaimed: true, claimedBy: user.id, name: `Owned ${uid()}` });
    const res = await call(companiesApi.loader, "GET", "/api/companies?limit=50");
    const rows = (await res.json()) as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).not.toHaveProperty("claimedBy");
  });

  it("PATCH changes only the fields sent", async () => {
    const { user, cookie } = await signedIn();
    const company = insertCompany({
      isClaimed: true,
      claimedBy: user.id,
      phone: "(214) 555-0100",
      website: "https://kept.example.com",
      description: "Kept as it was.",
      services: ["Road Striping"],
    });
    const res = await call(companyApi.action, "PATCH", `/api/companies/${company.id}`, {
      cookie,
      json: { phone: "(214) 555-0199" },
      params: { id: String(company.id) },
    });
    expect(res.status).toBe(200);
    const row = sql
      .prepare("SELECT phone, website, description, services FROM companies WHERE id = ?")
      .get(company.id);
    expect(row).toEqual({
      phone: "(214) 555-0199",
      website: "https://kept.example.com",
      description: "Kept as it was.",
      services: JSON.stringify(["Road Striping"]),
    });
  });

  it("another user's listing answers 404 before its body is judged", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const company = insertCompany({ isClaimed: true, claimedBy: owner.user.id });
    const res = await call(companyApi.action, "PATCH", `/api/companies/${company.id}`, {
      cookie: other.cookie,
      json: { name: "" },
      params: { id: String(company.id) },
    });
    expect(res.status).toBe(404);
  });

  it("PUT on a materials listing accepts the company object onboarding returned", async () => {
    const { cookie } = await signedIn();
    const created = await call(materialsOnboardApi.action, "POST", "/api/materials/onboard", {
      cookie,
      json: {
        name: `Paint Supply ${uid()}`,
        location: "Denver",
        state: "CO",
        email: "sales@paint.example.com",
        products: ["Paint"],
        materialsCompanyType: ["Supplier"],
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { company } = (await created.json()) as { company: Record<string, unknown> };
    expect(company.phone).toBeNull();
    const res = await call(
      materialsApi.action,
      "PUT",
      `/api/materials-companies/${String(company.id)}`,
      {
        cookie,
        json: { ...company, description: "Traffic paint and beads." },
        params: { id: String(company.id) },
      },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).description).toBe("Traffic paint and beads.");
  });
});
