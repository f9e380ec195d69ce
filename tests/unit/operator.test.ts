/**
 * The operator's console, first part (decision 018): who is an
 * operator, the 404 for everyone else, the claims queue and the append-only audit log.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { account, call, cookieFor, lastMailTo, sql } from "~/tests/support/admin-call";
import { insertCompany } from "~/tests/support/factories";
import { startClaim } from "~/models/claims/claims.server";
import { setOperator } from "~/models/admin/operators.server";
import * as adminClaims from "~/routes/admin/admin.claims";
import * as adminIndex from "~/routes/admin/admin._index";
import * as adminAudit from "~/routes/admin/admin.audit";
import * as adminListings from "~/routes/admin/admin.listings";
import * as adminListing from "~/routes/admin/admin.listings_.$id";
import * as adminPlans from "~/routes/admin/admin.plans";
import * as adminReviews from "~/routes/admin/admin.reviews";

describe("operators", () => {
  it("npm run admin -- grant|revoke EMAIL makes an account an operator, audited", () => {
    const user = account();
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
        encoding: "utf8",
        env: { ...process.env, DATABASE_PATH: process.env.DATABASE_PATH },
      });
    const granted = run("grant", user.email);
    expect(granted.status, granted.stderr).toBe(0);
    expect(granted.stdout).toContain(`${user.email} is an operator.`);
    expect(sql.prepare("SELECT role FROM users WHERE id = ?").get(user.id)).toEqual({
      role: "admin",
    });
    expect(run("revoke", user.email).status).toBe(0);
    expect(sql.prepare("SELECT role FROM users WHERE id = ?").get(user.id)).toEqual({
      role: "business_owner",
    });
    const missing = run("grant", "nobody-here@example.com");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("No account with the e-mail nobody-here@example.com.");
    const log = sql
      .prepare("SELECT actor_email, action FROM audit_log WHERE target_id = ? ORDER BY id")
      .all(user.id);
    expect(log).toEqual([
      { actor_email: "cli", action: "operator.grant" },
      { actor_email: "cli", action: "operator.revoke" },
    ]);
  });

  it("everything under /admin is a 404 to visitors and to signed-in owners", async () => {
    const owner = await cookieFor(account().id);
    for (const route of [adminIndex.loader, adminClaims.loader, adminAudit.loader]) {
      expect((await call(route, "/admin")).status).toBe(404);
      expect((await call(route, "/admin", { cookie: owner })).status).toBe(404);
    }
    const post = await call(adminClaims.action, "/admin/claims", {
      cookie: owner,
      form: { claimId: "1", intent: "approve" },
    });
    expect(post.status).toBe(404);
    const admin = account();
    setOperator(admin.email, true, { id: null, email: "test" });
    expect(
      (await call(adminIndex.loader, "/admin", { cookie: await cookieFor(admin.id) })).status,
    ).toBe(200);
  });

  it("approving a claim that waited for review hands the listing over, mails and audits", async () => {
    const admin = account("admin");
    const claimant = account();
    const company = insertCompany({ email: null, name: `Unlisted Mail Lines ${Date.now()}` });
    const { claimId } = startClaim(claimant, { companyId: company.id, subscriptionTier: "free" });
    const cookie = await cookieFor(admin.id);
    const queue = await (await call(adminClaims.loader, "/admin/claims", { cookie })).json();
    expect(queue.items.map((c: { id: number }) => c.id)).toContain(claimId);
    const res = await call(adminClaims.action, "/admin/claims", {
      cookie,
      form: { claimId: String(claimId), intent: "approve" },
    });
    expect(res.status).toBe(302);
    expect(
      sql.prepare("SELECT is_claimed, claimed_by FROM companies WHERE id = ?").get(company.id),
    ).toEqual({
      is_claimed: 1,
      claimed_by: claimant.id,
    });
    expect(lastMailTo(claimant.email)?.subject).toBe(
      `Your claim of "${company.name}" was approved`,
    );
    expect(
      sql
        .prepare(
          "SELECT actor_email, action, after FROM audit_log WHERE target_id = ? AND target_type = 'company_claim'",
        )
        .get(claimId),
    ).toEqual({
      actor_email: admin.email,
      action: "claim.approve",
      after: JSON.stringify({ status: "approved", claimedBy: claimant.id }),
    });
  });

  it("rejecting needs a reason, mails it, and leaves the listing unclaimed", async () => {
    const admin = account("admin");
    const claimant = account();
    const company = insertCompany({ email: null });
    const { claimId } = startClaim(claimant, { companyId: company.id, subscriptionTier: "free" });
    const cookie = await cookieFor(admin.id);
    const noReason = await call(adminClaims.action, "/admin/claims", {
      cookie,
      form: { claimId: String(claimId), intent: "reject", reason: " " },
    });
    expect(await noReason.text()).toContain("Give the claimant a reason");
    expect(sql.prepare("SELECT status FROM company_claims WHERE id = ?").get(claimId)).toEqual({
      status: "review",
    });
    const res = await call(adminClaims.action, "/admin/claims", {
      cookie,
      form: { claimId: String(claimId), intent: "reject", reason: "No licence on file" },
    });
    expect(res.status).toBe(302);
    expect(sql.prepare("SELECT status FROM company_claims WHERE id = ?").get(claimId)).toEqual({
      status: "rejected",
    });
    expect(sql.prepare("SELECT is_claimed FROM companies WHERE id = ?").get(company.id)).toEqual({
      is_claimed: 0,
    });
    expect(lastMailTo(claimant.email)?.text_body).toContain("Reason: No licence on file");
  });

  it("the audit log cannot be changed or emptied", () => {
    setOperator(account().email, true, { id: null, email: "test" });
    expect(() => sql.prepare("UPDATE audit_log SET action = 'x'").run()).toThrow(/append-only/);
    expect(() => sql.prepare("DELETE FROM audit_log").run()).toThrow(/append-only/);
  });

  it("lists each plan with its source, grants a complimentary one and hides a reported review, each audited", async () => {
    const admin = account("admin");
    const cookie = await cookieFor(admin.id);
    const company = insertCompany({ name: `Paid Lines ${Date.now()}` });
    const res = await call(adminListing.action, `/admin/listings/${company.id}`, {
      cookie,
      params: { id: String(company.id) },
      form: { intent: "plan", tier: "vip", featuredUntil: "2030-01-31", searchPriority: "0" },
    });
    expect(res.status).toBe(302);
    const plans = await (await call(adminPlans.loader, "/admin/plans", { cookie })).json();
    expect(plans.items).toContainEqual(
      expect.objectContaining({ id: company.id, planSource: "complimentary" }),
    );
    expect(
      sql
        .prepare("SELECT subscription_tier, tier_rank, plan_status FROM companies WHERE id = ?")
        .get(company.id),
    ).toEqual({ subscription_tier: "vip", tier_rank: 2, plan_status: "active" });

    const review = sql
      .prepare(
        "INSERT INTO reviews (company_id, customer_name, rating, title, content) VALUES (?, 'Spam Bot', 1, 'Buy now', 'Cheap pills') RETURNING id",
      )
      .get(company.id) as { id: number };
    sql.prepare("INSERT INTO review_reports (review_id, reason) VALUES (?, 'spam')").run(review.id);
    const hidden = await call(adminReviews.action, "/admin/reviews", {
      cookie,
      form: { reviewId: String(review.id), intent: "hide" },
    });
    expect(hidden.status).toBe(302);
    expect(sql.prepare("SELECT status FROM reviews WHERE id = ?").get(review.id)).toEqual({
      status: "hidden",
    });
    const actions = sql
      .prepare("SELECT action FROM audit_log WHERE actor_email = ? ORDER BY id")
      .all(admin.email);
    expect(actions).toEqual([{ action: "plan.complimentary" }, { action: "review.hide" }]);
  });

  it("verifies a listing with a note of what was checked, and unlists it, audited", async () => {
    const admin = account("admin");
    const cookie = await cookieFor(admin.id);
    const company = insertCompany({ name: `Checked Lines ${Date.now()}` });
    const found = await (
      await call(adminListings.loader, `/admin/listings?q=${encodeURIComponent(company.name)}`, {
        cookie,
      })
    ).json();
    expect(found.items.map((l: { id: number }) => l.id)).toEqual([company.id]);
    const noNote = await call(adminListings.action, "/admin/listings", {
      cookie,
      form: { companyId: String(company.id), intent: "verify", note: "" },
    });
    expect(await noNote.text()).toContain("Say what was checked");
    const ok = await call(adminListings.action, "/admin/listings", {
      cookie,
      form: {
        companyId: String(company.id),
        intent: "verify",
        note: "TX licence 12345, insurance to 2027",
      },
    });
    expect(ok.status).toBe(302);
    expect(
      sql.prepare("SELECT is_verified, verified_note FROM companies WHERE id = ?").get(company.id),
    ).toEqual({ is_verified: 1, verified_note: "TX licence 12345, insurance to 2027" });
    await call(adminListings.action, "/admin/listings", {
      cookie,
      form: { companyId: String(company.id), intent: "unlist" },
    });
    expect(
      sql.prepare("SELECT listing_status FROM companies WHERE id = ?").get(company.id),
    ).toEqual({
      listing_status: "unlisted",
    });
    expect(
      sql
        .prepare("SELECT action FROM audit_log WHERE actor_email = ? ORDER BY id")
        .all(admin.email),
    ).toEqual([{ action: "listing.verify" }, { action: "listing.unlist" }]);
  });
});
