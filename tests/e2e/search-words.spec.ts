import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Search words on a phone (decision 044), with JavaScript on and off:
 * a company's name is searched as a name with the place one click away, and after a search the
 * count line and the first result are on screen.
 */
test.use({ viewport: { width: 390, height: 844 } });

const topOf = async (locator: Locator) => (await locator.boundingBox())?.y ?? Infinity;

test("'Keystone' finds the Keystone companies, and Keystone, FL is one click away", async ({
  page,
}) => {
  await page.goto("/browse?search=Keystone");
  const results = page.locator("#results");
  await expect(results.getByRole("heading", { name: /Keystone/ }).first()).toBeVisible();
  await expect(results.getByText(/within 50 miles of Keystone, FL/)).toHaveCount(0);

  await page.getByRole("link", { name: "Search near Keystone, FL instead" }).click();
  await expect(page.getByText(/companies? within 50 miles of Keystone, FL/)).toBeVisible();
  await page.getByRole("link", { name: "Search for 'Keystone' in names instead" }).click();
  await expect(results.getByRole("heading", { name: /Keystone/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Search near Keystone, FL instead" })).toBeVisible();
});

test("after a search on browse the count line and first result are on screen", async ({ page }) => {
  await page.goto("/browse");
  const box = page.getByPlaceholder("Search by name, city, state, service...");
  await box.fill("Thermoplastic");
  await box.press("Enter");
  const count = page.getByText(/^Showing [\d,]+\+? of [\d,]+ companies$/);
  await expect(count).toBeInViewport();
  await expect.poll(() => topOf(count)).toBeLessThan(844 / 3);
  // The first card's heading (cards are the page's first level-2 headings).
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeInViewport();
});

test("after a search on home the count line and first result are on screen", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("Service or company").fill("Thermoplastic");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const count = page.getByText(/^[\d,]+\+? companies found$/);
  await expect(count).toBeInViewport();
  // The results begin near the top of the screen, not under the form.
  await expect.poll(() => topOf(count)).toBeLessThan(844 / 3);
  await expect(page.locator("section[aria-labelledby=find-heading] h3").first()).toBeInViewport();
});
