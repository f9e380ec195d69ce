import { createCompany, db, expect, test } from "./fixtures";
import type { Locator } from "@playwright/test";

/** React has taken the server's form over: the form element has its fiber. */
async function reactHasTakenOver(form: Locator) {
  await expect
    .poll(() =>
      form
        .locator("form")
        .evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber"))),
    )
    .toBe(true);
}

test.describe("reading reviews", () => {
  test("a card's Reviews shows the list (in place with JavaScript, on the company page without)", async ({
    page,
    js,
  }) => {
    const company = db()
      .prepare(
        "SELECT slug, name, total_reviews n FROM companies WHERE directory='striping' AND total_reviews >= 3 ORDER BY id LIMIT 1",
      )
      .get() as { slug: string; name: string; n: number };
    await page.goto(`/browse?${new URLSearchParams({ search: company.name })}`);
    const card = page.getByRole("article").filter({ hasText: company.name }).first();
    await card.getByRole("link", { name: "Reviews", exact: true }).click();
    if (js) {
      await expect(card.getByText(`Customer Reviews (${company.n})`)).toBeVisible();
      await expect(card.getByRole("link", { name: "Hide Reviews" })).toBeVisible();
      await card.getByRole("link", { name: "Hide Reviews" }).click();
      await expect(card.getByText(`Customer Reviews (${company.n})`)).toBeHidden();
    } else {
      await expect(page).toHaveURL(new RegExp(`/companies/${company.slug}#reviews$`));
      await expect(page.getByText(`Customer Reviews (${company.n})`)).toBeVisible();
    }
  });

  test("a company without reviews says so", async ({ page }) => {
    const company = createCompany();
    await page.goto(`/companies/${company.slug}`);
    await expect(page.locator("#reviews").getByText("No reviews yet")).toBeVisible();
    await expect(page.getByText("Be the first to review this company!")).toBeVisible();
    await expect(
      page.getByRole("heading", { name: `Write a Review for ${company.name}` }),
    ).toBeVisible();
  });
});

