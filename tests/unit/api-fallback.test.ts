/**
 * Every /api/* answer is JSON: an address no API route has is a 404 `{ "message": "Not found" }`
 * whatever the method, and a method an address does not take is a 405 naming in `Allow` the
 * methods it does take, whether no handler exists (the server layer answers) or the route's own
 * handler refuses it.
 */
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "~/tests/support/route-call";
import { appRoutes } from "~/tests/support/app-routes";
import { apiFallback } from "~/server/middleware/api-fallback.server";
import * as quotesApi from "~/routes/api/api.quotes";
import * as meApi from "~/routes/api/api.auth.me";
import * as replyApi from "~/routes/api/api.reviews.$id.reply";
import * as companyLogoApi from "~/routes/api/api.companies.$id.logo";
import { listen } from "~/tests/support/listen";

let base = "";
let close = () => {};
beforeAll(async () => {
  const app = express();
  app.use(apiFallback(await appRoutes((file) => file.startsWith("routes/api/"))));
  app.all("/{*splat}", (_req, res) => res.status(200).send("reached the route"));
  ({ base, stop: close } = await listen(app));
}, 60_000);
afterAll(() => close());

const send = (method: string, path: string) =>
  fetch(`${base}${path}`, {
    method,
    ...(method === "GET" || method === "HEAD"
      ? {}
      : { body: "{}", headers: { "Content-Type": "application/json" } }),
  });

describe("an /api/* address no route has", () => {
  it.each([
    ["GET", "/api/nope"],
    ["POST", "/api/nope"],
    ["DELETE", "/api/companies/12/nope"],
    ["GET", "/api"],
    ["PUT", "/API/Nothing/Here"],
  ])("%s %s is a JSON 404", async (method, path) => {
    const res = await send(method, path);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ message: "Not found" });
  });
});

describe("a method an /api/* address has no handler for", () => {
  it.each([
    ["POST", "/api/stats"],
    ["DELETE", "/api/companies/search"],
    ["PATCH", "/api/blog/some-post"],
    ["PUT", "/api/user/leads"],
  ])("%s %s is a JSON 405 with Allow: GET, HEAD", async (method, path) => {
    const res = await send(method, path);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(await res.json()).toEqual({ message: "Method not allowed" });
  });
});

describe("what the API routes answer themselves", () => {
  it.each([
    ["GET", "/api/stats"],
    ["HEAD", "/api/companies"],
    ["POST", "/api/quotes"],
    ["GET", "/api/quotes"],
    ["PATCH", "/api/companies/12"],
    ["PUT", "/api/companies/12/logo"],
    ["GET", "/browse"],
    ["POST", "/apiary"],
  ])("%s %s reaches its route", async (method, path) => {
    const res = await send(method, path);
    expect(res.status).toBe(200);
    if (method !== "HEAD") expect(await res.text()).toBe("reached the route");
  });

  it("a write-only address refuses a read with the writes it takes in Allow", async () => {
    const cases = [
      [quotesApi.loader, "/api/quotes", "POST"],
      [replyApi.loader, "/api/reviews/1/reply", "PUT, DELETE"],
      [companyLogoApi.loader, "/api/companies/1/logo", "PUT"],
    ] as const;
    for (const [loader, path, allow] of cases) {
      const res = await call(loader as never, "GET", path, { params: { id: "1" } });
      expect(res.status, path).toBe(405);
      expect(res.headers.get("allow"), path).toBe(allow);
      expect((await res.json()).message).toMatch(/Method not allowed|Use POST/);
    }
  });

  it("a read-only address refuses a write with Allow: GET, HEAD", async () => {
    const res = await call(meApi.action, "POST", "/api/auth/me", { json: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(await res.json()).toEqual({ message: "Use GET to read the signed-in user." });
  });
});
