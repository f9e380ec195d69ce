/**
 * Nothing a visitor wrote is destroyed by an owner, plans rank only once paid, Verified is the
 * operator's finding, and reviews are verifiable and reportable (
 * 11; decision 015): the transitions of the listing-state, plans and reviews models, read back
 * from the rows, the public lists and the outbox.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { insertCompany } from "~/tests/support/factories";
import { startClaim, verifyClaim } from "~/models/claims/claims.server";
import { getCompanyBySlug } from "~/models/directory/companies.server";
import {
  deleteAddedListing,
  listingsOutOfView,
  LISTING_MESSAGES,
  purgeDeletedListings,
  releaseListing,
  requestUnlist,
  restoreListing,
  setVerified,
  unlistListing,
} from "~/models/listings/listing-state.server";
import { createListing } from "~/models/listings/onboarding.server";
import { endPlan } from "~/models/listings/plans.server";
import { setListingPlan } from "~/models/admin/admin-listing.server";
import { REPORT_MESSAGES } from "~/lib/trust-rules";
import { confirmReview, createReview, listReviews } from "~/models/reviews/reviews.server";
import {
  dismissReports,
  hideReview,
  reportedReviews,
  reportReview,
  restoreReview,
} from "~/models/reviews/review-moderation.server";
import { setOwnerReply } from "~/models/reviews/review-replies.server";

const sql = getDb().$client;
const SITE = "http://localhost:3000";
const tag = () => crypto.randomBytes(4).toString("hex");

function person() {
  const email = `owner-${tag()}@example.com`;
  const row = sql
    .prepare(
      "INSERT INTO users (email, hashed_password, first_name, last_name, is_verified) VALUES (?, 'x', 'Olive', 'Owner', 1) RETURNING id",
    )
    .get(email) as { id: number };
  return { id: row.id, email, firstName: "Olive", lastName: "Owner", isVerified: true };
}

function claimed(who: ReturnType<typeof person>) {
  const office = `office-${tag()}@lines.example.com`;
  const company = insertCompany({
    email: office,
    phone: "(512) 555-0100",
    name: `Lone Star Lines ${tag()}`,
  });
  startClaim(who, { companyId: company.id, subscriptionTier: "free" });
  const { subject } = sql
    .prepare("SELECT subject FROM email_outbox WHERE to_address = ? ORDER BY id DESC")
    .get(office) as { subject: string };
  verifyClaim(who, { companyId: company.id, code: subject.slice(-6) }, SITE);
  return company;
}

const row = (id: number) =>
  sql.prepare("SELECT * FROM companies WHERE id = ?").get(id) as Record<string, unknown>;

function review(companyId: number, over: { customerEmail?: string; rating?: number } = {}) {
  return createReview(
    {
      companyId,
      rating: over.rating ?? 5,
      customerName: "Rita Reviewer",
      customerEmail: over.customerEmail,
      title: "Crisp lines",
      content: "They restriped our lot overnight.",
    } as never,
    { reviewerKey: tag(), siteUrl: SITE },
  ).review;
}

describe("owner actions on a listing", () => {
  it("deletes a listing its owner added, out of view for 30 days and restorable", () => {
    const who = person();
    const added = createListing(
      who,
      {
        name: `Added Lines ${tag()}`,
        location: "Austin",
        state: "TX",
        services: ["Road Striping"],
        subscriptionTier: "free",
        receiveQuotes: true,
      } as never,
      { siteUrl: "https://striping.example.com" },
    );
    review(added.id);
    deleteAddedListing(who.id, added.id);
    expect(getCompanyBySlug(added.slug)).toBeUndefined();
    expect(row(added.id).deleted_at).not.toBeNull();
    expect(listingsOutOfView().some((l) => l.id === added.id)).toBe(true);
    expect(purgeDeletedListings()).toBe(0);
    restoreListing(added.id);
    expect(getCompanyBySlug(added.slug)?.id).toBe(added.id);
    expect(listReviews(added.id)).toHaveLength(1);
    const later = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    deleteAddedListing(who.id, added.id);
    expect(purgeDeletedListings(later)).toBe(1);
    expect(() => restoreListing(added.id)).toThrow(LISTING_MESSAGES.purged);
  });

  it("never deletes a claimed listing: release restores its details and keeps its reviews", () => {
    const who = person();
    const company = claimed(who);
    review(company.id);
    expect(() => deleteAddedListing(who.id, company.id)).toThrow(LISTING_MESSAGES.notAdded);
    sql
      .prepare("UPDATE companies SET phone = '(999) 555-0199', name = 'Hijacked' WHERE id = ?")
      .run(company.id);
    releaseListing(who.id, company.id);
    const after = row(company.id);
    expect(after).toMatchObject({
      is_claimed: 0,
      claimed_by: null,
      phone: "(512) 555-0100",
      name: company.name,
    });
    expect(getCompanyBySlug(company.slug)?.id).toBe(company.id);
    expect(listReviews(company.id)).toHaveLength(1);
  });

  it("an unlist request waits for the operator; unlisting keeps the row, restore brings it back", () => {
    const who = person();
    const company = claimed(who);
    requestUnlist(who.id, company.id);
    expect(getCompanyBySlug(company.slug)?.id).toBe(company.id);
    expect(listingsOutOfView().some((l) => l.id === company.id && l.unlistRequestedAt)).toBe(true);
    unlistListing(company.id);
    expect(getCompanyBySlug(company.slug)).toBeUndefined();
    restoreListing(company.id);
    expect(row(company.id)).toMatchObject({ listing_status: "listed", directory: "striping" });
  });

  it("someone else's listing is not found, whatever the action", () => {
    const company = claimed(person());
    const stranger = person();
    expect(() => releaseListing(stranger.id, company.id)).toThrow("Company not found");
    expect(() => deleteAddedListing(stranger.id, company.id)).toThrow("Company not found");
    expect(() => requestUnlist(stranger.id, company.id)).toThrow("Company not found");
  });
});

describe("plans and the Verified badge", () => {
  it("a plan chosen when adding ranks nothing until paid; a complimentary one ends back to Standard", () => {
    const who = person();
    const added = createListing(
      who,
      {
        name: `Vip Hopeful ${tag()}`,
        location: "Austin",
        state: "TX",
        services: ["Road Striping"],
        subscriptionTier: "vip",
        receiveQuotes: true,
      } as never,
      { siteUrl: "https://striping.example.com" },
    );
    expect(row(added.id)).toMatchObject({
      subscription_tier: "free",
      tier_rank: 0,
      plan_status: "none",
      requested_tier: null,
    });
    setListingPlan(
      added.id,
      { tier: "vip", featuredUntil: new Date("2030-01-31T00:00:00Z"), searchPriority: 0 },
      { id: null, email: "operator@example.com" },
    );
    expect(row(added.id)).toMatchObject({
      subscription_tier: "vip",
      tier_rank: 2,
      plan_status: "active",
      plan_source: "complimentary",
    });
    endPlan(added.id);
    expect(row(added.id)).toMatchObject({
      subscription_tier: "free",
      tier_rank: 0,
      plan_status: "none",
    });
  });

  it("Verified is set and cleared by the operator with a note", () => {
    const company = insertCompany();
    setVerified(company.id, true, "Licence TX-123 and insurance checked");
    expect(row(company.id)).toMatchObject({
      is_verified: 1,
      verified_note: "Licence TX-123 and insurance checked",
    });
    expect(row(company.id).verified_at).not.toBeNull();
    setVerified(company.id, false, "Insurance lapsed");
    expect(row(company.id)).toMatchObject({ is_verified: 0, verified_at: null });
  });
});

describe("reviews", () => {
  it("a reviewer with an e-mail is mailed a link; confirming marks the review verified once", () => {
    const company = insertCompany();
    const email = `rita-${tag()}@example.com`;
    const created = review(company.id, { customerEmail: email });
    expect(created.isVerified).toBe(false);
    const mail = sql
      .prepare("SELECT subject, text_body FROM email_outbox WHERE to_address = ?")
      .get(email) as { subject: string; text_body: string };
    // Our own words only: the listing's name is its owner's (decision 042).
    expect(mail.subject).toBe("Confirm your review");
    const token = /\/reviews\/confirm\/([\w-]+)/.exec(mail.text_body)![1];
    expect(confirmReview(token)).toMatchObject({ id: created.id });
    expect(confirmReview(token)).toBeNull();
    expect(listReviews(company.id)[0].isVerified).toBe(true);
  });

  it("a report is recorded, once per visitor, and never hides the review by itself", () => {
    const company = insertCompany();
    const r = review(company.id, { rating: 1 });
    expect(() => reportReview({ reviewId: r.id, reason: "because" })).toThrow(
      REPORT_MESSAGES.reason,
    );
    reportReview(
      { reviewId: r.id, reason: "fake", note: "Never a customer" },
      { reporterKey: "k1" },
    );
    expect(() => reportReview({ reviewId: r.id, reason: "spam" }, { reporterKey: "k1" })).toThrow(
      REPORT_MESSAGES.duplicate,
    );
    expect(listReviews(company.id)).toHaveLength(1);
    expect(reportedReviews().find((x) => x.id === r.id)?.reports).toBe(1);
    dismissReports(r.id);
    expect(reportedReviews().some((x) => x.id === r.id)).toBe(false);
  });

  it("the operator hides and restores a review, and the company's figures follow", () => {
    const company = insertCompany();
    review(company.id, { rating: 5 });
    const bad = review(company.id, { rating: 1 });
    hideReview(bad.id);
    expect(listReviews(company.id)).toHaveLength(1);
    expect(row(company.id)).toMatchObject({ total_reviews: 1, average_rating: 5 });
    restoreReview(bad.id);
    expect(row(company.id)).toMatchObject({ total_reviews: 2, average_rating: 3 });
  });

  it("the owner of the claimed listing replies once, edits and removes it; no one else can", () => {
    const who = person();
    const company = claimed(who);
    const r = review(company.id);
    expect(() => setOwnerReply(person().id, r.id, "Thanks!")).toThrow("Review not found");
    setOwnerReply(who.id, r.id, "Thank you for choosing us.");
    setOwnerReply(who.id, r.id, "Thank you, Rita.");
    expect(listReviews(company.id)[0].ownerReply?.content).toBe("Thank you, Rita.");
    setOwnerReply(who.id, r.id, "");
    expect(listReviews(company.id)[0].ownerReply).toBeNull();
  });
});
