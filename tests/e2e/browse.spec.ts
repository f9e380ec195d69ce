import { db, expect, test } from "./fixtures";

const countWhere = (where: string, ...args: unknown[]) =>
  (
    db()
      .prepare(`SELECT count(*) n FROM companies WHERE directory='striping' AND ${where}`)
      .get(...args) as { n: number }
  ).n;

test.describe("browse", () => {
  test("shows a page of cards and pages through the directory", async ({ page }) => {
    const total = countWhere("1");
    await page.goto("/browse");
    await expect(page.getByText(`Showing ${total} of ${total} companies`)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(20);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  });

  test("filters by search, state and service category, and clears", async ({ page, js }) => {
    await page.goto("/browse");
    await page.getByLabel("State").selectOption("CA");
    if (!js) await page.getByRole("button", { name: "Apply Filters" }).click();
    const inCa = countWhere("state = 'CA'");
    await expect(page.getByText(`Showing ${inCa} of`)).toBeVisible();
    await expect(page).toHaveURL(/state=CA/);

    await page.getByLabel("Service Category").selectOption("Parking Lot Striping");
    if (!js) await page.getByRole("button", { name: "Apply Filters" }).click();
    const caParking = countWhere(
      "state = 'CA' AND id IN (SELECT company_id FROM company_services cs JOIN services s ON s.id = cs.service_id WHERE s.name = 'Parking Lot Striping')",
    );
    await expect(page.getByText(`Showing ${caParking} of`)).toBeVisible();
    for (const card of await page.getByRole("article").all()) {
      await expect(card.getByText(", CA", { exact: false }).first()).toBeVisible();
      await expect(card.getByText("Parking Lot Striping", { exact: true })).toBeVisible();
    }

    await page.getByRole("link", { name: "Clear Filters" }).first().click();
    await expect(page).toHaveURL(/\/browse$/);
    await expect(page.getByLabel("State")).toHaveValue("all");

    await page.getByLabel("Search", { exact: true }).fill("zzqqxx");
    if (!js) await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page.getByText("No companies found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria")).toBeVisible();
  });

  test("a filtered view is a shareable URL", async ({ page }) => {
    await page.goto("/browse?search=striping&state=TX&category=Road+Striping");
    await expect(page.getByLabel("Search", { exact: true })).toHaveValue("striping");
    await expect(page.getByLabel("State")).toHaveValue("TX");
    await expect(page.getByLabel("Service Category")).toHaveValue("Road Striping");
  });

  test("the advanced panel filters by chips, rating, reviews and certifications", async ({
    page,
    js,
  }) => {
    await page.goto("/browse");
    await page.getByRole("link", { name: "Advanced Search" }).click();
    await expect(
      page.getByText("Enter a city or ZIP code in Location to search by distance"),
    ).toBeVisible();
    await expect(page.getByText("0 active")).toBeVisible();
    await page.getByText("Sealcoating", { exact: true }).click();
    // The chip, not a card's credential badge of the same name.
    await page.locator("fieldset").getByText("Veteran Owned", { exact: true }).click();
    await page.getByLabel("Only show companies with reviews").check();
    await page.getByLabel(/Minimum Rating/).fill("4");
    if (!js) await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/minRating=4/);
    await expect(page.getByText("4 active")).toBeVisible();
    const expected = countWhere(
      `total_reviews > 0 AND average_rating >= 4
       AND id IN (SELECT company_id FROM company_services cs JOIN services s ON s.id = cs.service_id WHERE s.name LIKE '%Sealcoating%')
       AND EXISTS (SELECT 1 FROM listing_credentials lc WHERE lc.company_id = companies.id
         AND lc.kind = 'veteran_owned' AND lc.status <> 'rejected'
         AND (lc.expires_on IS NULL OR lc.expires_on > date('now')))`,
    );
    await expect(page.getByText(`Showing ${expected} of`)).toBeVisible();
    await page.getByRole("link", { name: "Clear All Filters" }).click();
    await expect(page.getByText("0 active")).toBeVisible();
  });

  test("cards escape text and shorten the website label", async ({ page }) => {
    const row = db()
      .prepare(
        "SELECT name, website FROM companies WHERE directory='striping' AND length(replace(replace(website,'https://',''),'http://','')) > 25 LIMIT 1",
      )
      .get() as { name: string; website: string };
    await page.goto(`/browse?${new URLSearchParams({ search: row.name })}`);
    const card = page.getByRole("article").filter({ hasText: row.name }).first();
    const bare = row.website.replace(/^https?:\/\//, "");
    await expect(card.getByText(`${bare.slice(0, 25)}...`)).toBeVisible();
  });
});

test.describe("search by place", () => {
  test("finds the listings around a city, nearest first, within the radius chosen", async ({
    page,
    js,
  }) => {
    await page.goto("/browse");
    await page.getByLabel("Search", { exact: true }).fill("Dallas, TX");
    if (!js) await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(
      page.getByText(/^Showing \d+ compan(y|ies) within 50 miles of Dallas, TX$/),
    ).toBeVisible();
    // Irving and Fort Worth are near Dallas: a place search is not a text match on 'Dallas'.
    const places = await page
      .getByRole("article")
      .locator("p.text-sm.text-gray-600")
      .filter({ hasText: / mi$/ })
      .allInnerTexts();
    expect(places.some((p) => /Irving|Fort Worth/.test(p))).toBe(true);
    const miles = places.map((p) =>
      Number(/· ([\d.]+) mi/.exec(p)?.[1] ?? (p.includes("under 1 mi") ? 0 : NaN)),
    );
    expect(miles.every((m) => m <= 50)).toBe(true);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    await page.getByLabel("Within").selectOption("10");
    if (!js) await page.getByRole("button", { name: "Update" }).click();
    await expect(page).toHaveURL(/radius=10/);
    await expect(page.getByText(/within 10 miles of Dallas, TX$/)).toBeVisible();
  });

  test("a misspelt place is named, with a suggestion that works", async ({ page }) => {
    await page.goto("/browse?advanced=1&location=dalas");
    await expect(page.getByText(/We couldn.t find the place .dalas./)).toBeVisible();
    await page.getByRole("link", { name: "Dallas, TX" }).click();
    await expect(page.getByText("Showing results within 50 miles of Dallas, TX")).toBeVisible();
  });

  test("nothing within the radius offers a wider one and the nearest beyond it", async ({
    page,
  }) => {
    // Marfa, TX: far from every listing of the demo data.
    await page.goto("/browse?search=Marfa%2C+TX&radius=10");
    await expect(page.getByText("No companies within 10 miles of Marfa, TX")).toBeVisible();
    await expect(page.getByRole("link", { name: "Search within 25 miles" })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Nearest companies beyond 10 miles" }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Request free quotes from contractors who serve this area" }),
    ).toHaveAttribute("href", "/get-quote");
  });
});

test.describe("sort by", () => {
  test("highest rated and most reviewed reorder the directory, without Sponsored labels", async ({
    page,
    js,
  }) => {
    await page.goto("/browse?state=TX");
    await page.getByLabel("Sort by").selectOption("reviews");
    if (!js) await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL(/sort=reviews/);
    const counts = (await page.getByRole("article").locator("p.mt-1.flex").allInnerTexts()).map(
      (t) => Number(/\((\d+) reviews?\)/.exec(t)?.[1]),
    );
    expect(counts.length).toBeGreaterThan(1);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await expect(page.getByText("Sponsored", { exact: true })).toHaveCount(0);
  });
});
