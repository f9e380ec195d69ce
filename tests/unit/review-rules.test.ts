/**
 * One review per person (decision 015): the same e-mail, or the same visitor
 * within a day, cannot review a company twice; the duplicate changes nothing.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { call } from "~/tests/support/route-call";
import { getDb } from "~/db/client";
import { insertCompany } from "~/tests/support/factories";
import { REVIEW_DUPLICATE } from "~/lib/review-schema";
import { createReview } from "~/models/reviews/reviews.server";
import * as reviewsApi from "~/routes/api/api.reviews";

const sql = getDb().$client;
const count = (companyId: number) =>
  (
    sql.prepare("SELECT count(*) n FROM reviews WHERE company_id = ?").get(companyId) as {
      n: number;
    }
  ).n;

const post = (json: Record<string, unknown>, ip: string) =>
  call(reviewsApi.action, "POST", "/api/reviews", { json, ip });

const review = (companyId: number, over: Record<string, unknown> = {}) => ({
  companyId,
  customerName: "Pat Reviewer",
  rating: 2,
  title: "Lines faded in a month",
  content: "The parking lot lines faded within a month of the job.",
  ...over,
});

const ip = () => `198.51.100.${crypto.randomInt(1, 255)}-${crypto.randomUUID()}`;

describe("one review per person", () => {
  it("the same e-mail cannot review a company twice, in any case", async () => {
    const company = insertCompany();
    const first = await post(review(company.id, { customerEmail: "pat@example.com" }), ip());
    expect(first.status).toBe(201);
    const again = await post(review(company.id, { customerEmail: "PAT@example.com" }), ip());
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(REVIEW_DUPLICATE.email);
    expect(count(company.id)).toBe(1);
    const figures = sql
      .prepare("SELECT total_reviews FROM companies WHERE id = ?")
      .get(company.id) as { total_reviews: number };
    expect(figures.total_reviews).toBe(1);
  });

  it("the same visitor cannot review a company twice within 24 hours, but may review another", async () => {
    const company = insertCompany();
    const other = insertCompany();
    const visitor = ip();
    expect((await post(review(company.id), visitor)).status).toBe(201);
    const again = await post(review(company.id, { customerEmail: "new@example.com" }), visitor);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(REVIEW_DUPLICATE.visitor);
    expect((await post(review(other.id), visitor)).status).toBe(201);
    expect(count(company.id)).toBe(1);
  });

  it("a day later the same visitor may review the company again", () => {
    const company = insertCompany();
    const key = crypto.randomBytes(8).toString("hex");
    const yesterday = new Date(Date.now() - 25 * 60 * 60 * 1000);
    createReview(review(company.id) as never, { reviewerKey: key, now: yesterday });
    expect(() => createReview(review(company.id) as never, { reviewerKey: key })).not.toThrow();
    expect(count(company.id)).toBe(2);
  });

  it("at most 3 reviews an hour come from one address", async () => {
    const visitor = ip();
    for (let i = 0; i < 3; i += 1) {
      expect((await post(review(insertCompany().id), visitor)).status).toBe(201);
    }
    expect((await post(review(insertCompany().id), visitor)).status).toBe(429);
  });
});
