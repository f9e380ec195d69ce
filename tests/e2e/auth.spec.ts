import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createUser, db, expect, signIn, test, waitForMail } from "./fixtures";

test.beforeEach(async ({ page }) => {
  // Wide enough for the desktop navigation, where the account links sit.
  await page.setViewportSize({ width: 1400, height: 900 });
});

const uniqueEmail = (name: string) =>
  `${name}-${crypto.randomBytes(4).toString("hex")}@example.com`;

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function expectSignedIn(page: Page) {
  await expect(nav(page).getByRole("link", { name: "My Account" }).first()).toBeVisible();
  await expect(nav(page).getByRole("button", { name: "Sign Out" }).first()).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Sign In" })).toHaveCount(0);
}

async function expectSignedOut(page: Page) {
  await expect(nav(page).getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Sign Up" }).first()).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "My Account" })).toHaveCount(0);
}

type UserRow = { id: number; first_name: string; is_verified: number; role: string };
const userRow = (email: string) =>
  db().prepare("SELECT * FROM users WHERE email = ?").get(email) as UserRow | undefined;
const sessionCount = (userId: number) =>
  (
    db().prepare("SELECT count(*) n FROM user_sessions WHERE user_id = ?").get(userId) as {
      n: number;
    }
  ).n;

async function fillRegistration(page: Page, v: Record<string, string>) {
  const labels: Record<string, string> = {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    company: "Company Name (optional)",
    phone: "Phone (optional)",
    password: "Password",
    confirmPassword: "Confirm Password",
  };
  for (const [key, value] of Object.entries(v)) {
    await page.getByLabel(labels[key], { exact: true }).fill(value);
  }
}

/** The first link to `path` in a mail's text body. */
const linkIn = (text: string, path: string) => {
  const match = text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`));
  if (!match) throw new Error(`no ${path} link in mail: ${text}`);
  return match[0];
};

test("register, land on /dashboard signed in, then sign out", async ({ page }) => {
  const email = uniqueEmail("new-owner");
  await page.goto("/register");
  await fillRegistration(page, {
    firstName: "Rita",
    lastName: "Lines",
    email: email.toUpperCase(),
    company: "Rita's Striping",
    phone: "(512) 555-0147",
    password: "stripes all day",
    confirmPassword: "stripes all day",
  });
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Account created successfully", { exact: true })).toBeVisible();

  const row = userRow(email);
  expect(row).toMatchObject({ first_name: "Rita", is_verified: 0, role: "business_owner" });
  expect(sessionCount(row!.id)).toBe(1);

  await page.goto("/");
  await expectSignedIn(page);

  // A signed-in visitor does not see the sign-in or sign-up forms.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/register");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/");
  await nav(page).getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page.getByText("Logged Out", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOut(page);
  expect(sessionCount(row!.id)).toBe(0);
});

test("sign in goes back to redirectTo with 'Login successful'", async ({ page, js }) => {
  const user = await createUser();
  await page.goto(`/login?redirectTo=${encodeURIComponent("/browse?state=TX")}`);
  await page.getByLabel("Email").fill(user.email.toUpperCase());
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  if (js) {
    // The pending text, while the answer is held back a moment.
    await page.route("**/login.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
  }
  await page.getByRole("button", { name: "Sign In" }).click();
  if (js) await expect(page.getByRole("button", { name: "Signing In..." })).toBeDisabled();
  await expect(page).toHaveURL(/\/browse\?state=TX$/);
  await expect(page.getByText("Login successful", { exact: true })).toBeVisible();
  await expectSignedIn(page);
  expect(sessionCount(user.id)).toBe(1);
});

test("sign in ignores a redirectTo to another site", async ({ page }) => {
  const user = await createUser();
  await page.goto(`/login?redirectTo=${encodeURIComponent("//evil.example.com/x")}`);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("sign in, sign up and a signed-in visit never leave the site, however redirectTo is spelled", async ({
  page,
}) => {
  // Dot segments turned these into //evil.example after a real sign-in.
  const user = await createUser();
  await page.goto(`/login?redirectTo=${encodeURIComponent("/.//evil.example/x")}`);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/dashboard$/);
  await expect(page.getByText("Login successful", { exact: true })).toBeVisible();

  // Signed in, the sign-in page sends the visitor on, and only to the site.
  await page.goto(`/login?redirectTo=${encodeURIComponent("/foo/..//evil.example/x")}`);
  await expect(page).toHaveURL(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/dashboard$/);

  await page.context().clearCookies();
  const email = uniqueEmail("redirect");
  await page.goto(`/register?redirectTo=${encodeURIComponent("/%2e//evil.example/x")}`);
  await fillRegistration(page, {
    firstName: "Rae",
    lastName: "Direct",
    email,
    password: "long enough pass",
    confirmPassword: "long enough pass",
  });
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/dashboard$/);
  expect(userRow(email)).toBeTruthy();
});

test("a wrong password or unknown e-mail shows the login failure messages", async ({
  page,
  js,
}) => {
  const user = await createUser();
  for (const email of [user.email, uniqueEmail("nobody")]) {
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Login failed. Please try again.");
    await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Invalid email or password. Please try again.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    // The server never sends a password back into the page.
    if (!js) await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  }
  expect(sessionCount(user.id)).toBe(0);
});

test("sign-in form messages and links", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("not-an-email@nowhere");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  const card = page.getByRole("main");
  await expect(card.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
  await expect(card.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/register");
  await expect(card.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(card.getByRole("link", { name: "Browse Companies" })).toHaveAttribute(
    "href",
    "/browse",
  );
});

test("the password show/hide toggle exists only with JavaScript", async ({ page, js }) => {
  await page.goto("/login");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("peekaboo1");
  await expect(password).toHaveAttribute("type", "password");
  const toggle = page.getByRole("button", { name: "Show password" });
  if (!js) {
    await expect(toggle).toHaveCount(0);
    return;
  }
  await toggle.click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
});

test("registration shows each validation message", async ({ page }) => {
  await page.goto("/register");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  await fillRegistration(page, {
    firstName: "Val",
    lastName: "Idation",
    email: "val@nowhere",
    phone: "555-0147",
    password: "short",
    confirmPassword: "different",
  });
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Phone number must have 10 digits")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  await fillRegistration(page, {
    email: uniqueEmail("val"),
    phone: "",
    password: "long enough now",
    confirmPassword: "does not match",
  });
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  expect(db().prepare("SELECT count(*) n FROM users WHERE first_name = 'Val'").get()).toMatchObject(
    { n: 0 },
  );
});

test("registering an e-mail that already has an account says so", async ({ page }) => {
  const existing = await createUser();
  await page.goto("/register");
  await fillRegistration(page, {
    firstName: "Dup",
    lastName: "Licate",
    email: existing.email.toUpperCase(),
    password: "long enough now",
    confirmPassword: "long enough now",
  });
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert")).toHaveText("Registration failed. Please try again.");
  await expect(
    page.getByText("An account with this email already exists. Sign in instead."),
  ).toBeVisible();
  await expect(
    page.getByText("Failed to create account. Please try again.", { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test("reset a forgotten password through the mailed link", async ({ page, browser, baseURL }) => {
  const user = await createUser();
  // Another device that is signed in: the reset must end its session too.
  const other = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await signIn(other, baseURL!, user);
  const otherPage = await other.newPage();
  await otherPage.goto("/");
  await expectSignedIn(otherPage);

  // An unknown address gets the same neutral answer.
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(uniqueEmail("ghost"));
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText(/If an account exists for that email address/)).toBeVisible();

  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText(/If an account exists for that email address/)).toBeVisible();

  const mail = await waitForMail(user.email, "Reset your password");
  const link = linkIn(mail.text, "/reset-password");
  expect(mail.html).toContain("/reset-password?token=");

  await page.goto(link);
  await page.getByLabel("New Password", { exact: true }).fill("brand new stripes");
  await page.getByLabel("Confirm New Password", { exact: true }).fill("brand new striped");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("brand new stripes");
  await page.getByLabel("Confirm New Password", { exact: true }).fill("brand new stripes");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Password updated", { exact: true })).toBeVisible();

  // Every old session has ended.
  expect(sessionCount(user.id)).toBe(0);
  await otherPage.reload();
  await expectSignedOut(otherPage);
  await other.close();

  // The link works once.
  await page.goto(link);
  await expect(page.getByText(/This password reset link is invalid or has expired/)).toBeVisible();

  // The old password no longer works; the new one does.
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Login failed. Please try again.");
  await page.getByLabel("Password", { exact: true }).fill("brand new stripes");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(sessionCount(user.id)).toBe(1);
});

test("verify the e-mail address through the link in the registration mail", async ({ page }) => {
  const email = uniqueEmail("verify-me");
  await page.goto("/register");
  await fillRegistration(page, {
    firstName: "Vera",
    lastName: "Fied",
    email,
    password: "verified stripes",
    confirmPassword: "verified stripes",
  });
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const mail = await waitForMail(email, "Verify your email address");
  expect(mail.text).toContain("Hello Vera,");
  const link = linkIn(mail.text, "/verify-email");
  await page.goto(link);
  // Opening the link changes nothing: the button does.
  expect(userRow(email)?.is_verified).toBe(0);
  await page.getByRole("button", { name: "Verify Email" }).click();
  await expect(
    page.getByText("Your email address has been verified. Thank you!").first(),
  ).toBeVisible();
  expect(userRow(email)?.is_verified).toBe(1);

  await page.goto(link);
  await expect(
    page.getByText("This verification link is invalid or has already been used."),
  ).toBeVisible();
});

test("no serious accessibility violations on the account pages", async ({ page, js }) => {
  test.skip(!js, "axe runs in the page's JavaScript");
  for (const path of [
    "/login",
    "/register",
    "/forgot-password",
    "/reset-password?token=unknown",
    "/verify-email?token=unknown",
  ]) {
    await page.goto(path);
    if (path === "/register") {
      // With the field messages showing, too.
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(page.getByText("First name is required")).toBeVisible();
    }
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(serious.map((v) => `${path}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
  }
});
