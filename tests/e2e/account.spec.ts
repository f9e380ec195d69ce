import crypto from "node:crypto";
import {
  claimFor,
  createCompany,
  createUser,
  db,
  expect,
  signIn,
  test,
  waitForMail,
} from "./fixtures";

/** The dashboard's account settings (decision 023), with and without JS. */
test("an owner edits their name and changes their e-mail through the mailed link", async ({
  page,
  context,
  baseURL,
}) => {
  const owner = await createUser({ firstName: "Avery" });
  await signIn(context, baseURL!, owner);
  await page.goto("/dashboard");

  await page.getByText("Edit Name", { exact: true }).click();
  await page.getByLabel("First name").fill("Jordan");
  await page.getByLabel("Last name").fill("Lane");
  await page.getByRole("button", { name: "Save Name" }).click();
  await expect(page.getByText("Name Updated", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome back, Jordan!" })).toBeVisible();

  const next = `moved-${crypto.randomBytes(4).toString("hex")}@example.com`;
  await page.getByText("Change Email", { exact: true }).click();
  await page.getByLabel("New email").fill(next);
  await page.getByLabel("Current password").fill("not my password");
  await page.getByRole("button", { name: "Send Confirmation Link" }).click();
  await expect(page.getByText("The password is not correct.")).toBeVisible();
  await page.getByLabel("New email").fill(next);
  await page.getByLabel("Current password").fill(owner.password);
  await page.getByRole("button", { name: "Send Confirmation Link" }).click();
  await expect(page.getByText("Confirm Your New Email", { exact: true })).toBeVisible();
  // Nothing changes before the link is followed.
  await expect(page.getByText(`New address waiting for confirmation: ${next}.`)).toBeVisible();
  expect(db().prepare("SELECT email FROM users WHERE id = ?").pluck().get(owner.id)).toBe(
    owner.email,
  );

  const mail = await waitForMail(next, "Confirm your new email address");
  const link = /http\S+\/confirm-email\?token=\S+/.exec(mail.text)![0];
  await page.goto(link);
  await expect(page.getByText(next)).toBeVisible();
  await page.getByRole("button", { name: "Confirm New Email" }).click();
  await expect(page.getByText("Email Changed", { exact: true })).toBeVisible();
  await expect(page.getByText(next).first()).toBeVisible();
  expect(db().prepare("SELECT email FROM users WHERE id = ?").pluck().get(owner.id)).toBe(next);
  await waitForMail(owner.email, "Your email address was changed");
  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("has already been used");
});

test("Delete Account asks for the password, ends every session, releases listings and keeps reviews", async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  const owner = await createUser();
  const company = createCompany({ name: `Leaving Lines ${Date.now()}` });
  claimFor(company.id, owner.id);
  db()
    .prepare(
      "INSERT INTO reviews (company_id, customer_name, rating, title, content) VALUES (?, 'Pat', 5, 'Great', 'Great lines')",
    )
    .run(company.id);
  await signIn(context, baseURL!, owner);
  // A second device, signed in too.
  const other = await browser.newContext({ baseURL });
  await signIn(other, baseURL!, owner);

  await page.goto("/dashboard");
  await page.getByText("Delete Account", { exact: true }).click();
  await page.getByLabel("Password", { exact: true }).fill("wrong password");
  await page.getByRole("button", { name: "Delete My Account" }).click();
  await expect(page.getByText("The password is not correct.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Delete My Account" }).click();
  await expect(page.getByText("Account Deleted", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);

  expect(db().prepare("SELECT count(*) FROM users WHERE id = ?").pluck().get(owner.id)).toBe(0);
  expect(
    db().prepare("SELECT count(*) FROM user_sessions WHERE user_id = ?").pluck().get(owner.id),
  ).toBe(0);
  expect(
    db().prepare("SELECT is_claimed, claimed_by FROM companies WHERE id = ?").get(company.id),
  ).toEqual({
    is_claimed: 0,
    claimed_by: null,
  });
  expect(
    db().prepare("SELECT count(*) FROM reviews WHERE company_id = ?").pluck().get(company.id),
  ).toBe(1);
  const second = await other.newPage();
  await second.goto("/dashboard");
  // Signed out: the notice, or (without JavaScript, after its one-second refresh on a busy
  // machine) already the sign-in page it leads to.
  await expect(
    second
      .getByText("Please log in to access your dashboard.")
      .or(second.getByRole("heading", { name: "Sign In" }))
      .first(),
  ).toBeVisible();
  await other.close();
});

test("an unverified address says so on the account card, and the notice above sends a new link", async ({
  page,
  context,
  baseURL,
}) => {
  const owner = await createUser({ verified: false });
  await signIn(context, baseURL!, owner);
  await page.goto("/dashboard");
  const status = page.getByRole("region", { name: "Account Status" });
  await expect(status.getByText("Not verified", { exact: true })).toBeVisible();
  await expect(status.getByText("Verified", { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByText("Verification e-mail sent", { exact: true })).toBeVisible();
  await waitForMail(owner.email, "Verify your email address");
});

/** Decision 041: someone who knew the password cannot keep the account. */
test.describe("a change of e-mail by someone who knew the password", () => {
  const linkIn = (text: string, path: string) =>
    new RegExp(`http\\S+${path}\\?token=[\\w-]+`).exec(text)![0];

  /** The thief, signed in elsewhere, asks to move the account to their own address. */
  async function thiefChangesEmail(
    browser: import("@playwright/test").Browser,
    baseURL: string,
    owner: { id: number; password: string },
  ) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await signIn(context, baseURL, owner);
    const page = await context.newPage();
    await page.goto("/dashboard");
    const thief = `thief-${crypto.randomBytes(4).toString("hex")}@example.net`;
    await page.getByText("Change Email", { exact: true }).click();
    await page.getByLabel("New email").fill(thief);
    await page.getByLabel("Current password").fill(owner.password);
    await page.getByRole("button", { name: "Send Confirmation Link" }).click();
    await expect(page.getByText("Confirm Your New Email", { exact: true })).toBeVisible();
    const mail = await waitForMail(thief, "Confirm your new email address");
    return { context, page, thief, link: linkIn(mail.text, "/confirm-email") };
  }

  const emailOf = (id: number) =>
    db().prepare("SELECT email FROM users WHERE id = ?").pluck().get(id);

  test("does not survive the owner's password reset", async ({ page, browser, baseURL }) => {
    const owner = await createUser();
    const thief = await thiefChangesEmail(browser, baseURL!, owner);

    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(owner.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    const reset = await waitForMail(owner.email, "Reset your password");
    await page.goto(linkIn(reset.text, "/reset-password"));
    await page.getByLabel("New Password", { exact: true }).fill("owner's brand new one");
    await page.getByLabel("Confirm New Password", { exact: true }).fill("owner's brand new one");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Password updated", { exact: true })).toBeVisible();

    await thief.page.goto(thief.link);
    await expect(thief.page.getByRole("alert")).toContainText("has already been used");
    await expect(thief.page.getByRole("button", { name: "Confirm New Email" })).toHaveCount(0);
    expect(emailOf(owner.id)).toBe(owner.email);
    await thief.context.close();
  });

  test("can be undone from the old address: its address back, a new password, everyone signed out", async ({
    page,
    browser,
    baseURL,
  }) => {
    const owner = await createUser();
    const thief = await thiefChangesEmail(browser, baseURL!, owner);
    await thief.page.goto(thief.link);
    await thief.page.getByRole("button", { name: "Confirm New Email" }).click();
    await expect(thief.page.getByText("Email Changed", { exact: true })).toBeVisible();
    expect(emailOf(owner.id)).toBe(thief.thief);

    const notice = await waitForMail(owner.email, "Your email address was changed");
    expect(notice.text).toContain(thief.thief);
    await page.goto(linkIn(notice.text, "/undo-email-change"));
    await expect(page.getByRole("heading", { name: "Undo Email Change" })).toBeVisible();
    await expect(page.getByText(owner.email)).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill("mine again, for good");
    await page.getByLabel("Confirm New Password", { exact: true }).fill("mine again, for good");
    await page.getByRole("button", { name: "Restore My Email" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Email restored", { exact: true })).toBeVisible();
    expect(emailOf(owner.id)).toBe(owner.email);
    await waitForMail(owner.email, "Your email address was restored");

    // The thief's session has ended, and the password the thief knew is gone.
    await thief.page.goto("/dashboard");
    await expect(thief.page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
    await thief.context.close();

    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill("mine again, for good");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
