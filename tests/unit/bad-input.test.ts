/**
 * Bad requests get clear answers (decision 043): a page's action takes only a form body, a
 * missing or unlisted listing is a JSON 404, a spent review link says thanks without a 404, and a
 * requester's own page is never public.
 */
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { call, flashedToast } from "~/tests/support/route-call";
import { insertCompany, insertMaterialsCompany } from "~/tests/support/factories";
import { unlistListing } from "~/models/listings/listing-state.server";
import { formContentType } from "~/server/middleware/form-content-type.server";
import * as companyApi from "~/routes/api/api.companies.$id";
import * as materialsCompanyApi from "~/routes/api/api.materials-companies.$id";
import * as companyReviewsApi from "~/routes/api/api.companies.$id.reviews";
import * as claimApi from "~/routes/api/api.companies.claim";
import * as confirmReviewRoute from "~/routes/directory/reviews.confirm.$token";
import * as quotePage from "~/routes/quotes/quote-requests.$token";
import { listen } from "~/tests/support/listen";

describe("a page's action takes only a form body", () => {
  let base = "";
  let close = () => {};
  beforeAll(async () => {
    const app = express();
    app.use(formContentType());
    app.all("/{*splat}", (_req, res) => res.status(200).send("reached the route"));
    ({ base, stop: close } = await listen(app));
  });
  afterAll(() => close());

  const post = (path: string, type: string | null, body = "a=1") =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: type ? { "Content-Type": type } : {},
      body,
    });

  it.each([
    ["application/json", '{"email":"a@example.com"}'],
    ["text/plain", "email=a@example.com"],
    ["application/xml", "<a/>"],
  ])("a page address answers %s with a 415 and a message", async (type, body) => {
    for (const path of ["/login", "/login.data", "/dashboard", "/reviews/confirm/abc"]) {
      const res = await post(path, type, body);
      expect(res.status, path).toBe(415);
      expect((await res.json()).message).toMatch(/form posts only/);
    }
  });

  it("form posts and the JSON API reach their routes", async () => {
    expect((await post("/login", "application/x-www-form-urlencoded;charset=UTF-8")).status).toBe(
      200,
    );
    const form = new FormData();
    form.set("a", "1");
    expect((await fetch(`${base}/dashboard/logo`, { method: "POST", body: form })).status).toBe(
      200,
    );
    expect((await post("/api/reviews", "application/json", "{}")).status).toBe(200);
    expect((await fetch(`${base}/login`)).status).toBe(200);
  });
});

describe("statuses", () => {
  it("GET /api/companies/:id: a listed company, else a JSON 404 (unlisted, unknown, other directory, not a number)", async () => {
    const listed = insertCompany();
    const unlisted = insertCompany();
    unlistListing(unlisted.id);
    const materials = insertMaterialsCompany();
    const get = (id: string) =>
      call(companyApi.loader, "GET", `/api/companies/${id}`, { params: { id } });
    const ok = await get(String(listed.id));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: listed.id, name: listed.name });
    for (const id of [String(unlisted.id), "99999999", String(materials.id), "abc", "1e3", "-1"]) {
      const res = await get(id);
      expect(res.status, id).toBe(404);
      expect(await res.json(), id).toEqual({ message: "Company not found" });
    }
    const mat = (id: string) =>
      call(materialsCompanyApi.loader, "GET", `/api/materials-companies/${id}`, { params: { id } });
    expect((await mat(String(materials.id))).status).toBe(200);
    expect((await mat(String(listed.id))).status).toBe(404);
  });

  it("an unlisted listing's reviews are a 404 too", async () => {
    const c = insertCompany();
    unlistListing(c.id);
    const res = await call(companyReviewsApi.loader, "GET", `/api/companies/${c.id}/reviews`, {
      params: { id: String(c.id) },
    });
    expect(res.status).toBe(404);
  });

  it("a GET of a write-only API address is a JSON 405", async () => {
    const res = await call(claimApi.loader, "GET", "/api/companies/claim");
    expect(res.status).toBe(405);
    expect((await res.json()).message).toBe("Method not allowed");
  });

  it("confirming a review is not answered with a 404: it redirects to the listing with thanks", async () => {
    const c = insertCompany();
    const token = "t".repeat(24) + Date.now();
    getDb()
      .$client.prepare(
        "INSERT INTO reviews (company_id, customer_name, customer_email, rating, title, content, confirm_token) VALUES (?, 'Rita', 'rita@example.com', 5, 'Crisp', 'Good', ?)",
      )
      .run(c.id, token);
    const path = `/reviews/confirm/${token}`;
    const answer = await call(confirmReviewRoute.action, "POST", path, {
      params: { token },
      body: new URLSearchParams(),
    });
    // Remix runs the page's loader after an action that does not redirect, for the same answer.
    const status =
      answer.status >= 300 && answer.status < 400
        ? answer.status
        : (await call(confirmReviewRoute.loader, "GET", path, { params: { token } })).status;
    expect(status).not.toBe(404);
    expect(answer.headers.get("Location")).toBe(`/companies/${c.slug}#reviews`);
    expect((await flashedToast(answer))?.title).toBe("Thank you, your review is verified");
  });
});

describe("private pages", () => {
  it("the requester's quote page is never kept: private, no-store", () => {
    const headers = (quotePage as { headers?: (a: unknown) => HeadersInit }).headers;
    expect(headers, "quote-requests.$token exports headers").toBeTypeOf("function");
    const out = new Headers(
      headers!({
        loaderHeaders: new Headers(),
        parentHeaders: new Headers(),
        actionHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    );
    expect(out.get("Cache-Control")).toBe("private, no-store");
  });
});
