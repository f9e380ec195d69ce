/**
 * Claim codes and invitations go to a listing's own address, which an account may have typed:
 * to an address nobody proved they say only the site's words and the listing's link (no name an
 * account chose, no claimant's first name), and an address that unsubscribed gets neither.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { insertCompany, insertUser } from "~/tests/support/factories";
import { CLAIM_MESSAGES } from "~/models/claims/claim-rules.server";
import { startClaim } from "~/models/claims/claims.server";
import { sendInvitations } from "~/models/imports/import-invitations.server";
import { suppressAddress } from "~/models/mail/mail-suppression.server";

const sql = getDb().$client;
const SITE = "https://striping.example.com";
const PHISH = "Account Suspended - Verify At evil.example";

function claimant() {
  const email = `claimant-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const row = sql
    .prepare(
      "INSERT INTO users (email, hashed_password, first_name, last_name, is_verified) VALUES (?, 'x', 'Click evil.example now', 'X', 1) RETURNING id",
    )
    .get(email) as { id: number };
  return {
    id: row.id,
    email,
    firstName: "Click evil.example now",
    lastName: "X",
    isVerified: true,
  };
}

const victim = () => `victim-${crypto.randomBytes(4).toString("hex")}@example.com`;
const mailsTo = (to: string) =>
  sql
    .prepare("SELECT subject, text_body, status FROM email_outbox WHERE to_address = ?")
    .all(to) as { subject: string; text_body: string; status: string }[];

/** A listing an account added with an address it never proved. */
function typedListing(email: string) {
  const adder = insertUser();
  return insertCompany({ name: PHISH, email, addedBy: adder.id });
}

describe("claim mail to a listing's address", () => {
  it("to an unproven address: only our words, the listing's link and the code", () => {
    const to = victim();
    const listing = typedListing(to);
    startClaim(claimant(), { companyId: listing.id, subscriptionTier: "free", siteUrl: SITE });
    const [mail] = mailsTo(to);
    expect(mail!.subject).toMatch(
      /^Your code to claim a listing on the Road Striping Directory: \d{6}$/,
    );
    expect(mail!.text_body).toContain(`${SITE}/companies/${listing.slug}`);
    expect(mail!.text_body).toContain("Someone asked to manage this listing");
    for (const chosen of [PHISH, "Click evil.example now", "evil.example"]) {
      expect(mail!.subject + mail!.text_body).not.toContain(chosen);
    }
  });

  it("to a proven address it names the listing as before", () => {
    const to = victim();
    const listing = insertCompany({ name: "Proven Lines", email: to });
    startClaim(claimant(), { companyId: listing.id, subscriptionTier: "free", siteUrl: SITE });
    expect(mailsTo(to)[0]!.subject).toMatch(/^Your code to claim "Proven Lines": \d{6}$/);
  });

  it("an unsubscribed address gets no code: the claim waits for the operator", () => {
    const to = victim();
    const listing = insertCompany({ name: "Quiet Lines", email: to });
    suppressAddress(to);
    const started = startClaim(claimant(), {
      companyId: listing.id,
      subscriptionTier: "free",
      siteUrl: SITE,
    });
    expect(started).toMatchObject({ status: "review", message: CLAIM_MESSAGES.noMailReview });
    expect(mailsTo(to)).toEqual([]);
  });
});

describe("invitations to claim", () => {
  const mail = { siteUrl: SITE, secret: "invite-secret" };
  const invite = (ids: number[]) =>
    sendInvitations(
      getDb() as never,
      ids,
      { importId: 0, sourceName: "Ohio UCP DBE directory" },
      mail,
      new Date(),
    );

  it("to an unproven address: our words and the listing's link, a claim link that names the listing by id, no photos", () => {
    const to = victim();
    const listing = typedListing(to);
    expect(invite([listing.id])).toBe(1);
    const [sent] = mailsTo(to);
    expect(sent!.subject).toBe("Your business is listed on the Road Striping Directory");
    expect(sent!.text_body).toContain(`${SITE}/companies/${listing.slug}`);
    expect(sent!.text_body).toContain(`${SITE}/add-company?claim=${listing.id}`);
    expect(sent!.subject + sent!.text_body).not.toContain(PHISH);
    expect(sent!.text_body).not.toMatch(/photo/i);
  });

  it("none to an address that unsubscribed", () => {
    const to = victim();
    const listing = insertCompany({ name: "Unsubscribed Lines", email: to });
    suppressAddress(to);
    expect(invite([listing.id])).toBe(0);
    expect(mailsTo(to)).toEqual([]);
  });
});
