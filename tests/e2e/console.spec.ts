import crypto from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { createCompany, createUser, db, expect, signIn, test, waitForMail } from "./fixtures";

/**
 * The operator console's screens (decision 018), with and without JavaScript: what
 * the operator sees, the rows each action changes, its audit entry and the mail it sends.
 */
const tag = () => crypto.randomBytes(4).toString("hex");

async function asOperator(context: BrowserContext, baseURL: string) {
  const operator = await createUser({ firstName: "Opal" });
  db().prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(operator.id);
  await signIn(context, baseURL, operator);
  return operator;
}

const lastAudit = (actor: string) =>
  db()
    .prepare(
      "SELECT action, target_type, target_id, note FROM audit_log WHERE actor_email = ? ORDER BY id DESC",
    )
    .get(actor);

test.describe("operator console screens", () => {
  test("disables an account: signed out at once and refused at sign-in with a clear message", async ({
    page,
    browser,
    context,
    baseURL,
    js,
  }) => {
    const operator = await asOperator(context, baseURL!);
    const owner = await createUser({ email: `crew-${tag()}@example.com` });
    const ownerContext = await browser.newContext({ baseURL, javaScriptEnabled: js });
    await signIn(ownerContext, baseURL!, owner);
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto("/dashboard");
    await expect(ownerPage).toHaveURL(/\/dashboard/);

    await page.goto("/admin");
    await page.getByRole("link", { name: "Find an account" }).click();
    await page.getByLabel("E-mail").fill(owner.email);
    await page.getByRole("button", { name: "Find accounts" }).click();
    await expect(page.getByText("1 open session")).toBeVisible();
    await page.getByLabel(`Reason for disabling ${owner.email}`).fill("Posted fake listings");
    await page.getByRole("button", { name: `Disable ${owner.email}` }).click();
    await expect(page.getByText("Account disabled", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: `Enable ${owner.email}` })).toBeVisible();
    expect(
      db().prepare("SELECT count(*) AS n FROM user_sessions WHERE user_id = ?").get(owner.id),
    ).toEqual({ n: 0 });
    expect(lastAudit(operator.email)).toEqual({
      action: "user.disable",
      target_type: "user",
      target_id: owner.id,
      note: "Posted fake listings",
    });

    await ownerPage.goto("/dashboard");
    await expect(ownerPage).toHaveURL(/\/login/);
    await ownerPage.getByLabel("Email").fill(owner.email);
    await ownerPage.getByLabel("Password", { exact: true }).fill(owner.password);
    await ownerPage.getByRole("button", { name: "Sign In" }).click();
    await expect(ownerPage.getByText("This account has been disabled.")).toBeVisible();
    await ownerContext.close();
  });

  test("a disabled operator gets the 404 everywhere under /admin", async ({
    page,
    context,
    baseURL,
  }) => {
    const operator = await asOperator(context, baseURL!);
    expect((await page.goto("/admin/users"))?.status()).toBe(200);
    db().prepare("UPDATE users SET disabled_at = ? WHERE id = ?").run(Date.now(), operator.id);
    for (const path of ["/admin", "/admin/users", "/admin/outbox", "/admin/audit"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });

  test("grants a complimentary plan to its last day with a search priority on the listing's screen", async ({
    page,
    context,
    baseURL,
  }) => {
    const operator = await asOperator(context, baseURL!);
    const company = createCompany({ name: `Plan Screen Lines ${tag()}` });
    await page.goto(`/admin/listings?q=${encodeURIComponent(company.name)}`);
    await page.getByRole("link", { name: `Manage ${company.name}` }).click();
    await expect(page.getByRole("heading", { name: company.name })).toBeVisible();
    await page.getByLabel("Tier").selectOption("vip");
    await page.getByLabel("Complimentary until").fill("2027-03-31");
    await page.getByLabel("Search priority").fill("7");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Complimentary VIP plan granted", { exact: true })).toBeVisible();
    await expect(page.getByText("complimentary until Mar 31, 2027")).toBeVisible();
    expect(
      db()
        .prepare(
          "SELECT subscription_tier, plan_status, featured_until, search_priority FROM companies WHERE id = ?",
        )
        .get(company.id),
    ).toEqual({
      subscription_tier: "vip",
      plan_status: "active",
      featured_until: Date.UTC(2027, 2, 31),
      search_priority: 7,
    });
    await expect(page.getByText(`${operator.email} · plan.complimentary`)).toBeVisible();
  });

  test("handles a contact message and retries a failed mail, which then arrives", async ({
    page,
    context,
    baseURL,
  }) => {
    const operator = await asOperator(context, baseURL!);
    const sender = `Sam ${tag()}`;
    const message = db()
      .prepare(
        "INSERT INTO contact_messages (name, email, subject, message) VALUES (?, 'sam@example.com', 'general', 'Please update my phone number.') RETURNING id",
      )
      .get(sender) as { id: number };
    await page.goto("/admin/messages");
    await expect(page.getByText("Please update my phone number.").first()).toBeVisible();
    await page.getByRole("button", { name: `Mark message from ${sender} handled` }).click();
    await expect(page.getByText("Message marked handled", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("button", { name: `Mark message from ${sender} handled` }),
    ).toHaveCount(0);
    expect(
      db()
        .prepare("SELECT handled_at IS NOT NULL AS h FROM contact_messages WHERE id = ?")
        .get(message.id),
    ).toEqual({ h: 1 });

    const to = `bounced-${tag()}@example.com`;
    const mail = db()
      .prepare(
        "INSERT INTO email_outbox (to_address, subject, text_body, status, attempts, last_error) VALUES (?, 'Your quote request', 'Hello again', 'failed', 8, '421 try again later') RETURNING id",
      )
      .get(to) as { id: number };
    await page.getByRole("link", { name: "Outbox" }).click();
    await expect(page.getByText("Failed after 8 tries: 421 try again later").first()).toBeVisible();
    await page.getByRole("button", { name: `Retry mail to ${to}` }).click();
    await expect(page.getByText("Mail queued again", { exact: true })).toBeVisible();
    await waitForMail(to, "Your quote request");
    expect(lastAudit(operator.email)).toMatchObject({ action: "mail.retry", target_id: mail.id });
  });

  test("the newest-reviews feed marks a hidden review and shows it again", async ({
    page,
    context,
    baseURL,
  }) => {
    const operator = await asOperator(context, baseURL!);
    const company = createCompany({ name: `Feed Screen Lines ${tag()}` });
    const title = `Crew left paint everywhere ${tag()}`;
    const review = db()
      .prepare(
        "INSERT INTO reviews (company_id, customer_name, rating, title, content) VALUES (?, 'Vic Visitor', 1, ?, 'Not happy.') RETURNING id",
      )
      .get(company.id, title) as { id: number };
    await page.goto("/admin/reviews");
    await page.getByRole("link", { name: "Newest" }).click();
    await expect(page.getByRole("heading", { name: "Newest reviews" })).toBeVisible();
    const item = page.getByRole("listitem").filter({ hasText: title });
    await expect(item.getByRole("link", { name: company.name })).toBeVisible();
    await item.getByRole("button", { name: "Hide review" }).click();
    await expect(page.getByText("Review hidden", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Newest reviews" })).toBeVisible();
    await expect(item.getByText("1 out of 5 by Vic Visitor (hidden)")).toBeVisible();
    expect(db().prepare("SELECT status FROM reviews WHERE id = ?").get(review.id)).toEqual({
      status: "hidden",
    });
    expect(lastAudit(operator.email)).toMatchObject({
      action: "review.hide",
      target_id: review.id,
    });
    await item.getByRole("button", { name: "Show review" }).click();
    await expect(page.getByText("Review shown again", { exact: true })).toBeVisible();
    expect(db().prepare("SELECT status FROM reviews WHERE id = ?").get(review.id)).toEqual({
      status: "visible",
    });
  });

  test("a quote request shows the contractors it went to and each mail's delivery", async ({
    page,
    context,
    baseURL,
  }) => {
    await asOperator(context, baseURL!);
    const firm = createCompany({ name: `Quote Screen Lines ${tag()}` });
    const requester = `asker-${tag()}@example.com`;
    const description = `Parking Lot Striping project in Austin, TX ${tag()}`;
    const quote = db()
      .prepare(
        "INSERT INTO quote_requests (customer_name, customer_email, customer_phone, project_location, project_description, status) VALUES ('Quinn Asker', ?, '(512) 555-0199', 'Austin, TX', ?, 'forwarded') RETURNING id",
      )
      .get(requester, description) as { id: number };
    db()
      .prepare(
        "INSERT INTO quote_matches (quote_id, company_id, distance_miles, rank, tier) VALUES (?, ?, 3.24, 1, 'premium')",
      )
      .run(quote.id, firm.id);
    const insertMail = db().prepare(
      "INSERT INTO email_outbox (to_address, subject, text_body, status, attempts, last_error, sent_at, quote_id) VALUES (?, ?, 'x', ?, ?, ?, ?, ?)",
    );
    insertMail.run(
      "info@testline.example.com",
      `New quote request: ${description}`,
      "failed",
      8,
      "550 mailbox full",
      null,
      quote.id,
    );
    insertMail.run(
      requester,
      "We received your quote request",
      "sent",
      1,
      null,
      Date.now(),
      quote.id,
    );

    await page.goto("/admin");
    await page.getByRole("link", { name: "See quote requests" }).click();
    const item = page.getByRole("listitem").filter({ hasText: description });
    await expect(item.getByRole("link", { name: firm.name })).toBeVisible();
    await expect(item.getByRole("cell", { name: "3.2 mi" })).toBeVisible();
    await expect(item.getByRole("cell", { name: "Premium" })).toBeVisible();
    await expect(item.getByText("Failed after 8 tries: 550 mailbox full")).toBeVisible();
    await expect(
      item.getByText(`${requester}: “We received your quote request” · Sent`),
    ).toBeVisible();
  });

  test("counts newsletter subscribers and removes one", async ({ page, context, baseURL }) => {
    const operator = await asOperator(context, baseURL!);
    const email = `reader-${tag()}@example.com`;
    const sub = db()
      .prepare(
        "INSERT INTO newsletter_subscribers (email, confirm_token, confirmed_at) VALUES (?, ?, ?) RETURNING id",
      )
      .get(email, `tok-${tag()}-${tag()}-${tag()}`, Date.now()) as { id: number };
    await page.goto("/admin/newsletter");
    await expect(page.getByText(/\d+ confirmed · \d+ waiting for confirmation/)).toBeVisible();
    await expect(page.getByRole("cell", { name: email, exact: true })).toBeVisible();
    await page.getByRole("button", { name: `Remove ${email}` }).click();
    await expect(page.getByText("Subscriber removed", { exact: true })).toBeVisible();
    await expect(page.getByRole("cell", { name: email, exact: true })).toHaveCount(0);
    expect(db().prepare("SELECT 1 FROM newsletter_subscribers WHERE id = ?").get(sub.id)).toBe(
      undefined,
    );
    expect(lastAudit(operator.email)).toMatchObject({
      action: "newsletter.remove",
      target_id: sub.id,
    });
  });
});
