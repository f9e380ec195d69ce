/**
 * Claims are proven before they take effect (decision 015): the rules of
 * app/models/claims/claims.server.ts, read back from the rows and the outbox.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { insertCompany } from "~/tests/support/factories";
import { CLAIM_MESSAGES } from "~/models/claims/claim-rules.server";
import { startClaim, verifyClaim } from "~/models/claims/claims.server";
import { createListing } from "~/models/listings/onboarding.server";

const sql = getDb().$client;
const SITE = "http://localhost:3000";

function person(verified = true) {
  const email = `claimant-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const row = sql
    .prepare(
      "INSERT INTO users (email, hashed_password, first_name, last_name, is_verified) VALUES (?, 'x', 'Cam', 'Claimant', ?) RETURNING id",
    )
    .get(email, verified ? 1 : 0) as { id: number };
  return { id: row.id, email, firstName: "Cam", lastName: "Claimant", isVerified: verified };
}

function listing(
  email: string | null = `office-${crypto.randomBytes(3).toString("hex")}@lines.example.com`,
) {
  return insertCompany({ email });
}

const state = (id: number) =>
  sql.prepare("SELECT is_claimed, claimed_by FROM companies WHERE id = ?").get(id);

/** The code in the newest mail to `to` (the subject ends with it). */
function mailedCode(to: string): string {
  const row = sql
    .prepare("SELECT subject, text_body FROM email_outbox WHERE to_address = ? ORDER BY id DESC")
    .get(to) as { subject: string; text_body: string };
  const code = /(\d{6})$/.exec(row.subject)?.[1];
  expect(row.text_body).toContain(`enter this code on the claim page: ${code}`);
  return code!;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("claiming a listing", () => {
  it("mails a code to the listing's own address and changes nothing until it is entered", () => {
    const who = person();
    const company = listing();
    const started = startClaim(who, { companyId: company.id, subscriptionTier: "free" });
    expect(started).toMatchObject({ status: "pending", sentTo: `o***@lines.example.com` });
    expect(state(company.id)).toEqual({ is_claimed: 0, claimed_by: null });
    const code = mailedCode(company.email!);
    const claimed = verifyClaim(who, { companyId: company.id, code }, SITE);
    expect(claimed).toMatchObject({ isClaimed: true, claimedBy: who.id });
    expect(state(company.id)).toEqual({ is_claimed: 1, claimed_by: who.id });
    // A used code never works again.
    expect(() => verifyClaim(who, { companyId: company.id, code }, SITE)).toThrow(
      CLAIM_MESSAGES.noCode,
    );
  });

  it("a wrong code says how many tries are left; the fifth cancels the claim", () => {
    const who = person();
    const company = listing();
    startClaim(who, { companyId: company.id, subscriptionTier: "free" });
    const code = mailedCode(company.email!);
    for (let left = 4; left >= 1; left -= 1) {
      expect(() => verifyClaim(who, { companyId: company.id, code: wrong(code) }, SITE)).toThrow(
        CLAIM_MESSAGES.wrongCode(left),
      );
    }
    expect(() => verifyClaim(who, { companyId: company.id, code: wrong(code) }, SITE)).toThrow(
      CLAIM_MESSAGES.tooManyCodes,
    );
    expect(() => verifyClaim(who, { companyId: company.id, code }, SITE)).toThrow(
      CLAIM_MESSAGES.noCode,
    );
    expect(state(company.id)).toEqual({ is_claimed: 0, claimed_by: null });
    expect(
      sql
        .prepare("SELECT status, attempts FROM company_claims WHERE company_id = ?")
        .get(company.id),
    ).toEqual({ status: "cancelled", attempts: 5 });
  });

  it("a code expires after 30 minutes", () => {
    const who = person();
    const company = listing();
    const then = new Date(Date.now() - 31 * 60_000);
    startClaim(who, { companyId: company.id, subscriptionTier: "free" }, then);
    const code = mailedCode(company.email!);
    expect(() => verifyClaim(who, { companyId: company.id, code }, SITE)).toThrow(
      CLAIM_MESSAGES.noCode,
    );
    expect(state(company.id)).toEqual({ is_claimed: 0, claimed_by: null });
  });

  it("the first verified claim wins; the other claimant gets the claim error", () => {
    const first = person();
    const second = person();
    const company = listing();
    startClaim(second, { companyId: company.id, subscriptionTier: "free" });
    const secondCode = mailedCode(company.email!);
    startClaim(first, { companyId: company.id, subscriptionTier: "free" });
    const firstCode = mailedCode(company.email!);
    verifyClaim(first, { companyId: company.id, code: firstCode }, SITE);
    expect(() => verifyClaim(second, { companyId: company.id, code: secondCode }, SITE)).toThrow(
      CLAIM_MESSAGES.alreadyClaimed,
    );
    expect(() => startClaim(second, { companyId: company.id, subscriptionTier: "free" })).toThrow(
      CLAIM_MESSAGES.alreadyClaimed,
    );
    expect(state(company.id)).toEqual({ is_claimed: 1, claimed_by: first.id });
  });

  it("a listing without an e-mail on file waits for the operator", () => {
    const who = person();
    const company = listing(null);
    expect(startClaim(who, { companyId: company.id, subscriptionTier: "free" })).toMatchObject({
      status: "review",
    });
    expect(state(company.id)).toEqual({ is_claimed: 0, claimed_by: null });
    expect(
      sql.prepare("SELECT status FROM company_claims WHERE company_id = ?").get(company.id),
    ).toEqual({ status: "review" });
  });

  it("an account whose e-mail is not verified can neither claim nor add a listing", () => {
    const who = person(false);
    const company = listing();
    expect(() => startClaim(who, { companyId: company.id, subscriptionTier: "free" })).toThrow(
      CLAIM_MESSAGES.verifyFirst,
    );
    expect(() =>
      createListing(
        who,
        {
          name: "Unverified Lines",
          location: "Austin",
          state: "TX",
          email: "a@b.co",
          phone: "",
          website: "",
          description: "",
          services: ["Road Striping"],
          products: [],
          materialsCompanyType: [],
          companyType: "striping",
          subscriptionTier: "free",
          receiveQuotes: true,
        },
        { siteUrl: "https://striping.example.com" },
      ),
    ).toThrow(CLAIM_MESSAGES.verifyFirst);
    expect(
      sql.prepare("SELECT count(*) n FROM company_claims WHERE user_id = ?").get(who.id),
    ).toEqual({ n: 0 });
  });
});
