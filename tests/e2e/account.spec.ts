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

/** The dashboard's account settings (issue 16 point 9; decision 023), with and without JS. */
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
  await expect(second.getByText("Please log in to access your dashboard.").first()).toBeVisible();
  await other.close();
});

test("an unverified address says so on the account card, with a button that sends a new link", async ({
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
  await status.getByRole("button", { name: "Send the verification e-mail again" }).click();
  await expect(page.getByText("Verification e-mail sent", { exact: true })).toBeVisible();
  await waitForMail(owner.email, "Verify your email address");
});
