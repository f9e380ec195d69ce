import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { args as routeArgs } from "~/tests/support/route-call";
import { insertCompany } from "~/tests/support/factories";
import * as companiesApi from "~/routes/api/api.companies._index";
import * as searchApi from "~/routes/api/api.companies.search";
import * as reviewsOfCompany from "~/routes/api/api.companies.$id.reviews";
import * as reviewsApi from "~/routes/api/api.reviews";
import * as statsApi from "~/routes/api/api.stats";
import * as activityApi from "~/routes/api/api.user-activity";

const ip = "203.0.113.9";
const get = (path: string, params: Record<string, string> = {}) =>
  routeArgs("GET", path, { params, ip });
const post = (path: string, body: string) =>
  routeArgs("POST", path, { body, headers: { "Content-Type": "application/json" }, ip });

const count = (table: string) =>
  (getDb().$client.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;

describe("GET /api/companies", () => {
  it("lists striping companies in the spec's shape with a decimal-string average", async () => {
    const res = (await companiesApi.loader(get("/api/companies"))) as Response;
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThanOrEqual(831);
    expect(Number(res.headers.get("X-Total-Count"))).toBe(body.length);
    expect(body[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      services: expect.any(Array),
      averageRating: expect.stringMatching(/^\d\.\d\d$/),
    });
    expect(body.every((c: { companyType: string }) => c.companyType === "striping")).toBe(true);
  });
  it("accepts filters and ignores nonsense parameters", async () => {
    const res = (await companiesApi.loader(
      get("/api/companies?state=TX&limit=abc&offset=-4"),
    )) as Response;
    const body = await res.json();
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((c: { state: string }) => c.state === "TX")).toBe(true);
  });
});

describe("GET /api/companies/search", () => {
  it("needs two characters and finds by substring", async () => {
    expect(
      await ((await searchApi.loader(get("/api/companies/search?q=a"))) as Response).json(),
    ).toEqual([]);
    const c = insertCompany({ name: "Vexillary Striping" });
    const body = await (
      (await searchApi.loader(get("/api/companies/search?q=vexill"))) as Response
    ).json();
    expect(body.map((r: { id: number }) => r.id)).toContain(c.id);
  });
});

describe("GET /api/stats", () => {
  it("answers the five figures", async () => {
    const body = await ((await statsApi.loader()) as Response).json();
    expect(body).toMatchObject({
      statesCovered: 50,
      projectsCompleted: expect.any(Number),
      industrySize: expect.any(String),
    });
    expect(body.totalCompanies).toBeGreaterThanOrEqual(831);
    expect(body.avgRating).toMatch(/^\d\.\d$/);
  });
});

describe("GET /api/companies/:id/reviews", () => {
  it("answers the reviews, 404 for an unknown or malformed id (decision 043)", async () => {
    const c = insertCompany();
    const ok = (await reviewsOfCompany.loader(
      get(`/api/companies/${c.id}/reviews`, { id: String(c.id) }),
    )) as Response;
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual([]);
    const missing = (await reviewsOfCompany.loader(
      get("/api/companies/999999/reviews", { id: "999999" }),
    )) as Response;
    expect(missing.status).toBe(404);
    const bad = (await reviewsOfCompany.loader(
      get("/api/companies/x/reviews", { id: "1 OR 1=1" }),
    )) as Response;
    expect(bad.status).toBe(404);
    expect((await bad.json()).message).toBeTruthy();
  });
});

describe("POST /api/reviews", () => {
  it("stores a review and answers the new aggregate", async () => {
    const c = insertCompany();
    const res = (await reviewsApi.action(
      post(
        "/api/reviews",
        JSON.stringify({
          companyId: c.id,
          customerName: "Lee",
          rating: 4,
          title: "Good",
          content: "Clean lines",
          isVerified: false,
        }),
      ),
    )) as Response;
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.company).toEqual({ id: c.id, averageRating: "4.00", totalReviews: 1 });
    expect(body.review).toMatchObject({ customerName: "Lee", rating: 4, isVerified: false });
  });
  it.each([
    ["malformed JSON", "{not json", /valid JSON/],
    [
      "rating 0",
      JSON.stringify({ companyId: 1, customerName: "A", rating: 0, title: "T", content: "C" }),
      /Rating is required/,
    ],
    [
      "blank content",
      JSON.stringify({ companyId: 1, customerName: "A", rating: 3, title: "T", content: "  " }),
      /Name, title, and review content are required/,
    ],
    [
      "rating 7",
      JSON.stringify({ companyId: 1, customerName: "A", rating: 7, title: "T", content: "C" }),
      /Rating is required/,
    ],
    ["not an object", "[]", /./],
  ])("answers 400 for %s and writes nothing", async (_name, body, message) => {
    const before = count("reviews");
    const res = (await reviewsApi.action(post("/api/reviews", body))) as Response;
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(message);
    expect(count("reviews")).toBe(before);
  });
  it("answers 404 for an unknown company", async () => {
    const res = (await reviewsApi.action(
      post(
        "/api/reviews",
        JSON.stringify({
          companyId: 999999,
          customerName: "A",
          rating: 3,
          title: "T",
          content: "C",
        }),
      ),
    )) as Response;
    expect(res.status).toBe(404);
  });
});

describe("POST /api/user-activity", () => {
  it("records the session in anonymous_sessions", async () => {
    const sessionId = `session_${Date.now()}_abc123`;
    const res = (await activityApi.action(
      post("/api/user-activity", JSON.stringify({ sessionId, searchQuery: "thermo" })),
    )) as Response;
    expect(res.status).toBe(200);
    const row = getDb()
      .$client.prepare("select * from anonymous_sessions where session_id = ?")
      .get(sessionId) as { search_queries: string; ip_address: string };
    expect(JSON.parse(row.search_queries)).toEqual(["thermo"]);
    expect(row.ip_address).toBe("203.0.113.9");
  });
  it("answers 400 for a bad session id or bad JSON and writes nothing", async () => {
    const before = count("anonymous_sessions");
    for (const body of [JSON.stringify({ sessionId: "<script>" }), "nope", JSON.stringify({})]) {
      const res = (await activityApi.action(post("/api/user-activity", body))) as Response;
      expect(res.status).toBe(400);
    }
    expect(count("anonymous_sessions")).toBe(before);
  });
});
