/**
 * Claim codes cannot be guessed by restarting (decision 040): per listing,
 * across all users and claims, at most CLAIM_LIMITS.codesPerListing codes mailed and
 * CLAIM_LIMITS.wrongCodesPerListing wrong codes in 24 hours, and per user likewise; past a limit
 * the claim waits for the operator, the listing is not mailed again and the claimant is told so.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { call, cookieFor } from "~/tests/support/route-call";
import { getDb } from "~/db/client";
import { insertCompany } from "~/tests/support/factories";
import { CLAIM_MESSAGES } from "~/models/claims/claim-rules.server";
import { claimsAwaitingReview } from "~/models/claims/claim-review.server";
import { startClaim, verifyClaim } from "~/models/claims/claims.server";
import * as claimApi from "~/routes/api/api.companies.claim";
import * as verifyApi from "~/routes/api/api.companies.claim.verify";

const sql = getDb().$client;
/** The limits of decision 040, written out so that a change to them is a change here too. */
const CLAIM_LIMITS = {
  codesPerListing: 3,
  wrongCodesPerListing: 10,
  codesPerUser: 5,
  wrongCodesPerUser: 10,
} as const;
const SITE = "http://localhost:3000";

function person() {
  const email = `guesser-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const row = sql
    .prepare(
      "INSERT INTO users (email, hashed_password, first_name, last_name, is_verified) VALUES (?, 'x', 'Gus', 'Guesser', 1) RETURNING id",
    )
    .get(email) as { id: number };
  return { id: row.id, email, firstName: "Gus", lastName: "Guesser", isVerified: true };
}

const listing = () =>
  insertCompany({ email: `office-${crypto.randomBytes(3).toString("hex")}@lines.example.com` });

const mailsTo = (to: string) =>
  sql.prepare("SELECT count(*) FROM email_outbox WHERE to_address = ?").pluck().get(to) as number;

function mailedCode(to: string): string {
  const row = sql
    .prepare("SELECT subject FROM email_outbox WHERE to_address = ? ORDER BY id DESC")
    .get(to) as { subject: string };
  return /(\d{6})$/.exec(row.subject)![1];
}

const wrong = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, "0");
const claimed = (id: number) =>
  sql.prepare("SELECT is_claimed, claimed_by FROM companies WHERE id = ?").get(id);
const claimRows = (companyId: number) =>
  sql
    .prepare("SELECT user_id, status FROM company_claims WHERE company_id = ? ORDER BY id")
    .all(companyId) as { user_id: number; status: string }[];

/** Tries `code` and returns the message it was refused with (or "accepted"). */
function attempt(who: ReturnType<typeof person>, companyId: number, code: string) {
  try {
    verifyClaim(who, { companyId, code }, SITE);
    return "accepted";
  } catch (error) {
    return (error as Error).message;
  }
}

describe("the limits per listing", () => {
  it("restarting mails at most 3 codes to a listing a day, from any number of accounts; then the claim waits for review", () => {
    const company = listing();
    const accounts = [person(), person(), person(), person()];
    const started = [
      startClaim(accounts[0], { companyId: company.id, subscriptionTier: "free" }),
      startClaim(accounts[0], { companyId: company.id, subscriptionTier: "free" }),
      startClaim(accounts[1], { companyId: company.id, subscriptionTier: "free" }),
      startClaim(accounts[2], { companyId: company.id, subscriptionTier: "free" }),
      startClaim(accounts[3], { companyId: company.id, subscriptionTier: "free" }),
    ];
    expect(started.map((s) => s.status)).toEqual([
      "pending",
      "pending",
      "pending",
      "review",
      "review",
    ]);
    expect(started[3]).toMatchObject({ message: CLAIM_MESSAGES.limitReview });
    expect(mailsTo(company.email!)).toBe(CLAIM_LIMITS.codesPerListing);
    expect(claimed(company.id)).toEqual({ is_claimed: 0, claimed_by: null });
    const queued = claimsAwaitingReview().filter((c) => c.companyId === company.id);
    expect(queued.map((c) => c.reason)).toEqual(["limit", "limit"]);
  });

  it("10 wrong codes across claims and accounts end guessing: the claim waits for review and even the right code no longer works", () => {
    const company = listing();
    const a = person();
    const b = person();
    startClaim(a, { companyId: company.id, subscriptionTier: "free" });
    const codeA = mailedCode(company.email!);
    for (let i = 1; i <= 4; i++) {
      expect(attempt(a, company.id, wrong(codeA, i))).toBe(CLAIM_MESSAGES.wrongCode(5 - i));
    }
    startClaim(b, { companyId: company.id, subscriptionTier: "free" });
    const codeB = mailedCode(company.email!);
    for (let i = 1; i <= 4; i++) attempt(b, company.id, wrong(codeB, i));
    expect(attempt(a, company.id, wrong(codeA, 5))).toBe(CLAIM_MESSAGES.tooManyCodes);
    // The tenth wrong code on this listing today.
    expect(attempt(b, company.id, wrong(codeB, 5))).toBe(CLAIM_MESSAGES.limitVerify);
    expect(attempt(b, company.id, codeB)).toBe(CLAIM_MESSAGES.limitVerify);
    // A fresh claim is not mailed a code: it waits for the operator.
    const mails = mailsTo(company.email!);
    expect(startClaim(a, { companyId: company.id, subscriptionTier: "free" })).toMatchObject({
      status: "review",
      message: CLAIM_MESSAGES.limitReview,
    });
    expect(mailsTo(company.email!)).toBe(mails);
    expect(claimed(company.id)).toEqual({ is_claimed: 0, claimed_by: null });
    expect(claimRows(company.id).map((r) => r.status)).toEqual(["cancelled", "review", "review"]);
  });

  it("a real owner still claims with one code, and a superseded or expired code never works", () => {
    const owner = person();
    const company = listing();
    startClaim(owner, { companyId: company.id, subscriptionTier: "free" });
    const first = mailedCode(company.email!);
    startClaim(owner, { companyId: company.id, subscriptionTier: "free" });
    const second = mailedCode(company.email!);
    if (first !== second) expect(attempt(owner, company.id, first)).not.toBe("accepted");
    expect(attempt(owner, company.id, second)).toBe("accepted");
    expect(claimed(company.id)).toEqual({ is_claimed: 1, claimed_by: owner.id });

    const other = listing();
    const late = person();
    startClaim(
      late,
      { companyId: other.id, subscriptionTier: "free" },
      new Date(Date.now() - 31 * 60_000),
    );
    expect(attempt(late, other.id, mailedCode(other.email!))).toBe(CLAIM_MESSAGES.noCode);
  });
});

describe("the limits per account", () => {
  it(`an account gets at most ${CLAIM_LIMITS.codesPerUser} codes a day, whichever listings it claims`, () => {
    const who = person();
    const statuses = Array.from({ length: CLAIM_LIMITS.codesPerUser + 1 }, () => {
      const company = listing();
      const started = startClaim(who, { companyId: company.id, subscriptionTier: "free" });
      return { started, mails: mailsTo(company.email!) };
    });
    expect(
      statuses.slice(0, -1).every((s) => s.started.status === "pending" && s.mails === 1),
    ).toBe(true);
    expect(statuses.at(-1)).toMatchObject({ started: { status: "review" }, mails: 0 });
  });

  it(`an account's wrong codes across listings count too: after ${CLAIM_LIMITS.wrongCodesPerUser} its claims wait for review`, () => {
    const who = person();
    const companies = [listing(), listing(), listing()];
    let guesses = 0;
    for (const company of companies.slice(0, 2)) {
      startClaim(who, { companyId: company.id, subscriptionTier: "free" });
      const code = mailedCode(company.email!);
      for (let i = 1; i <= 5; i++) {
        attempt(who, company.id, wrong(code, i));
        guesses += 1;
      }
    }
    expect(guesses).toBe(CLAIM_LIMITS.wrongCodesPerUser);
    expect(startClaim(who, { companyId: companies[2].id, subscriptionTier: "free" })).toMatchObject(
      { status: "review" },
    );
    expect(mailsTo(companies[2].email!)).toBe(0);
  });
});

