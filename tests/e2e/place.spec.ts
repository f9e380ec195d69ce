import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { db, expect, insertListing, test, waitForMail } from "./fixtures";

/**
 * Search by place beyond browse (decision 016): home's Location and service box, the
 * quick search, landing pages' cities, and a quote request addressed to one company.
 */

/** The distances the result cards show, in miles. */
async function cardMiles(page: Page): Promise<number[]> {
  const places = await page
    .getByRole("article")
    .locator("p.text-sm.text-gray-600")
    .filter({ hasText: / mi$/ })
    .allInnerTexts();
  return places.map((p) =>
    Number(/· ([\d.]+) mi/.exec(p)?.[1] ?? (p.includes("under 1 mi") ? 0 : NaN)),
  );
}

/** Home's own Search button (the quick search has one too). */
const searchButton = (page: Page) =>
  page.getByRole("region", { name: "Find a Company" }).getByRole("button", { name: "Search" });

test.describe("home by place", () => {
  for (const [typed, label] of [
    ["Dallas, TX", "Dallas, TX"],
    ["Plano", "Plano, TX"],
    ["75201", "Dallas, TX 75201"],
  ] as const) {
    test(`Location '${typed}' lists the companies within 50 miles, nearest first`, async ({
      page,
      js,
    }) => {
      await page.goto("/");
      await page.getByLabel("Location", { exact: true }).fill(typed);
      if (!js) await searchButton(page).click();
      await expect(
        page.getByText(new RegExp(`^\\d+ compan(y|ies) within 50 miles of ${label}$`)),
      ).toBeVisible();
      const miles = await cardMiles(page);
      expect(miles.length).toBeGreaterThan(0);
      expect(miles.every((m) => m <= 50)).toBe(true);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
    });
  }

  test("a service box ending with a place searches near it; the radius can change", async ({
    page,
    js,
  }) => {
    await page.goto("/");
    await page.getByLabel("Service or company").fill("parking lot striping dallas");
    if (!js) await searchButton(page).click();
    await expect(page.getByText(/^\d+ compan(y|ies) within 50 miles of Dallas, TX$/)).toBeVisible();
    for (const card of await page.getByRole("article").all()) {
      await expect(card.getByText("Parking Lot Striping", { exact: true })).toBeVisible();
    }
    await page.getByLabel("Within").selectOption("25");
    if (!js) await page.getByRole("button", { name: "Update" }).click();
    await expect(page).toHaveURL(/radius=25/);
    await expect(page.getByText(/^\d+ compan(y|ies) within 25 miles of Dallas, TX$/)).toBeVisible();
  });

  test("a misspelt place suggests one that works", async ({ page }) => {
    await page.goto("/?location=dalas");
    await expect(page.getByText(/We couldn.t find the place .dalas./)).toBeVisible();
    await page.getByRole("link", { name: "Dallas, TX", exact: true }).click();
    await expect(page.getByText(/^\d+ compan(y|ies) within 50 miles of Dallas, TX$/)).toBeVisible();
  });

  test("a search that finds nothing suggests the place its last word may mean", async ({
    page,
  }) => {
    for (const start of ["/?q=striping+dalas", "/browse?search=striping+dalas"]) {
      await page.goto(start);
      await expect(
        page.getByText(/Nothing matches .dalas.\. Did you mean Dallas, TX\?/),
      ).toBeVisible();
      await page.getByRole("link", { name: "Dallas, TX", exact: true }).click();
      await expect(
        page.getByText(/^(Showing )?\d+ compan(y|ies) within 50 miles of Dallas, TX$/),
      ).toBeVisible();
    }
  });

  test("nothing within the radius: a wider radius, the nearest beyond and the quote form", async ({
    page,
  }) => {
    await page.goto("/?location=Marfa%2C+TX&radius=10");
    await expect(page.getByText("No companies within 10 miles of Marfa, TX")).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Nearest companies beyond 10 miles" }),
    ).toBeVisible();
    expect((await cardMiles(page)).every((m) => m > 10)).toBe(true);
    await expect(
      page.getByRole("link", { name: "Request free quotes from contractors who serve this area" }),
    ).toHaveAttribute("href", "/get-quote");
    await page.getByRole("link", { name: "Search within 25 miles" }).click();
    await expect(page).toHaveURL(/\/\?location=Marfa%2C\+TX&radius=25$/);
    await expect(page.getByText(/within 25 miles of Marfa, TX/).first()).toBeVisible();
  });
});

test.describe("quick search by place", () => {
  test("'Plano' finds the companies near Plano", async ({ page, js }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const box = page.getByLabel("Quick search");
    await box.fill("Plano");
    if (js) {
      await expect(
        page.getByText(/^Companies within 50 miles of Plano, TX \(\d+ found\)$/),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: / mi$/ }).first()).toBeVisible();
      await page.getByRole("link", { name: "View All Results" }).click();
    } else {
      await box.press("Enter");
    }
    await expect(page).toHaveURL(/\/browse\?search=Plano/);
    await expect(page.getByText(/within 50 miles of Plano, TX$/)).toBeVisible();
  });
});

