import crypto from "node:crypto";
import type { Browser, BrowserContext } from "@playwright/test";
import { claimFor, createCompany, createUser, db, expect, signIn, test } from "./fixtures";

/**
 * Listing insights (decision 023): what visitors do with a listing is counted in the
 * request path (also for cached pages), not for bots or the owner, and shown on the owner's
 * dashboard. Headless Chromium names itself HeadlessChrome, a bot to `isbot`: the visitor here
 * is a browser with an ordinary user agent.
 */
const VISITOR =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const OTHER_VISITOR =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type Counts = { views: number; appearances: number; websites: number; calls: number };
const counts = (companyId: number): Counts =>
  db()
    .prepare(
      `SELECT coalesce(sum(views), 0) AS views, coalesce(sum(appearances), 0) AS appearances,
              coalesce(sum(websites), 0) AS websites, coalesce(sum(calls), 0) AS calls
       FROM listing_stats WHERE company_id = ?`,
    )
    .get(companyId) as Counts;

async function visitor(browser: Browser, js: boolean, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ userAgent: VISITOR, javaScriptEnabled: js, baseURL });
}

test("a visit, a search and a click are counted and shown on the owner's Premium panel", async ({
  browser,
  page,
  context,
  baseURL,
  js,
}) => {
  const owner = await createUser();
  const tag = crypto.randomBytes(3).toString("hex");
  const company = createCompany({ name: `Insight Lines ${tag}` });
  claimFor(company.id, owner.id);
  db()
    .prepare(
      "UPDATE companies SET subscription_tier = 'premium', tier_rank = 1, plan_status = 'active' WHERE id = ?",
    )
    .run(company.id);

  const guest = await visitor(browser, js, baseURL!);
  const visit = await guest.newPage();
  // Twice: the second answer may come from the page cache; one visitor counts once a day
  // (decision 040), so a second visitor, another browser, makes the second view.
  await visit.goto(`/companies/${company.slug}`);
  await visit.goto(`/companies/${company.slug}`);
  const second = await browser.newContext({ userAgent: OTHER_VISITOR, javaScriptEnabled: js });
  await (await second.newPage()).goto(`${baseURL}/companies/${company.slug}`);
  await second.close();
  const website = visit.getByRole("link", { name: "Website" });
  await expect(website).toHaveAttribute("href", `/out/${company.id}/website`);
  await expect(visit.getByRole("link", { name: "Call" })).toHaveAttribute(
    "href",
    `/out/${company.id}/call`,
  );
  // Followed as a browser would (the site itself is not reachable from the test).
  const click = await guest.request.get(`/out/${company.id}/website`, {
    maxRedirects: 0,
    headers: { "User-Agent": VISITOR },
  });
  expect(click.status()).toBe(302);
  expect(click.headers().location).toBe("https://www.testline.example.com");
  await visit.goto(`/browse?search=${encodeURIComponent(company.name)}`);
  await expect(visit.getByRole("link", { name: company.name })).toBeVisible();
  await guest.close();

  // Not counted: a bot, and the owner looking at their own page.
  await page.request.get(`/companies/${company.slug}`, { headers: { "User-Agent": BOT } });
  await signIn(context, baseURL!, owner);
  await page.goto(`/companies/${company.slug}`);

  await expect
    .poll(() => counts(company.id))
    .toEqual({
      views: 2,
      appearances: 1,
      websites: 1,
      calls: 0,
    });

  await page.goto("/dashboard");
  const panel = page.getByRole("region", { name: `Insights for ${company.name}: last 30 days` });
  const figure = (label: string) =>
    panel.locator("div", { has: page.getByText(label, { exact: true }) }).locator("dd");
  await expect(figure("Page views")).toHaveText("2");
  await expect(figure("Search appearances")).toHaveText("1");
  await expect(figure("Website clicks")).toHaveText("1");
  await expect(figure("Calls")).toHaveText("0");
  // The chart's figures as text, and the words searched for.
  await expect(panel.getByRole("table", { name: "Day by day, last 30 days" })).toBeAttached();
  await expect(panel.locator("svg")).toBeVisible();
  const terms = panel.getByRole("table", { name: /What people searched for/ });
  await expect(terms.getByRole("row", { name: `${company.name.toLowerCase()} 1` })).toBeVisible();
  // The owner's own visit was not counted, whatever the flush.
  expect(counts(company.id).views).toBe(2);
});

test("one visitor counts once a day: 20 page loads and 20 calls are one view and one call", async ({
  browser,
  js,
  baseURL,
}) => {
  const company = createCompany({
    name: `Reloaded Lines ${crypto.randomBytes(3).toString("hex")}`,
  });
  const guest = await visitor(browser, js, baseURL!);
  const page = await guest.newPage();
  for (let i = 0; i < 20; i++) {
    await page.goto(`/companies/${company.slug}`);
    const call = await guest.request.get(`/out/${company.id}/call`, {
      maxRedirects: 0,
      headers: { "User-Agent": VISITOR },
    });
    expect(call.status()).toBe(302);
  }
  await expect(page.getByRole("link", { name: "Call" })).toBeVisible();
  await guest.close();
  await expect
    .poll(() => counts(company.id))
    .toEqual({ views: 1, appearances: 0, websites: 0, calls: 1 });
  // And it stays so: the counts were not merely late.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(counts(company.id)).toEqual({ views: 1, appearances: 0, websites: 0, calls: 1 });
});

test("a Standard listing shows its totals and what Premium adds", async ({
  page,
  context,
  baseURL,
}) => {
  const owner = await createUser();
  const company = createCompany({ name: `Standard Lines ${Date.now()}` });
  claimFor(company.id, owner.id);
  await signIn(context, baseURL!, owner);
  await page.goto("/dashboard");
  const panel = page.getByRole("region", { name: `Insights for ${company.name}: last 30 days` });
  await expect(panel.getByText("Page views", { exact: true })).toBeVisible();
  await expect(panel.getByText(/^Premium and VIP plans add a daily chart/)).toBeVisible();
  await expect(panel.locator("svg")).toHaveCount(0);
  // The account card links the listing's public page.
  await page.getByRole("link", { name: company.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: company.name })).toBeVisible();
});

test("/out answers 404 for an unknown listing or action, and never goes elsewhere", async ({
  request,
}) => {
  const company = createCompany();
  expect((await request.get("/out/999999999/website", { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get(`/out/${company.id}/fax`, { maxRedirects: 0 })).status()).toBe(404);
  const res = await request.get(`/out/${company.id}/email?to=https://evil.example`, {
    maxRedirects: 0,
  });
  expect(res.headers().location).toBe("mailto:info@testline.example.com");
});
