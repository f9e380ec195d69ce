/**
 * An owner cannot review their own listing: a review from the account that
 * owns the listing, or written under that account's e-mail, is refused with a sentence saying
 * why, by the page and by the API, and nothing is stored.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { asResponse, call, cookieFor } from "~/tests/support/route-call";
import { getDb } from "~/db/client";
import { insertCompany, insertUser } from "~/tests/support/factories";
import * as reviewsApi from "~/routes/api/api.reviews";
import * as reviewPage from "~/routes/directory/companies.$slug_.review";

const OWN_REVIEW = "You cannot review a listing you own. Reviews are for the business's customers.";
const sql = getDb().$client;
const count = (companyId: number) =>
  sql.prepare("SELECT count(*) FROM reviews WHERE company_id = ?").pluck().get(companyId) as number;
const ip = () => `198.51.100.${crypto.randomInt(1, 255)}-${crypto.randomUUID()}`;

const review = (companyId: number, over: Record<string, string | number> = {}) => ({
  companyId,
  customerName: "Sam Self",
  rating: 5,
  title: "The best striping in Texas",
  content: "Nobody paints a parking lot like we do.",
  ...over,
});

function ownedListing() {
  const owner = insertUser({ isVerified: true });
  const company = insertCompany({ isClaimed: true, claimedBy: owner.id });
  return { owner, company };
}

describe("an owner's review of their own listing", () => {
  it("the API refuses it from the owner's account with 403 and a message", async () => {
    const { owner, company } = ownedListing();
    const answer = await call(reviewsApi.action, "POST", "/api/reviews", {
      json: review(company.id),
      cookie: await cookieFor(owner.id),
      ip: ip(),
    });
    expect(answer.status).toBe(403);
    expect((await answer.json()).message).toBe(OWN_REVIEW);
    expect(count(company.id)).toBe(0);
  });

  it("the API refuses it signed out under the owner's e-mail", async () => {
    const { owner, company } = ownedListing();
    const answer = await call(reviewsApi.action, "POST", "/api/reviews", {
      json: review(company.id, { customerEmail: owner.email.toUpperCase() }),
      ip: ip(),
    });
    expect(answer.status).toBe(403);
    expect((await answer.json()).message).toBe(OWN_REVIEW);
    expect(count(company.id)).toBe(0);
  });

  it("the review page refuses it with the message next to the form", async () => {
    const { owner, company } = ownedListing();
    const form = new FormData();
    for (const [k, v] of Object.entries(review(company.id))) form.set(k, String(v));
    const answer = asResponse(
      await call(reviewPage.action, "POST", `/companies/${company.slug}/review`, {
        body: form,
        cookie: await cookieFor(owner.id),
        params: { slug: company.slug },
        ip: ip(),
      }),
    );
    expect(answer.status).toBe(403);
    expect(JSON.stringify(await answer.json())).toContain(OWN_REVIEW);
    expect(count(company.id)).toBe(0);
  });

  it("anyone else, signed in or not, still reviews it", async () => {
    const { company } = ownedListing();
    const someone = insertUser();
    const signedIn = await call(reviewsApi.action, "POST", "/api/reviews", {
      json: review(company.id, { customerName: "Cora Customer" }),
      cookie: await cookieFor(someone.id),
      ip: ip(),
    });
    expect(signedIn.status).toBe(201);
    const anonymous = await call(reviewsApi.action, "POST", "/api/reviews", {
      json: review(company.id, { customerName: "Ana Anon" }),
      ip: ip(),
    });
    expect(anonymous.status).toBe(201);
    expect(count(company.id)).toBe(2);
  });
});