describe("the API says what happens next", () => {
  it("POST /api/companies/claim answers 202 { status: 'review', message } past the limit; verify answers 429 once codes stop working", async () => {
    const company = listing();
    const users = [person(), person(), person(), person()];
    const start = async (u: { id: number }) =>
      call(claimApi.action, "POST", "/api/companies/claim", {
        cookie: await cookieFor(u.id),
        json: { companyId: company.id, subscriptionTier: "free" },
      });
    for (const u of users.slice(0, 3)) expect((await start(u)).status).toBe(202);
    const limited = await start(users[3]);
    expect(limited.status).toBe(202);
    expect(await limited.json()).toEqual({
      status: "review",
      message: CLAIM_MESSAGES.limitReview,
    });

    const code = mailedCode(company.email!);
    let last: Response | undefined;
    for (let i = 1; i <= CLAIM_LIMITS.wrongCodesPerListing; i++) {
      const u = users[Math.floor((i - 1) / 5)];
      last = await call(verifyApi.action, "POST", "/api/companies/claim/verify", {
        cookie: await cookieFor(u.id),
        json: { companyId: company.id, code: wrong(code, i) },
      });
    }
    expect(last!.status).toBe(429);
    expect(await last!.json()).toEqual({ status: "review", message: CLAIM_MESSAGES.limitVerify });
    expect(claimed(company.id)).toEqual({ is_claimed: 0, claimed_by: null });
  });
});
