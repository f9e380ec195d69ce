/**
 * The marks on a listing mean what they say (decision 015), with
 * JavaScript on and off: one review per e-mail with the form empty after a success, the owner's
 * response edited and removed, and paid placement labelled Sponsored wherever it ranks first.
 */
import crypto from "node:crypto";
import {
  claimThroughWizard,
  createCompany,
  db,
  expect,
  ownerWithListing,
  signedInUser,
  signIn,
  test,
} from "./fixtures";

function activatePaidPlan(companyId: number, tier: "premium" | "vip" = "premium") {
  db()
    .prepare(
      "UPDATE companies SET subscription_tier = ?, tier_rank = ?, plan_status = 'active' WHERE id = ?",
    )
    .run(tier, tier === "vip" ? 2 : 1, companyId);
}

test.describe("one review per person", () => {
  test("the form is empty after a success, and a second review from the same e-mail is refused", async ({
    page,
  }) => {
    const company = createCompany();
    const email = `once-${crypto.randomBytes(4).toString("hex")}@example.com`;
    const write = async (title: string) => {
      await page.getByText("5 stars", { exact: true }).click({ force: true });
      await page.getByLabel("Your Name *").fill("Casey Once");
      await page.getByLabel("Email (optional)").fill(email);
      await page.getByLabel("Review Title *").fill(title);
      await page.getByLabel("Your Review *").fill("Straight lines and a clean site afterwards.");
      await page.getByRole("button", { name: "Submit Review" }).click();
    };
    await page.goto(`/companies/${company.slug}/review`);
    await write("First visit");
    await expect(page.getByText("Review submitted successfully!").first()).toBeVisible();
    await expect(page.getByLabel("Your Name *")).toHaveValue("");
    await expect(page.getByLabel("Review Title *")).toHaveValue("");

    await page.goto(`/companies/${company.slug}/review`);
    await write("Second visit");
    await expect(
      page.getByText("You have already reviewed this company with this e-mail address.").first(),
    ).toBeVisible();
    const rows = db().prepare("SELECT title FROM reviews WHERE company_id = ?").all(company.id) as {
      title: string;
    }[];
    expect(rows).toEqual([{ title: "First visit" }]);
  });
});

test.describe("claims are proven first", () => {
  test("a listing without an e-mail on file waits for our team, unchanged", async ({
    page,
    context,
    baseURL,
    js,
  }) => {
    const user = await signedInUser(context, baseURL!);
    const company = createCompany({
      name: `Noaddress Lines ${crypto.randomBytes(3).toString("hex")}`,
    });
    db().prepare("UPDATE companies SET email = NULL WHERE id = ?").run(company.id);
    await claimThroughWizard(page, js, company.name);
    await expect(page.getByText("Claim Received", { exact: true }).first()).toBeVisible();
    // The toast is also announced in a live region: the visible one is the first.
    await expect(page.getByText(/our team will review your claim/).first()).toBeVisible();
    expect(
      db().prepare("SELECT is_claimed, claimed_by FROM companies WHERE id = ?").get(company.id),
    ).toEqual({ is_claimed: 0, claimed_by: null });
    expect(
      db()
        .prepare("SELECT status FROM company_claims WHERE company_id = ? AND user_id = ?")
        .all(company.id, user.id),
    ).toEqual([{ status: "review" }]);
  });
});

test.describe("the owner's response", () => {
  test("is published, edited and removed from the review's reply page", async ({
    page,
    context,
    baseURL,
  }) => {
    const { owner, company } = await ownerWithListing();
    const reviewId = (
      db()
        .prepare(
          "INSERT INTO reviews (company_id, customer_name, rating, title, content) VALUES (?, 'Pat Buyer', 3, 'Fine', 'One line was crooked.') RETURNING id",
        )
        .get(company.id) as { id: number }
    ).id;
    await signIn(context, baseURL!, owner);

    await page.goto(`/reviews/${reviewId}/reply`);
    await page.getByLabel("Your response").fill("We came back and fixed it the next day.");
    await page.getByRole("button", { name: "Publish Response" }).click();
    // The reply page names 'Response from …' too: wait for the company page the save leads to.
    await page.waitForURL(new RegExp(`/companies/${company.slug}`));
    await expect(page.getByText(`Response from ${company.name}`)).toBeVisible();

    await page.goto(`/reviews/${reviewId}/reply`);
    await expect(page.getByLabel("Your response")).toHaveValue(
      "We came back and fixed it the next day.",
    );
    await page.getByLabel("Your response").fill("Fixed the next day, at no charge.");
    await page.getByRole("button", { name: "Update Response" }).click();
    await expect(page.getByText("Fixed the next day, at no charge.")).toBeVisible();
    await expect(page.getByText("We came back and fixed it the next day.")).toHaveCount(0);

    await page.goto(`/reviews/${reviewId}/reply`);
    await page.getByRole("button", { name: "Remove Response" }).click();
    await expect(page.getByText(`Response from ${company.name}`)).toHaveCount(0);
    const row = db().prepare("SELECT owner_reply FROM reviews WHERE id = ?").get(reviewId) as {
      owner_reply: string | null;
    };
    expect(row.owner_reply).toBeNull();
    // The review itself is the visitor's and stays.
    await page.goto(`/companies/${company.slug}`);
    await expect(page.getByText("One line was crooked.")).toBeVisible();
  });
});

test.describe("paid placement is labelled", () => {
  test("a listing on an active paid plan says Sponsored on browse and on its state's page", async ({
    page,
  }) => {
    const paid = createCompany({ name: `Sponsorline ${crypto.randomBytes(3).toString("hex")}` });
    activatePaidPlan(paid.id, "vip");
    const standard = createCompany({ name: `${paid.name} Basic` });

    await page.goto(`/browse?search=${encodeURIComponent(paid.name)}`);
    const paidCard = page.locator("article").filter({ hasText: paid.name }).first();
    await expect(paidCard.getByText("Sponsored", { exact: true })).toBeVisible();
    const standardCard = page.locator("article").filter({ hasText: standard.name });
    await expect(standardCard.getByText("Sponsored", { exact: true })).toHaveCount(0);
    // Recommended puts it first because of the plan, which is why it is labelled.
    await expect(page.locator("article").first()).toContainText(paid.name);

    // A state page ranks paid plans first: its first card is labelled.
    await page.goto("/striping-companies/texas");
    await expect(
      page.locator("article").first().getByText("Sponsored", { exact: true }),
    ).toBeVisible();
  });

  test("quick-search suggestions label a paid listing Sponsored", async ({ page, js }) => {
    test.skip(!js, "the suggestions are a script's; without it the box submits to browse");
    const paid = createCompany({ name: `Quickpaid ${crypto.randomBytes(3).toString("hex")}` });
    activatePaidPlan(paid.id);
    await page.goto("/");
    const box = page
      .getByRole("combobox", { name: "Quick search" })
      .or(page.getByLabel("Quick search"));
    await box.fill(paid.name);
    const suggestion = page.locator(`a[href="/companies/${paid.slug}"]`);
    await expect(suggestion).toBeVisible();
    await expect(suggestion.getByText("Sponsored", { exact: true })).toBeVisible();
  });
});
