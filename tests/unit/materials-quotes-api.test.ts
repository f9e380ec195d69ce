import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { insertCompany, insertMaterialsCompany, insertUser } from "~/tests/support/factories";
import { args, flashedToast } from "~/tests/support/route-call";
import { createSession } from "~/models/accounts/sessions.server";
import { sessionCookie } from "~/server/auth/auth.server";
import * as materialsApi from "~/routes/api/api.materials._index";
import * as materialsSearchApi from "~/routes/api/api.materials.search";
import * as bulkEmailApi from "~/routes/api/api.materials.bulk-email";
import * as quotesApi from "~/routes/api/api.quotes";
import * as materialsPage from "~/routes/directory/materials/route";
import * as getQuotePage from "~/routes/quotes/get-quote";

const ip = "203.0.113.77";
const get = (path: string) => args("GET", path, { ip });
const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  args("POST", path, { body, headers, ip });
const json = (path: string, body: unknown, cookie?: string) =>
  args("POST", path, { json: body, cookie, ip });

async function signedInCookie() {
  const user = insertUser({ isVerified: true });
  const { id } = createSession(user.id);
  return { user, cookie: (await sessionCookie.serialize(id)).split(";")[0] };
}

const count = (table: string) =>
  (getDb().$client.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;

describe("GET /api/materials", () => {
  it("lists the materials directory in the SPEC shape", async () => {
    const res = (await materialsApi.loader(get("/api/materials"))) as Response;
    const body = await res.json();
    expect(body.length).toBeGreaterThanOrEqual(23);
    expect(Number(res.headers.get("X-Total-Count"))).toBe(body.length);
    expect(body[0]).toMatchObject({
      id: expect.any(Number),
      products: expect.any(Array),
      certifications: expect.any(Array),
      companyType: expect.any(String),
      averageRating: expect.stringMatching(/^\d\.\d\d$/),
    });
    expect(body[0]).not.toHaveProperty("services");
  });
  it("filters by type and product", async () => {
    const mine = insertMaterialsCompany({
      companyType: "Distributor",
      products: ["Glass Beads", "Tools"],
    });
    const body = await (
      (await materialsApi.loader(get("/api/materials?type=Distributor&product=Tools"))) as Response
    ).json();
    expect(body.map((c: { id: number }) => c.id)).toContain(mine.id);
    for (const c of body) {
      expect(c.companyType).toBe("Distributor");
      expect(c.products).toContain("Tools");
    }
  });
});

describe("GET /api/materials/search", () => {
  it("needs 2 characters and finds materials companies only", async () => {
    const r1 = (await materialsSearchApi.loader(get("/api/materials/search?q=a"))) as Response;
    expect(await r1.json()).toEqual([]);
    const supply = insertMaterialsCompany({ name: "Quixotic Bead Works" });
    const crew = insertCompany({ name: "Quixotic Striping Crew" });
    const body = await (
      (await materialsSearchApi.loader(get("/api/materials/search?q=quixotic"))) as Response
    ).json();
    const ids = body.map((c: { id: number }) => c.id);
    expect(ids).toContain(supply.id);
    expect(ids).not.toContain(crew.id);
  });
});

describe("POST /api/materials/bulk-email", () => {
  it("answers 401 when signed out and writes nothing", async () => {
    const before = count("email_outbox");
    const res = (await bulkEmailApi.action(
      json("/api/materials/bulk-email", { companyIds: [1], subject: "S", message: "M" }),
    )) as Response;
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBeTruthy();
    expect(count("email_outbox")).toBe(before);
  });
  it("answers 400 with the SPEC messages", async () => {
    const { cookie } = await signedInCookie();
    const none = (await bulkEmailApi.action(
      json("/api/materials/bulk-email", { companyIds: [], subject: "S", message: "M" }, cookie),
    )) as Response;
    expect(none.status).toBe(400);
    expect((await none.json()).message).toBe(
      "Please select at least one company to send emails to",
    );
    const blank = (await bulkEmailApi.action(
      json("/api/materials/bulk-email", { companyIds: [1], subject: "", message: "M" }, cookie),
    )) as Response;
    expect((await blank.json()).message).toBe(
      "Please provide both subject and message for the email",
    );
  });
  it("sends and answers how many companies were mailed", async () => {
    const { cookie, user } = await signedInCookie();
    const a = insertMaterialsCompany();
    const b = insertMaterialsCompany();
    const res = (await bulkEmailApi.action(
      json(
        "/api/materials/bulk-email",
        { companyIds: [a.id, b.id], subject: "S", message: "M" },
        cookie,
      ),
    )) as Response;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      sent: 2,
      message: "Email sent to 2 companies successfully",
    });
    const replyTos = getDb()
      .$client.prepare("SELECT reply_to r FROM email_outbox WHERE to_address IN (?, ?)")
      .all(a.email, b.email) as { r: string }[];
    expect(replyTos).toEqual([{ r: user.email }, { r: user.email }]);
  });
});

describe("POST /api/materials/bulk-email past the daily cap", () => {
  it("answers 429 with the server's message and queues nothing", async () => {
    const { cookie, user } = await signedInCookie();
    getDb()
      .$client.prepare(
        "INSERT INTO bulk_email_sends (user_id, recipient_count, subject, created_at) VALUES (?, 200, 'earlier', ?)",
      )
      .run(user.id, Date.now() - 60_000);
    const a = insertMaterialsCompany();
    const before = count("email_outbox");
    const res = (await bulkEmailApi.action(
      json("/api/materials/bulk-email", { companyIds: [a.id], subject: "S", message: "M" }, cookie),
    )) as Response;
    expect(res.status).toBe(429);
    expect((await res.json()).message).toMatch(/daily limit of 200 companies/);
    expect(count("email_outbox")).toBe(before);
  });
});

