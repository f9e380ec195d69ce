import crypto from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { createCompany, createUser, db, expect, signIn, test, waitForMail } from "./fixtures";

/**
 * The operator console's screens (issue 15; decision 018), with and without JavaScript: what
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

  test("sets a listing's plan, paid-until date and search priority on its own screen", async ({
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
    await page.getByLabel("Paid until").fill("2027-03-31");
    await page.getByLabel("Search priority").fill("7");
    await page.getByRole("button", { name: "Save plan" }).click();
    await expect(page.getByText("VIP plan saved", { exact: true })).toBeVisible();
    await expect(page.getByText("paid until Mar 31, 2027")).toBeVisible();
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
    await expect(page.getByText(`${operator.email} · plan.activate`)).toBeVisible();
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
});
