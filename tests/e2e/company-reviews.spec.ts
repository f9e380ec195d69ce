import { createCompany, db, expect, test } from "./fixtures";

/**
 * A company's reviews are part of its page: no inner scroll box, 10 a page,
 * and the other pages are plain links (`?reviewsPage=N`), so they work without JavaScript.
 */
function withReviews(n: number) {
  const company = createCompany();
  const d = db();
  const insert = d.prepare(
    "INSERT INTO reviews (company_id, customer_name, rating, title, content, created_at) VALUES (?, ?, 4, ?, 'Good work.', ?)",
  );
  const start = Date.UTC(2026, 0, 1);
  d.transaction(() => {
    // Review 1 is the oldest, review n the newest.
    for (let i = 1; i <= n; i++) {
      insert.run(company.id, `Reviewer ${i}`, `Review number ${i}`, start + i * 86_400_000);
    }
    d.prepare("UPDATE companies SET total_reviews = ?, average_rating = 4 WHERE id = ?").run(
      n,
      company.id,
    );
  }).immediate();
  return company;
}

test("reviews are in the page, 10 a page, with links to the older ones", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const company = withReviews(23);
  await page.goto(`/companies/${company.slug}`);
  const list = page.getByRole("list", { name: "Customer reviews" });
  await expect(page.getByText("Customer Reviews (23)")).toBeVisible();
  const items = list.getByRole("listitem");
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText("Review number 23");
  await expect(items.last()).toContainText("Review number 14");
  // Not a box of its own: the list is as tall as its reviews, so the page scrolls, not the list.
  const box = await list.evaluate((el) => ({
    overflow: getComputedStyle(el).overflowY,
    clipped: el.scrollHeight > el.clientHeight + 1,
  }));
  expect(box).toEqual({ overflow: "visible", clipped: false });
  await items.last().scrollIntoViewIfNeeded();
  await expect(items.last()).toBeInViewport();

  const pages = page.getByRole("navigation", { name: "Review pages" });
  await expect(pages.getByText("Page 1 of 3")).toBeVisible();
  await expect(pages.getByRole("link", { name: "Newer reviews" })).toHaveCount(0);
  await pages.getByRole("link", { name: "Older reviews" }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${company.slug}\\?reviewsPage=2#reviews$`));
  await expect(items.first()).toContainText("Review number 13");
  await expect(items).toHaveCount(10);
  await expect(pages.getByText("Page 2 of 3")).toBeVisible();
  await pages.getByRole("link", { name: "Older reviews" }).click();
  await expect(items).toHaveCount(3);
  await expect(items.last()).toContainText("Review number 1");
  await expect(pages.getByRole("link", { name: "Older reviews" })).toHaveCount(0);
  await pages.getByRole("link", { name: "Newer reviews" }).click();
  await expect(pages.getByText("Page 2 of 3")).toBeVisible();

  // A page past the last shows the last; nonsense shows the first.
  await page.goto(`/companies/${company.slug}?reviewsPage=99`);
  await expect(pages.getByText("Page 3 of 3")).toBeVisible();
  await page.goto(`/companies/${company.slug}?reviewsPage=abc`);
  await expect(pages.getByText("Page 1 of 3")).toBeVisible();
});

test("ten reviews or fewer need no page links", async ({ page }) => {
  const company = withReviews(4);
  await page.goto(`/companies/${company.slug}`);
  await expect(
    page.getByRole("list", { name: "Customer reviews" }).getByRole("listitem"),
  ).toHaveCount(4);
  await expect(page.getByRole("navigation", { name: "Review pages" })).toHaveCount(0);
});
