import fs from "node:fs";
import path from "node:path";
import { claimFor, createCompany, db, expect, signedInUser, test } from "./fixtures";

/** The Stripe stand-in the e2e server started (scripts/e2e-server.ts writes its address). */
function standin() {
  const dir = path.dirname(path.resolve(process.env.E2E_DATABASE_PATH ?? "data/e2e/app.db"));
  return fs.readFileSync(path.join(dir, "stripe-standin.url"), "utf8").trim();
}

const planOf = (id: number) =>
  db()
    .prepare("SELECT subscription_tier AS tier, plan_source AS source FROM companies WHERE id = ?")
    .get(id) as { tier: string; source: string | null };

const subscriptionOf = (userId: number) =>
  db()
    .prepare(
      "SELECT id, quantity, amount_cents AS amount, status FROM billing_subscriptions WHERE user_id = ?",
    )
    .get(userId) as { id: string; quantity: number; amount: number; status: string } | undefined;

/** Waits for the webhook's events to land (they follow the redirect back, as Stripe's do). */
async function until<T>(read: () => T, ok: (v: T) => boolean) {
  await expect.poll(() => ok(read()), { timeout: 7000 }).toBe(true);
}

async function changePlan(
  page: import("@playwright/test").Page,
  listing: string,
  tier: string,
  period: "Monthly" | "Yearly",
) {
  const card = page.getByRole("article", { name: listing });
  await card.getByText("Change plan", { exact: true }).first().click();
  await card.getByLabel(new RegExp(`^${tier}`)).check();
  await card.getByLabel(period, { exact: true }).check();
  await card.getByRole("button", { name: "Change plan" }).click();
}

test.describe("paying for a plan with Stripe", () => {
  test("monthly Premium through Checkout, then a second location at 20 % off without Checkout", async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await signedInUser(context, baseURL!);
    const first = createCompany({ name: `Paid Lines ${Date.now()}` });
    const second = createCompany({ name: `Second Lines ${Date.now()}` });
    claimFor(first.id, user.id);
    claimFor(second.id, user.id);
    await page.goto("/dashboard");
    await changePlan(page, first.name, "Premium", "Monthly");
    await expect(page.getByText("$10.00 per month")).toBeVisible();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByText(`Premium is active for ${first.name}`)).toBeVisible();
    expect(planOf(first.id)).toEqual({ tier: "premium", source: "paid" });

    await page.goto("/dashboard");
    await changePlan(page, second.name, "Premium", "Monthly");
    await expect(page.getByText(`Premium is active for ${second.name}`)).toBeVisible();
    await until(
      () => subscriptionOf(user.id),
      (s) => s?.quantity === 2,
    );
    expect(subscriptionOf(user.id)).toMatchObject({ amount: 1800 });
    await page.goto("/dashboard");
    const billing = page.locator("#billing");
    await expect(billing.getByText("Premium · Monthly · Active")).toBeVisible();
    await expect(billing.getByText("Next charge: $18 on")).toBeVisible();
    await expect(billing.getByRole("link", { name: "View invoice" }).first()).toBeVisible();
  });

  test("yearly VIP; a failed renewal shows the grace notice; the portal cancels at period end", async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await signedInUser(context, baseURL!);
    const listing = createCompany({ name: `Yearly Lines ${Date.now()}` });
    claimFor(listing.id, user.id);
    await page.goto("/dashboard");
    await changePlan(page, listing.name, "VIP", "Yearly");
    await expect(page.getByText("$500.00 per year")).toBeVisible();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByText(`VIP is active for ${listing.name}`)).toBeVisible();
    await until(
      () => subscriptionOf(user.id),
      (s) => s?.status === "active",
    );
    const sub = subscriptionOf(user.id)!;

    await fetch(`${standin()}/_test/subscriptions/${sub.id}/fail`, { method: "POST" });
    await until(
      () => subscriptionOf(user.id),
      (s) => s?.status === "past_due",
    );
    await page.goto("/dashboard");
    await expect(
      page.getByText("Your last payment for VIP failed. The plan stays until"),
    ).toBeVisible();
    expect(planOf(listing.id).tier).toBe("vip");

    await page.getByRole("button", { name: "Manage billing" }).click();
    await expect(page.getByRole("heading", { name: "Manage billing" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel VIP yearly" }).click();
    await expect(page).toHaveURL(/\/dashboard#billing$/);
    await until(
      () =>
        db()
          .prepare("SELECT cancel_at_period_end AS c FROM billing_subscriptions WHERE id = ?")
          .get(sub.id) as { c: number },
      (r) => r.c === 1,
    );
    await page.reload();
    await expect(page.getByText(/Cancelled: the plan ends on/)).toBeVisible();
    await fetch(`${standin()}/_test/subscriptions/${sub.id}/end`, { method: "POST" });
    await until(
      () => planOf(listing.id),
      (p) => p.tier === "free",
    );
  });

  test("a cancelled Checkout leaves the listing on Standard and says so", async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await signedInUser(context, baseURL!);
    const listing = createCompany({ name: `Undecided Lines ${Date.now()}` });
    claimFor(listing.id, user.id);
    await page.goto("/dashboard");
    await changePlan(page, listing.name, "Premium", "Monthly");
    await page.getByRole("button", { name: "Back to the site" }).click();
    await expect(
      page.getByText(
        `Checkout was cancelled: nothing was charged, and ${listing.name} stays on Standard.`,
      ),
    ).toBeVisible();
    expect(planOf(listing.id).tier).toBe("free");
  });

  test("the webhook refuses a bad signature with a 400", async ({ request }) => {
    const res = await request.post("/api/stripe/webhook", {
      data: JSON.stringify({ id: "evt_x", type: "invoice.paid", data: { object: {} } }),
      headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=bad" },
    });
    expect(res.status()).toBe(400);
  });
});

