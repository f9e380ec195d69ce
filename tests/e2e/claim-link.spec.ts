import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { createCompany, createUser, db, expect, test, waitForMail } from "./fixtures";

/**
 * A claim link (an invitation's, a company page's "Claim this listing") keeps the listing
 * through sign-in and registration and comes back to claiming it; a new account is told at the
 * top of the page that its e-mail must be verified first, with a button that sends the link again.
 */

async function register(page: Page, email: string) {
  const fields: [string, string][] = [
    ["First Name", "Nia"],
    ["Last Name", "Lines"],
    ["Email", email],
    ["Password", "stripes all day"],
    ["Confirm Password", "stripes all day"],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Create Account" }).click();
}

const newEmail = () => `claim-link-${crypto.randomBytes(4).toString("hex")}@example.com`;

test("an unclaimed company page offers the claim; sign-in comes back to claiming that listing", async ({
  page,
}) => {
  const company = createCompany();
  const user = await createUser();
  await page.goto(`/companies/${company.slug}`);
  await expect(page.getByText("Is this your business? Claim this listing")).toBeVisible();
  await page.getByRole("link", { name: "Claim this listing" }).click();
  await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
  // The script's redirect, or without JavaScript the meta refresh: the sign-in page keeps the
  // listing to claim.
  const back = encodeURIComponent(`/add-company?claim=${company.id}`);
  await expect(page).toHaveURL(`/login?redirectTo=${back}`, { timeout: 8000 });
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
  await expect(
    page.getByText(`Claiming ${company.name} (${company.location}, ${company.state})`),
  ).toBeVisible();
});

test("signed out, the claim link's sign-in and registration both keep the listing", async ({
  page,
}) => {
  const company = createCompany();
  await page.goto(`/add-company?claim=${company.id}`);
  const back = encodeURIComponent(`/add-company?claim=${company.id}`);
  await expect(page.getByRole("link", { name: "Create Account" })).toHaveAttribute(
    "href",
    `/register?redirectTo=${back}`,
  );
  await expect(page).toHaveURL(`/login?redirectTo=${back}`, { timeout: 8000 });
});

test("registering from a claim link comes back to claiming that listing, told to verify first", async ({
  page,
}) => {
  const company = createCompany();
  const email = newEmail();
  await page.goto(`/register?redirectTo=${encodeURIComponent(`/add-company?claim=${company.id}`)}`);
  await register(page, email);
  await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
  await expect(page.getByText(`Claiming ${company.name}`)).toBeVisible();
  await expect(page.getByText("Verify your e-mail address first.")).toBeVisible();

  // The address verified, the same browser takes the claim up again.
  const mail = await waitForMail(email, "Verify your email address");
  const link = mail.text.match(/https?:\/\/\S+\/verify-email\?token=[\w-]+/)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(page.getByRole("heading", { name: "Email Verified" })).toBeVisible();
  await page.getByRole("link", { name: "Continue claiming your listing" }).click();
  await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
  await expect(page.getByText(`Claiming ${company.name}`)).toBeVisible();
  await expect(page.getByText("Verify your e-mail address first.")).toHaveCount(0);
});

test("after registering, the dashboard says at the top to verify the e-mail, and sends the link again", async ({
  page,
}) => {
  const email = newEmail();
  await page.goto("/register");
  await register(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const notice = page.getByRole("status").filter({ hasText: "Verify your e-mail address first." });
  await expect(notice).toContainText(
    "You can add or claim a listing once your e-mail address is verified",
  );
  // At the top: before the page's heading.
  const noticeTop = (await notice.boundingBox())!.y;
  const headingTop = (await page.getByRole("heading", { level: 1 }).boundingBox())!.y;
  expect(noticeTop).toBeLessThan(headingTop);
  const before = db()
    .prepare("SELECT count(*) FROM email_outbox WHERE to_address = ?")
    .pluck()
    .get(email) as number;
  await notice.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByText("Verification e-mail sent", { exact: true })).toBeVisible();
  await waitForMail(email, "Verify your email address");
  expect(
    db().prepare("SELECT count(*) FROM email_outbox WHERE to_address = ?").pluck().get(email),
  ).toBe(before + 1);
});
