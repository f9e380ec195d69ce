/** A paid plan ends by itself after its paid-until day, audited as the schedule's action. */
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { insertCompany } from "~/tests/support/factories";
import { endLapsedPlans } from "~/models/listings/plans.server";

const sql = getDb().$client;
const row = (id: number) =>
  sql
    .prepare(
      "SELECT subscription_tier tier, tier_rank rank, plan_status status, featured_until until FROM companies WHERE id = ?",
    )
    .get(id);

describe("plan expiry", () => {
  it("ends a plan once its paid-until day is over, and leaves the rest", () => {
    const now = new Date("2026-12-10T09:00:00Z");
    const lapsed = insertCompany({
      subscriptionTier: "vip",
      planStatus: "active",
      featuredUntil: new Date("2026-12-09T00:00:00Z"),
    });
    const lastDay = insertCompany({
      subscriptionTier: "premium",
      planStatus: "active",
      featuredUntil: new Date("2026-12-10T00:00:00Z"),
    });
    const open = insertCompany({ subscriptionTier: "premium", planStatus: "active" });

    expect(endLapsedPlans(now)).toBeGreaterThanOrEqual(1);
    expect(row(lapsed.id)).toEqual({ tier: "free", rank: 0, status: "none", until: null });
    // The last paid day is still paid for; a plan without a date runs until the operator ends it.
    expect(row(lastDay.id)).toMatchObject({ tier: "premium", status: "active" });
    expect(row(open.id)).toMatchObject({ tier: "premium", status: "active" });

    const entries = sql
      .prepare(
        "SELECT actor_id, actor_email, action, before, after FROM audit_log WHERE target_type = 'company' AND target_id = ?",
      )
      .all(lapsed.id) as { actor_email: string; action: string; before: string }[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: null,
      actor_email: "schedule",
      action: "plan.end",
    });
    expect(JSON.parse(entries[0].before)).toMatchObject({
      subscriptionTier: "vip",
      featuredUntil: "2026-12-09",
    });
    // Run again: nothing more to end for these listings.
    endLapsedPlans(now);
    expect(row(lastDay.id)).toMatchObject({ status: "active" });
  });
});