describe("/materials action (the HTML form)", () => {
  it("sends a signed-out visitor to sign in, the draft kept under a token", async () => {
    const form = new URLSearchParams({ companyIds: "1", subject: "S", message: "M" });
    const thrown = await materialsPage
      .action(post("/materials", form, { "Content-Type": "application/x-www-form-urlencoded" }))
      .catch((r: Response) => r);
    expect((thrown as Response).status).toBe(302);
    const location = (thrown as Response).headers.get("Location") ?? "";
    const redirectTo = new URL(location, "http://x").searchParams.get("redirectTo") ?? "";
    expect(location.startsWith("/login?redirectTo=")).toBe(true);
    const token = /^\/materials\?draft=([a-f0-9]{32})$/.exec(redirectTo)?.[1];
    expect(token).toBeDefined();
    expect(
      getDb()
        .$client.prepare("SELECT subject, message FROM bulk_email_drafts WHERE token = ?")
        .get(token),
    ).toEqual({ subject: "S", message: "M" });
  });
  it("redirects back to the filtered list with the success toast", async () => {
    const { cookie } = await signedInCookie();
    const a = insertMaterialsCompany();
    const form = new URLSearchParams({
      subject: "Order",
      message: "Hello",
      returnTo: "?type=Supplier",
    });
    form.append("companyIds", String(a.id));
    const res = (await materialsPage.action(
      post("/materials", form, {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: cookie,
      }),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/materials?type=Supplier");
    expect(res.headers.get("Set-Cookie")).toContain("__toast=");
  });
});

describe("POST /api/quotes", () => {
  const payload = {
    customerName: "Dana Reyes",
    customerEmail: "dana@example.com",
    customerPhone: "5125550142",
    projectLocation: "Nowhereville, ZZ",
    servicesNeeded: ["parking_lot"],
    projectDescription: "Parking Lot Striping project in Nowhereville, ZZ",
    projectSize: "40",
  };
  it("stores the request and says how many contractors received it", async () => {
    const before = count("quote_requests");
    const res = (await quotesApi.action(json("/api/quotes", payload))) as Response;
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ matchedContractors: 0, located: false });
    expect(count("quote_requests")).toBe(before + 1);
  });
  it.each([
    [
      "no project type",
      { ...payload, servicesNeeded: [] },
      "Please select at least one project type.",
    ],
    [
      "missing phone",
      { ...payload, customerPhone: "" },
      "Please fill in all required contact information.",
    ],
    ["bad count", { ...payload, details: { numberOfStalls: -1 } }, /details\.numberOfStalls/],
  ])("refuses %s with 400 and writes nothing", async (_name, body, message) => {
    const before = count("quote_requests");
    const res = (await quotesApi.action(json("/api/quotes", body))) as Response;
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(message);
    expect(count("quote_requests")).toBe(before);
  });
});

describe("/get-quote action (the HTML form)", () => {
  const form = () => {
    const f = new URLSearchParams({
      customerName: "Lee Park",
      customerEmail: "lee@example.com",
      customerPhone: "(312) 555-0199",
      projectLocation: "Nowhereville, ZZ",
    });
    f.append("servicesNeeded", "roadway");
    return f;
  };
  const send = (f: URLSearchParams) =>
    getQuotePage.action(
      post("/get-quote", f, { "Content-Type": "application/x-www-form-urlencoded" }),
    );

  it("redirects with the toast without JavaScript and answers data with it", async () => {
    const res = (await send(form())) as Response;
    expect(res.status).toBe(302);
    // To the requester's own page for the request (decision 016).
    expect(res.headers.get("Location")).toMatch(/^\/quote-requests\/[\w-]{20,}$/);
    const inline = form();
    inline.set("_inline", "1");
    // Another requester: the same request from the same address within a day is a repeat.
    inline.set("customerEmail", "lee.park@example.com");
    const answer = (await send(inline)) as unknown as {
      data: { ok: boolean; toast: { description: string }; confirmation: string };
    };
    expect(answer.data.ok).toBe(true);
    expect(answer.data.confirmation).toMatch(/^\/quote-requests\/[\w-]{20,}$/);
    expect(answer.data.toast.description).toContain("our team will match your request by hand");
  });
  it("re-renders with the project-type message and ignores a filled honeypot", async () => {
    const f = form();
    f.delete("servicesNeeded");
    const answer = (await send(f)) as unknown as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(answer.init.status).toBe(400);
    // The refusal's title and description travel with the answer (decision 025).
    expect(answer.data.result.error[""]).toEqual([
      "Project Type Required",
      "Please select at least one project type.",
    ]);
    const before = count("quote_requests");
    const bot = form();
    bot.set("contactWebsite", "http://spam.example");
    const botAnswer = (await send(bot)) as Response;
    expect(botAnswer.status).toBe(302);
    // The bot is told what a requester is told (decision 004).
    expect((await flashedToast(botAnswer))?.title).toBe("Quote Request Submitted!");
    expect(count("quote_requests")).toBe(before);
  });
});
