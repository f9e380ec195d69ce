import { createCompany, db, expect, signedInOwner, test } from "./fixtures";

/** In both projects: an owner cannot review their own listing. */
test("an owner signed in cannot review their own listing, and is told why", async ({
  page,
  context,
  baseURL,
}) => {
  const company = createCompany();
  await signedInOwner(context, baseURL!, company);
  await page.goto(`/companies/${company.slug}/review`);
  await page.getByText("5 stars", { exact: true }).click({ force: true });
  await page.getByLabel("Your Name *").fill("Olive Owner");
  await page.getByLabel("Review Title *").fill("Best in Austin");
  await page.getByLabel("Your Review *").fill("We are the best crew in town.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(
    page.getByText(
      "You cannot review a listing you own. Reviews are for the business's customers.",
    ),
  ).toBeVisible();
  expect(
    db().prepare("SELECT count(*) FROM reviews WHERE company_id = ?").pluck().get(company.id),
  ).toBe(0);
});