test.describe("writing a review", () => {
  test("shows each validation message and stores nothing", async ({ page }) => {
    const company = createCompany();
    await page.goto(`/companies/${company.slug}/review`);
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByRole("alert")).toContainText("Please provide a rating");
    await expect(page.getByRole("alert")).toContainText("Rating is required to submit a review.");

    await page.getByText("4 stars", { exact: true }).click({ force: true });
    await page.getByLabel("Your Name *").fill("   ");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByRole("alert")).toContainText("Please fill in all required fields");
    await expect(page.getByRole("alert")).toContainText(
      "Name, title, and review content are required.",
    );

    const count = db()
      .prepare("SELECT count(*) n FROM reviews WHERE company_id = ?")
      .get(company.id) as { n: number };
    expect(count.n).toBe(0);
  });

  test("the star input lights every star up to the choice, and none is chosen at first", async ({
    page,
  }) => {
    const company = createCompany();
    await page.goto(`/companies/${company.slug}/review`);
    const radios = page.locator('input[name="rating"]');
    await expect(radios.and(page.locator(":checked"))).toHaveAttribute("value", "");
    await page.getByText("4 stars", { exact: true }).click({ force: true });
    const lit = async (n: number) =>
      page
        .locator(`label[title="${n} star${n > 1 ? "s" : ""}"]`)
        .evaluate((el) => getComputedStyle(el).color);
    const yellow = await lit(4);
    for (const n of [1, 2, 3]) expect(await lit(n)).toBe(yellow);
    expect(await lit(5)).not.toBe(yellow);
  });

  test("on the company page: the new review and the new average show", async ({ page }) => {
    const company = createCompany();
    await page.goto(`/companies/${company.slug}`);
    const form = page.locator("#write-review");
    await form.getByText("4 stars", { exact: true }).click({ force: true });
    await form.getByLabel("Your Name *").fill("Jordan Miles");
    await form.getByLabel("Email (optional)").fill("jordan@example.com");
    await form.getByLabel("Review Title *").fill("Crisp lines <b>fast</b>");
    await form.getByLabel("Your Review *").fill("They restriped 120 stalls overnight.");
    await form.getByLabel("Project Type (optional)").selectOption("parking-lot");
    await form.getByLabel("Project Size (optional)").selectOption("small");
    await form.getByRole("button", { name: "Submit Review" }).click();

    await expect(page.getByText("Review submitted successfully!", { exact: true })).toBeVisible();
    await expect(page.getByText("Thank you for your feedback.", { exact: true })).toBeVisible();
    const reviews = page.locator("#reviews");
    await expect(reviews.getByText("Customer Reviews (1)")).toBeVisible();
    await expect(reviews.getByText("Crisp lines <b>fast</b>")).toBeVisible();
    await expect(reviews.getByText("Parking Lot Striping")).toBeVisible();
    await expect(page.getByText("4.0 (1 review)").first()).toBeVisible();

    const row = db()
      .prepare("SELECT average_rating a, total_reviews n FROM companies WHERE id = ?")
      .get(company.id) as { a: number; n: number };
    expect(row).toEqual({ a: 4, n: 1 });
    const review = db()
      .prepare("SELECT customer_email e, is_verified v FROM reviews WHERE company_id = ?")
      .get(company.id) as { e: string; v: number };
    expect(review).toEqual({ e: "jordan@example.com", v: 0 });
  });

  test("what is typed before the form's code has come stays, and the form then sends in place", async ({
    page,
    js,
  }) => {
    test.skip(!js, "the form's code loading after the page is a JavaScript matter");
    const company = createCompany();
    // Hold the form's code (decision 053) until the visitor has typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/review-form-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/companies/${company.slug}`);
    const form = page.locator("#write-review");
    await form.getByLabel("Your Name *").fill("Early Typist");
    await form.getByLabel("Review Title *").fill("Typed before the script");
    release();
    await reactHasTakenOver(form);
    await expect(form.getByLabel("Your Name *")).toHaveValue("Early Typist");
    await expect(form.getByLabel("Review Title *")).toHaveValue("Typed before the script");
    await form.getByText("5 stars", { exact: true }).click({ force: true });
    await form.getByLabel("Your Review *").fill("The form kept what I typed while it loaded.");
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Review submitted successfully!", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/companies/${company.slug}$`));
    const review = db()
      .prepare("SELECT customer_name n, title t FROM reviews WHERE company_id = ?")
      .get(company.id) as { n: string; t: string };
    expect(review).toEqual({ n: "Early Typist", t: "Typed before the script" });
  });

  test("on a phone the form's code is fetched when the visitor comes near the form, not with the page", async ({
    page,
    js,
  }) => {
    test.skip(!js, "when the form's code loads is a JavaScript matter");
    const company = createCompany();
    await page.setViewportSize({ width: 390, height: 700 });
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/(review-form|forms)-[^/]+\.js$/.test(request.url()))
        fetched.push(request.url());
    });
    await page.goto(`/companies/${company.slug}`, { waitUntil: "networkidle" });
    expect(fetched).toEqual([]);
    const form = page.locator("#write-review");
    await form.scrollIntoViewIfNeeded();
    await reactHasTakenOver(form);
    expect(fetched.length).toBeGreaterThan(0);
  });

  test("from a card: Write Review opens the form (in place with JavaScript) and the card updates", async ({
    page,
    js,
  }) => {
    const company = createCompany({ name: `Cardflow Striping ${Date.now()}` });
    await page.goto(`/browse?${new URLSearchParams({ search: company.name })}`);
    const card = page.getByRole("article").filter({ hasText: company.name });
    await card.getByRole("link", { name: "Write Review" }).click();
    const scope = js ? card : page;
    if (js) await expect(card.getByRole("link", { name: "Cancel Review" })).toBeVisible();
    else await expect(page).toHaveURL(new RegExp(`/companies/${company.slug}/review$`));
    await scope.getByText("5 stars", { exact: true }).click({ force: true });
    await scope.getByLabel("Your Name *").fill("Sam Ortiz");
    await scope.getByLabel("Review Title *").fill("Excellent crew");
    await scope.getByLabel("Your Review *").fill("On time and tidy.");
    await scope.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Review submitted successfully!", { exact: true })).toBeVisible();
    if (js) {
      // The form closes and the card shows the new average without leaving the page.
      await expect(card.getByRole("link", { name: "Write Review" })).toBeVisible();
      await expect(card.getByText("5.0 (1 review)")).toBeVisible();
      await expect(page).toHaveURL(/\/browse\?/);
    } else {
      await expect(page).toHaveURL(new RegExp(`/companies/${company.slug}#reviews$`));
      await expect(page.getByText("Excellent crew")).toBeVisible();
    }
  });

  test("a filled honeypot stores nothing", async ({ page, js }) => {
    test.skip(js, "the honeypot is the same field with or without JavaScript");
    const company = createCompany();
    await page.goto(`/companies/${company.slug}/review`);
    await page
      .locator('input[name="contactWebsite"]')
      .evaluate((el: HTMLInputElement) => (el.value = "spam"));
    await page.getByText("3 stars", { exact: true }).click({ force: true });
    await page.getByLabel("Your Name *").fill("Bot");
    await page.getByLabel("Review Title *").fill("Buy now");
    await page.getByLabel("Your Review *").fill("Spam");
    await page.getByRole("button", { name: "Submit Review" }).click();
    // The bot is told what a visitor is told, so it learns nothing (decision 004).
    await expect(page.getByText("Review submitted successfully!", { exact: true })).toBeVisible();
    const count = db()
      .prepare("SELECT count(*) n FROM reviews WHERE company_id = ?")
      .get(company.id) as { n: number };
    expect(count.n).toBe(0);
  });
});
