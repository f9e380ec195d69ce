// About, merch and the landing pages by state and service, with and without JavaScript.
import crypto from "node:crypto";
import { SITE } from "~/lib/site";
import { db, expect, test } from "./fixtures";

const tag = () => crypto.randomBytes(4).toString("hex");

/** The SPEC's expertise tags on the about page, in its order. */
const EXPERTISE =
  "Road Marking, Parking Lot Striping, Sealcoating & Maintenance, Traffic Signage, Thermoplastic Applications, ADA Compliance, Airport Markings, Athletic Field Marking";

test.describe("about and merch", () => {
  test("about shows the real company count and the expertise tags", async ({ page }) => {
    const total = (
      db().prepare("SELECT count(*) n FROM companies WHERE directory='striping'").get() as {
        n: number;
      }
    ).n;
    await page.goto("/about");
    const figures = page.getByRole("region", { name: "Directory figures" });
    await expect(figures.getByText(total.toLocaleString("en-US"), { exact: true })).toBeVisible();
    await expect(figures.getByText("50", { exact: true })).toBeVisible();
    await expect(
      figures.getByText(`${SITE.annualProjects.toLocaleString("en-US")}+`),
    ).toBeVisible();
    await expect(figures.getByText(SITE.industrySize)).toBeVisible();
    for (const t of EXPERTISE.split(", ")) {
      await expect(
        page.getByRole("listitem").filter({ hasText: new RegExp(`^${t}$`) }),
      ).toBeVisible();
    }
  });

  test("merch previews and 'Notify Me When Available'", async ({ page }) => {
    await page.goto("/merch");
    await expect(page.getByRole("heading", { level: 1, name: "Merch Store" })).toBeVisible();
    const items = page.locator("#preview-heading ~ ul > li");
    await expect(items).toHaveCount(4);
    for (const c of ["Safety Gear", "Apparel", "Accessories"])
      await expect(page.getByText(c).first()).toBeVisible();
    await expect(page.getByText("20oz, double-walled stainless steel")).toBeHidden();
    await items.filter({ hasText: "20oz Travel Mug" }).getByText("View Product Preview").click();
    await expect(page.getByText("20oz, double-walled stainless steel")).toBeVisible();

    const email = `fan-${tag()}@example.com`;
    const box = page.locator("#notify");
    await box.getByLabel("Email address for the merch store announcement").fill(email);
    await box.getByRole("button", { name: "Notify Me When Available" }).click();
    await expect(page.getByText("You're on the list!").first()).toBeVisible();
    expect(
      db().prepare("SELECT email FROM merch_notifications WHERE email = ?").get(email),
    ).toBeTruthy();
    await box.getByLabel("Email address for the merch store announcement").fill(email);
    await box.getByRole("button", { name: "Notify Me When Available" }).click();
    await expect(page.getByText("You're already on the list").first()).toBeVisible();
  });
});

test.describe("landing pages", () => {
  test("browse links to a state page, which links to its service pages and companies", async ({
    page,
  }) => {
    await page.goto("/browse");
    await page
      .locator("#browse-by-state")
      .getByRole("link", { name: "Texas", exact: true })
      .click();
    await expect(page).toHaveURL(/\/striping-companies\/texas$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Road Striping Companies in Texas" }),
    ).toBeVisible();
    const inTexas = (
      db()
        .prepare("SELECT count(*) n FROM companies WHERE directory='striping' AND state='TX'")
        .get() as { n: number }
    ).n;
    await expect(
      page.getByRole("heading", { name: new RegExp(`^${inTexas} companies`) }),
    ).toBeVisible();
    await expect(page.getByText(/Texas Department of Transportation/)).toBeVisible();
    for (const card of await page.getByRole("article").all())
      await expect(card.getByText(", TX")).toBeVisible();

    await page.getByRole("link", { name: /^Parking Lot Striping \d+$/ }).click();
    await expect(page).toHaveURL(/\/striping-companies\/texas\/parking-lot-striping$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Parking Lot Striping Companies in Texas" }),
    ).toBeVisible();
    for (const card of await page.getByRole("article").all()) {
      await expect(card.getByText("Parking Lot Striping", { exact: true })).toBeVisible();
    }
    await page.getByRole("article").first().getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/companies\//);
    await page.getByRole("link", { name: "All road striping companies in Texas" }).click();
    await expect(page).toHaveURL(/\/striping-companies\/texas$/);
  });

  test("an unknown state or service is a 404", async ({ page }) => {
    expect((await page.goto("/striping-companies/atlantis"))?.status()).toBe(404);
    expect((await page.goto("/striping-companies/texas/juggling"))?.status()).toBe(404);
  });

  test("sitemap.xml and robots.txt", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toMatch(/xml/);
    const xml = await sitemap.text();
    for (const p of [
      "/striping-companies/texas</loc>",
      "/blog/waterborne-traffic-paint</loc>",
      "/faq</loc>",
    ]) {
      expect(xml).toContain(p);
    }
    const slug = (
      db().prepare("SELECT slug FROM companies WHERE directory='striping' LIMIT 1").get() as {
        slug: string;
      }
    ).slug;
    expect(xml).toContain(`/companies/${slug}</loc>`);
    expect(xml).not.toContain("preformed-thermoplastic-crosswalks-legends");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /dashboard");
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });
});
