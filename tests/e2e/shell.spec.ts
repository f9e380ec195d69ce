import AxeBuilder from "@axe-core/playwright";
import { db, expect, test } from "./fixtures";

const NAV = [
  "Home",
  "Browse All",
  "Add Your Company",
  "Materials",
  "Merch",
  "Resources",
  "Blog",
  "About",
  "Contact",
  "FAQ",
];

test("navigation lists the links in order and highlights the current one", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto("/browse");
  const nav = page.getByRole("navigation", { name: "Main" });
  const names = await nav.locator("#site-menu > ul").first().getByRole("link").allInnerTexts();
  expect(names).toEqual(NAV);
  await expect(nav.getByRole("link", { name: "Browse All" }).first()).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sign Up" }).first()).toBeVisible();
  const footer = page.getByRole("navigation", { name: "Footer" });
  await expect(footer.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
});

test("the mobile menu opens and its links work", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.getByText("Menu", { exact: true }).click();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Browse All" })
    .click();
  await expect(page).toHaveURL(/\/browse$/);
});

test("an unknown route shows '404 Page Not Found'", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("every page has its own title, description and canonical link", async ({ page }) => {
  await page.goto("/browse");
  await expect(page).toHaveTitle(/Browse Road Striping Companies/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/browse$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
});

test("no serious accessibility violations on home, browse and a company page", async ({
  page,
  js,
}) => {
  test.skip(!js, "axe runs in the page's JavaScript");
  test.setTimeout(150_000);
  const slug = (
    db().prepare("SELECT slug FROM companies WHERE total_reviews > 0 LIMIT 1").get() as {
      slug: string;
    }
  ).slug;
  for (const path of ["/", "/browse", "/browse?advanced=1", `/companies/${slug}`]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(serious.map((v) => `${path}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
  }
});

test("the 404 page has a title, and the navigation is written once", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page).toHaveTitle("404 Page Not Found | Road Striping Directory");
  // A text browser ignores CSS: each section link must be in the page once, not twice.
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Browse All", includeHidden: true })).toHaveCount(1);
});

test("a page says where its time went, and its HTML ends with the document", async ({
  page,
  js,
}) => {
  test.skip(!js, "plain HTTP: once is enough");
  // A query string of its own, so the page is rendered here and not served from the page cache.
  const res = await page.request.get(`/browse?state=TX&t=${Date.now()}`);
  expect(res.headers()["server-timing"]).toMatch(
    /^db;dur=\d+\.\d, render;dur=\d+\.\d, total;dur=\d+\.\d$/,
  );
  const html = await res.text();
  // React Router's data scripts come before </body>, never after </html>.
  expect(html.trimEnd().endsWith("</body></html>")).toBe(true);
  expect(html.indexOf("</body>")).toBe(html.lastIndexOf("</body>"));
  expect(html.slice(html.indexOf("</body>"))).toBe("</body></html>");
  // Every part is in its place, also what loads lazily (home's place search panels): none is
  // left in a hidden element for a script to move, which a browser without JavaScript never runs.
  const placed = await page.request.get(`/?location=Marfa%2C+TX&radius=10&t=${Date.now()}`);
  for (const body of [html, await placed.text()]) {
    expect(body).not.toMatch(/<div hidden id="S:|\$RC\(/);
  }
});

test("a site link is an anchor: a page load without JavaScript, the router's navigation with it", async ({
  page,
  js,
}) => {
  await page.goto("/browse?state=TX");
  const card = page.locator("article").first();
  const name = (await card.getByRole("heading").innerText()).trim();
  const link = card.getByRole("link", { name, exact: true });
  await expect(link).toHaveAttribute("href", /^\/companies\/[a-z0-9-]+$/);
  if (js) {
    // A click with a modifier is the browser's own (a new tab), never the router's.
    const opened = page.context().waitForEvent("page");
    await link.click({ modifiers: ["ControlOrMeta"] });
    await (await opened).close();
    await expect(page).toHaveURL(/\/browse\?state=TX$/);
    // A mark on the window survives a client-side navigation and is gone after a page load.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  }
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(js);
});