test.describe("landing pages by city", () => {
  test("list the state's cities with counts, each a link to the page near it", async ({ page }) => {
    await page.goto("/striping-companies/texas");
    const cities = page.getByRole("region", { name: "Cities in Texas" });
    const first = cities.getByRole("link").first();
    await expect(first).toHaveText(/^[A-Za-z .'-]+\s*\d+$/);
    const city = (await first.innerText()).replace(/\s*\d+$/, "").trim();
    await first.click();
    await expect(page).toHaveURL(/\/striping-companies\/texas\?near=/);
    await expect(
      page.getByRole("heading", {
        name: new RegExp(`compan(y|ies) within 50 miles of ${city}, TX`),
      }),
    ).toBeVisible();
    const miles = await cardMiles(page);
    expect(miles.length).toBeGreaterThan(0);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });

  test("on a phone the first listing is on the first screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [
      "/striping-companies/texas",
      "/striping-companies/texas/parking-lot-striping",
    ]) {
      await page.goto(path);
      const box = await page.getByRole("article").first().boundingBox();
      expect(box, path).not.toBeNull();
      expect(box!.y, path).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height, path).toBeLessThanOrEqual(844);
    }
  });
});

/** A contractor of the test's own in Unalaska, AK: no seeded one is within 250 miles. */
function contractor(rating = 0, services = ["Parking Lot Striping"]) {
  const tag = crypto.randomBytes(4).toString("hex");
  const name = `Aleutian Lines ${tag}`;
  const email = `bids-${tag}@aleutian.example.com`;
  const id = insertListing(
    {
      directory: "striping",
      slug: `aleutian-${tag}`,
      name,
      location: "Unalaska",
      state: "AK",
      email,
      latitude: 53.8871,
      longitude: -166.5199,
      receive_quotes: 1,
      average_rating: rating,
    },
    services,
  );
  return { id, name, email, slug: `aleutian-${tag}` };
}

async function requestFromCompanyPage(
  page: Page,
  slug: string,
  email: string,
  alsoSimilar: boolean,
) {
  await page.goto(`/companies/${slug}`);
  await page.getByRole("link", { name: "Request Free Quotes" }).click();
  await expect(page).toHaveURL(/\/get-quote\?companyId=\d+$/);
  await page.getByLabel("Parking Lot Striping", { exact: true }).check();
  await page.getByLabel("Contact Name *").fill("Ray Okada");
  await page.getByLabel("Email *").fill(email);
  await page.getByLabel("Phone *").fill("(907) 555-0188");
  await page.getByLabel("Project Location *").fill("Unalaska, AK");
  const box = page.getByLabel("Also send to similar contractors nearby");
  await expect(box).toBeChecked();
  if (!alsoSimilar) await box.uncheck();
  await page.getByRole("button", { name: "Submit Quote Request" }).click();
  // With JavaScript the toast and the answer in place of the form both say it (decision 044).
  await expect(page.getByText("Quote Request Submitted!", { exact: true }).first()).toBeVisible();
  const quote = db()
    .prepare(
      "SELECT id, addressed_company_id a, also_similar s FROM quote_requests WHERE customer_email = ?",
    )
    .get(email) as { id: number; a: number; s: number };
  const matched = (
    db()
      .prepare("SELECT company_id FROM quote_matches WHERE quote_id = ? ORDER BY rank")
      .all(quote.id) as { company_id: number }[]
  ).map((m) => m.company_id);
  return { quote, matched };
}

test.describe("a quote request from a company's page", () => {
  test("goes to that company first, and to similar contractors nearby", async ({ page }) => {
    const addressed = contractor();
    // Rated highest, so it is among the 4 others whatever other tests added in Unalaska.
    const similar = contractor(5);
    const email = `client-${crypto.randomBytes(4).toString("hex")}@example.com`;
    await expect(async () => {
      // The page heading names the company.
      await page.goto(`/get-quote?companyId=${addressed.id}`);
      await expect(
        page.getByRole("heading", { name: `Request a Free Quote from ${addressed.name}` }),
      ).toBeVisible();
    }).toPass();
    const { quote, matched } = await requestFromCompanyPage(page, addressed.slug, email, true);
    expect(quote).toMatchObject({ a: addressed.id, s: 1 });
    expect(matched[0]).toBe(addressed.id);
    expect(matched).toContain(similar.id);
    const mail = await waitForMail(addressed.email, /^New quote request: /);
    expect(mail.text).toContain("The client sent it from your page");
  });

  test("goes to that company only when 'Also send to similar contractors nearby' is unticked", async ({
    page,
  }) => {
    const addressed = contractor();
    const similar = contractor(5);
    const email = `client-${crypto.randomBytes(4).toString("hex")}@example.com`;
    const { quote, matched } = await requestFromCompanyPage(page, addressed.slug, email, false);
    expect(quote).toMatchObject({ a: addressed.id, s: 0 });
    expect(matched).toEqual([addressed.id]);
    expect(matched).not.toContain(similar.id);
    const confirmation = await waitForMail(email, "We received your quote request");
    // The mail says how many received it; the firms' names, which their owners wrote, are on
    // the private page only (decision 042).
    expect(confirmation.text).toContain(
      "We sent your request to 1 contractor who serves your project's location",
    );
    expect(confirmation.text).not.toContain(addressed.name);
  });
});
