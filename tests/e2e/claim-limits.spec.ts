import crypto from "node:crypto";
import {
  claimThroughWizard,
  createCompany,
  createUser,
  db,
  expect,
  signedInUser,
  test,
} from "./fixtures";

/**
 * Decision 040, in both projects: a listing that had its day's claim codes
 * is not mailed again and the claimant reads what happens next; the wrong code that reaches the
 * listing's limit ends guessing.
 */

/** Earlier claims on the listing today, by other accounts: codes mailed and wrong codes tried. */
async function earlierClaims(companyId: number, claims: { attempts: number }[]) {
  for (const { attempts } of claims) {
    const other = await createUser();
    db()
      .prepare(
        `INSERT INTO company_claims (company_id, user_id, email, status, code_hash, attempts, expires_at, decided_at, created_at)
         VALUES (?, ?, ?, 'cancelled', NULL, ?, ?, ?, ?)`,
      )
      .run(
        companyId,
        other.id,
        other.email,
        attempts,
        Date.now() + 1_800_000,
        Date.now(),
        Date.now(),
      );
  }
}

const codeMails = (name: string) =>
  db()
    .prepare("SELECT count(*) FROM email_outbox WHERE subject LIKE ?")
    .pluck()
    .get(`Your code to claim "${name}"%`) as number;

const claimRow = (companyId: number, userId: number) =>
  db()
    .prepare(
      "SELECT status, review_reason FROM company_claims WHERE company_id = ? AND user_id = ? ORDER BY id DESC",
    )
    .get(companyId, userId);

test("a listing that had 3 codes today is not mailed a fourth: the claim waits for review and says so", async ({
  page,
  context,
  baseURL,
  js,
}) => {
  const user = await signedInUser(context, baseURL!);
  const company = createCompany({ name: `Guarded Lines ${crypto.randomBytes(3).toString("hex")}` });
  await earlierClaims(company.id, [{ attempts: 0 }, { attempts: 1 }, { attempts: 0 }]);
  await claimThroughWizard(page, js, company.name);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText("Claim Received", { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText(/Too many claim codes have been asked for this listing/).first(),
  ).toBeVisible();
  await expect(
    page.getByText(/Our team will review your claim and e-mail you when it is decided/).first(),
  ).toBeVisible();
  expect(codeMails(company.name)).toBe(0);
  expect(claimRow(company.id, user.id)).toEqual({ status: "review", review_reason: "limit" });
  expect(db().prepare("SELECT is_claimed FROM companies WHERE id = ?").get(company.id)).toEqual({
    is_claimed: 0,
  });
});

test("the wrong code that reaches the listing's 10 wrong codes today ends guessing", async ({
  page,
  context,
  baseURL,
  js,
}) => {
  const user = await signedInUser(context, baseURL!);
  const company = createCompany({ name: `Guarded Lines ${crypto.randomBytes(3).toString("hex")}` });
  await earlierClaims(company.id, [{ attempts: 5 }, { attempts: 4 }]);
  await claimThroughWizard(page, js, company.name);
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  expect(codeMails(company.name)).toBe(1);
  const code = db()
    .prepare("SELECT subject FROM email_outbox WHERE subject LIKE ? ORDER BY id DESC")
    .pluck()
    .get(`Your code to claim "${company.name}"%`) as string;
  const right = /(\d{6})$/.exec(code)![1];
  const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
  await page.getByLabel("Code").fill(wrong);
  await page.getByRole("button", { name: "Verify and Claim" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText("Claim Received", { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText(/Too many wrong codes have been entered for this listing/).first(),
  ).toBeVisible();
  expect(claimRow(company.id, user.id)).toEqual({ status: "review", review_reason: "limit" });
  // The code step is gone: the right code can no longer be entered.
  await page.goto("/add-company?step=verify");
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toHaveCount(0);
  expect(db().prepare("SELECT is_claimed FROM companies WHERE id = ?").get(company.id)).toEqual({
    is_claimed: 0,
  });
});