test.describe("Stripe's events and the plan", () => {
  test("an event delivered twice changes nothing; a complimentary plan is untouched by the end of a subscription", async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await signedInUser(context, baseURL!);
    const listing = createCompany({ name: `Gifted Paid Lines ${Date.now()}` });
    claimFor(listing.id, user.id);
    await page.goto("/dashboard");
    await changePlan(page, listing.name, "Premium", "Monthly");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByText(`Premium is active for ${listing.name}`)).toBeVisible();
    await until(
      () => subscriptionOf(user.id),
      (s) => s?.status === "active",
    );
    const sub = subscriptionOf(user.id)!;
    const events = (await (await fetch(`${standin()}/_test/events`)).json()) as {
      id: string;
      type: string;
      data: { object: { id: string; subscription?: string } };
    }[];
    const paid = events.find(
      (e) => e.type === "checkout.session.completed" && e.data.object.subscription === sub.id,
    )!;
    await until(
      () => db().prepare("SELECT 1 AS seen FROM stripe_events WHERE id = ?").get(paid.id),
      (r) => Boolean(r),
    );
    const mails = () =>
      (
        db()
          .prepare("SELECT count(*) AS n FROM email_outbox WHERE to_address = ?")
          .get(user.email) as { n: number }
      ).n;
    const before = mails();
    const again = (await (
      await fetch(`${standin()}/_test/events/${paid.id}`, { method: "POST" })
    ).json()) as {
      status: number;
    };
    expect(again.status).toBe(200);
    expect(mails()).toBe(before);
    expect(planOf(listing.id)).toEqual({ tier: "premium", source: "paid" });

    db()
      .prepare(
        "UPDATE companies SET subscription_tier = 'vip', tier_rank = 2, plan_source = 'complimentary', featured_until = ? WHERE id = ?",
      )
      .run(Date.now() + 30 * 24 * 3600 * 1000, listing.id);
    await fetch(`${standin()}/_test/subscriptions/${sub.id}/end`, { method: "POST" });
    await until(
      () => subscriptionOf(user.id),
      (s) => s?.status === "canceled",
    );
    expect(planOf(listing.id)).toEqual({ tier: "vip", source: "complimentary" });
  });
});
