/**
 * Listings people can trust (decision 015), with JavaScript on and
 * off: a review is confirmed by its mailed link, reported, answered by the owner; an owner
 * releases a claimed listing and deletes one they added, and visitors' reviews survive.
 */
import crypto from "node:crypto";
import {
  createCompany,
  createUser,
  db,
  expect,
  ownerWithListing,
  signIn,
  test,
  waitForMail,
} from "./fixtures";

function addReview(companyId: number, name = "Rita Reviewer") {
  return (
    db()
      .prepare(
        "INSERT INTO reviews (company_id, customer_name, rating, title, content) VALUES (?, ?, 4, 'Clean lines', 'They restriped our lot overnight.') RETURNING id",
      )
      .get(companyId, name) as { id: number }
  ).id;
}

test.describe("reviews people can trust", () => {
  test("a reviewer confirms by the mailed link and the review shows verified", async ({ page }) => {
    const company = createCompany();
    const email = `rita-${crypto.randomBytes(4).toString("hex")}@example.com`;
    await page.goto(`/companies/${company.slug}/review`);
    await page.getByText("4 stars", { exact: true }).click({ force: true });
    await page.getByLabel("Your Name *").fill("Rita Reviewer");
    await page.getByLabel("Email (optional)").fill(email);
    await page.getByLabel("Review Title *").fill("Crisp lines");
    await page.getByLabel("Your Review *").fill("They restriped our lot overnight.");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Review submitted successfully!").first()).toBeVisible();
    const mail = await waitForMail(email, "Confirm your review");
    expect(mail.text).not.toContain(company.name);
    const link = /(https?:\/\/\S+\/reviews\/confirm\/[\w-]+)/.exec(mail.text)![1];
    await page.goto(new URL(link).pathname);
    await page.getByRole("button", { name: "Confirm My Review" }).click();
    // Post/redirect/get to the listing, with the thanks as a toast (decision 043).
    await expect(page).toHaveURL(new RegExp(`/companies/${company.slug}`));
    await expect(page.getByText("Thank you, your review is verified").first()).toBeVisible();
    const row = db()
      .prepare("SELECT verified_at, confirm_token FROM reviews WHERE company_id = ?")
      .get(company.id) as { verified_at: number | null; confirm_token: string | null };
    expect(row.verified_at).not.toBeNull();
    expect(row.confirm_token).toBeNull();
    await page.goto(`/companies/${company.slug}`);
    await expect(
      page.locator(`#reviews`).getByText("Verified review", { exact: true }),
    ).toBeVisible();
  });

  test("a visitor reports a review; it stays up and the report is recorded", async ({ page }) => {
    const company = createCompany();
    const reviewId = addReview(company.id);
    await page.goto(`/companies/${company.slug}`);
    await page.getByRole("link", { name: "Report review by Rita Reviewer" }).click();
    await expect(page.getByRole("heading", { name: "Report a review" })).toBeVisible();
    await page.getByLabel("Fake or not a real customer").check();
    await page.getByLabel("Note (optional)").fill("Never worked with us.");
    await page.getByRole("button", { name: "Send Report" }).click();
    await expect(page.getByRole("heading", { name: "Report received" })).toBeVisible();
    expect(
      db()
        .prepare("SELECT reason, note, status FROM review_reports WHERE review_id = ?")
        .all(reviewId),
    ).toEqual([{ reason: "fake", note: "Never worked with us.", status: "open" }]);
    await page.goto(`/companies/${company.slug}`);
    await expect(page.getByText("They restriped our lot overnight.")).toBeVisible();
  });

  test("the owner responds to a review, and it shows as the company's response", async ({
    page,
    context,
    baseURL,
  }) => {
    const { owner, company } = await ownerWithListing();
    addReview(company.id);
    db().prepare("UPDATE companies SET total_reviews = 1 WHERE id = ?").run(company.id);
    await signIn(context, baseURL!, owner);
    // From the dashboard to the review on the company page.
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Respond to reviews (1)" }).click();
    await page.getByRole("link", { name: "Respond to Rita Reviewer" }).click();
    await page.getByLabel("Your response").fill("Thank you, Rita. See you next season.");
    await page.getByRole("button", { name: "Publish Response" }).click();
    await expect(page.getByText(`Response from ${company.name}`)).toBeVisible();
    await expect(page.getByText("Thank you, Rita. See you next season.")).toBeVisible();
    // A stranger cannot reach the form.
    const stranger = await createUser();
    await context.clearCookies();
    await signIn(context, baseURL!, stranger);
    const id = (
      db().prepare("SELECT id FROM reviews WHERE company_id = ?").get(company.id) as { id: number }
    ).id;
    const res = await page.goto(`/reviews/${id}/reply`);
    expect(res?.status()).toBe(404);
  });
});

test.describe("owners never destroy visitors' content", () => {
  test("a claimed listing is released, not deleted: original details back, reviews kept", async ({
    page,
    context,
    baseURL,
  }) => {
    const { owner, company } = await ownerWithListing();
    db()
      .prepare(
        "UPDATE companies SET original_details = json_object('phone', '(512) 555-0100'), phone = '(999) 555-0199' WHERE id = ?",
      )
      .run(company.id);
    addReview(company.id);
    await signIn(context, baseURL!, owner);
    await page.goto(`/dashboard/delete/${company.id}`);
    await expect(
      page.getByRole("heading", { name: `Release or unlist ${company.name}?` }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete Listing" })).toHaveCount(0);
    await page.getByRole("button", { name: "Release Listing" }).click();
    await expect(page.getByText("Listing Released", { exact: true })).toBeVisible();
    expect(
      db()
        .prepare("SELECT is_claimed, claimed_by, phone FROM companies WHERE id = ?")
        .get(company.id),
    ).toEqual({ is_claimed: 0, claimed_by: null, phone: "(512) 555-0100" });
    const res = await page.goto(`/companies/${company.slug}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByText("They restriped our lot overnight.")).toBeVisible();
  });

  test("a listing the owner added is deleted out of view and kept for restoring", async ({
    page,
    context,
    baseURL,
  }) => {
    const { owner, company } = await ownerWithListing();
    db().prepare("UPDATE companies SET added_by = ? WHERE id = ?").run(owner.id, company.id);
    await signIn(context, baseURL!, owner);
    await page.goto(`/dashboard/delete/${company.id}`);
    await page.getByRole("button", { name: "Delete Listing" }).click();
    await expect(page.getByText("Company Deleted", { exact: true })).toBeVisible();
    const row = db()
      .prepare("SELECT deleted_at, slug FROM companies WHERE id = ?")
      .get(company.id) as { deleted_at: number | null; slug: string };
    expect(row.deleted_at).not.toBeNull();
    expect(row.slug).toBe(company.slug);
    const res = await page.goto(`/companies/${company.slug}`);
    expect(res?.status()).toBe(404);
  });
});
