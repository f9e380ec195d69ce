import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { call, signedInUser } from "~/tests/support/route-call";
import { insertCompany } from "~/tests/support/factories";
import { BULK_EMAIL_MESSAGES } from "~/lib/bulk-email-schema";
import { QUOTE_MESSAGES } from "~/lib/quote-schema";
import { REVIEW_MESSAGES } from "~/lib/review-schema";
import * as loginApi from "~/routes/api/api.auth.login";
import * as registerApi from "~/routes/api/api.auth.register";
import * as resetApi from "~/routes/api/api.auth.reset-password";
import * as verifyApi from "~/routes/api/api.auth.verify-email";
import * as companyApi from "~/routes/api/api.companies.$id";
import * as companyLogoApi from "~/routes/api/api.companies.$id.logo";
import * as claimApi from "~/routes/api/api.companies.claim";
import * as claimVerifyApi from "~/routes/api/api.companies.claim.verify";
import * as onboardApi from "~/routes/api/api.companies.onboard";
import * as materialsApi from "~/routes/api/api.materials-companies.$id";
import * as materialsLogoApi from "~/routes/api/api.materials-companies.$id.logo";
import * as bulkEmailApi from "~/routes/api/api.materials.bulk-email";
import * as materialsOnboardApi from "~/routes/api/api.materials.onboard";
import * as quotesApi from "~/routes/api/api.quotes";
import * as replyApi from "~/routes/api/api.reviews.$id.reply";
import * as reportApi from "~/routes/api/api.reviews.$id.report";
import * as reviewsApi from "~/routes/api/api.reviews";
import * as activityApi from "~/routes/api/api.user-activity";

// Decision 025: every /api/* write reads, validates and refuses through the same two helpers.
const sql = getDb().$client;

function materialsOwnedBy(userId: number) {
  return sql
    .prepare(
      `INSERT INTO companies (directory, slug, name, location, state, company_type, products, is_claimed, claimed_by)
       VALUES ('materials', ?, 'Pipeline Paint', 'Denver', 'CO', 'Supplier', '["Paint"]', 1, ?) RETURNING id`,
    )
    .get(`pipeline-${Date.now()}-${Math.random()}`, userId) as { id: number };
}

describe("every write API reads its body the same way", async () => {
  const { cookie } = await signedInUser("pipeline");
  const writes = [
    ["POST /api/auth/login", loginApi, "POST", {}],
    ["POST /api/auth/register", registerApi, "POST", {}],
    ["POST /api/auth/reset-password", resetApi, "POST", {}],
    ["POST /api/auth/verify-email", verifyApi, "POST", {}],
    ["POST /api/companies/claim", claimApi, "POST", {}],
    ["POST /api/companies/claim/verify", claimVerifyApi, "POST", {}],
    ["POST /api/companies/onboard", onboardApi, "POST", {}],
    ["POST /api/materials/onboard", materialsOnboardApi, "POST", {}],
    ["POST /api/materials/bulk-email", bulkEmailApi, "POST", {}],
    ["POST /api/quotes", quotesApi, "POST", {}],
    ["POST /api/reviews", reviewsApi, "POST", {}],
    ["POST /api/reviews/:id/report", reportApi, "POST", { id: "1" }],
    ["POST /api/user-activity", activityApi, "POST", {}],
  ] as const;

  it.each(writes)("%s: malformed JSON and a non-object are 400s that say so", async (...w) => {
    const [, route, method, params] = w;
    const bad = await call(route.action, method, "/api/x", { cookie, body: "{oops", params });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "Request body must be valid JSON." });
    const nul = await call(route.action, method, "/api/x", { cookie, body: "null", params });
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual({ message: "Request body must be a JSON object." });
  });
});

describe("a refusal's title and description travel as data", () => {
  it("a review without a rating: the form's title and description, and the field", async () => {
    const company = insertCompany();
    const res = await call(reviewsApi.action, "POST", "/api/reviews", {
      json: { companyId: company.id, customerName: "A", title: "T", content: "C" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      title: REVIEW_MESSAGES.rating.title,
      message: REVIEW_MESSAGES.rating.description,
      errors: [{ path: "rating", message: REVIEW_MESSAGES.rating.description }],
    });
  });

  it("a quote with a bad phone number", async () => {
    const res = await call(quotesApi.action, "POST", "/api/quotes", {
      json: {
        servicesNeeded: ["parking_lot"],
        customerName: "Ann",
        customerEmail: "ann@example.com",
        customerPhone: "123",
        projectLocation: "Austin, TX",
      },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      title: QUOTE_MESSAGES.phone.title,
      message: QUOTE_MESSAGES.phone.description,
    });
  });

  it("a bulk e-mail without companies", async () => {
    const { cookie } = await signedInUser("pipeline-bulk");
    const res = await call(bulkEmailApi.action, "POST", "/api/materials/bulk-email", {
      cookie,
      json: { companyIds: [], subject: "S", message: "M" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      title: BULK_EMAIL_MESSAGES.noneSelected.title,
      message: BULK_EMAIL_MESSAGES.noneSelected.description,
    });
  });
});

describe("ownership is checked before the body is judged", () => {
  it("another user's striping logo: 404 with an empty body, nothing changed", async () => {
    const owner = await signedInUser("logo-owner");
    const other = await signedInUser("logo-other");
    const company = insertCompany({ isClaimed: true, claimedBy: owner.id });
    const res = await call(companyLogoApi.action, "PUT", "/x", {
      cookie: other.cookie,
      json: {},
      params: { id: String(company.id) },
    });
    expect(res.status).toBe(404);
    const row = sql.prepare("SELECT custom_logo FROM companies WHERE id = ?").get(company.id);
    expect(row).toEqual({ custom_logo: null });
  });

  it("another user's materials logo: 404 with an empty body", async () => {
    const owner = await signedInUser("mlogo-owner");
    const other = await signedInUser("mlogo-other");
    const company = materialsOwnedBy(owner.id);
    const res = await call(materialsLogoApi.action, "POST", "/x", {
      cookie: other.cookie,
      json: {},
      params: { id: String(company.id) },
    });
    expect(res.status).toBe(404);
  });

  it("another user's materials listing: 404 for a PUT whose body is invalid", async () => {
    const owner = await signedInUser("mput-owner");
    const other = await signedInUser("mput-other");
    const company = materialsOwnedBy(owner.id);
    const res = await call(materialsApi.action, "PUT", "/x", {
      cookie: other.cookie,
      json: { name: "" },
      params: { id: String(company.id) },
    });
    expect(res.status).toBe(404);
  });

  it("another user's striping listing: 404 for a PATCH of malformed JSON", async () => {
    const owner = await signedInUser("patch-owner");
    const other = await signedInUser("patch-other");
    const company = insertCompany({ isClaimed: true, claimedBy: owner.id });
    const res = await call(companyApi.action, "PATCH", "/x", {
      cookie: other.cookie,
      body: "{oops",
      params: { id: String(company.id) },
    });
    expect(res.status).toBe(404);
  });

  it("the owner's own logo with no logoURL: 400 that names it", async () => {
    const owner = await signedInUser("logo-self");
    const company = insertCompany({ isClaimed: true, claimedBy: owner.id });
    const res = await call(companyLogoApi.action, "PUT", "/x", {
      cookie: owner.cookie,
      json: {},
      params: { id: String(company.id) },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "logoURL is required" });
  });

  it("a reply to another owner's review: 404 with an empty response", async () => {
    const owner = await signedInUser("reply-owner");
    const other = await signedInUser("reply-other");
    const company = insertCompany({ isClaimed: true, claimedBy: owner.id });
    const review = sql
      .prepare(
        "INSERT INTO reviews (company_id, customer_name, rating, title, content) VALUES (?, 'R', 4, 'T', 'C') RETURNING id",
      )
      .get(company.id) as { id: number };
    const res = await call(replyApi.action, "PUT", "/x", {
      cookie: other.cookie,
      json: { content: "" },
      params: { id: String(review.id) },
    });
    expect(res.status).toBe(404);
  });
});
