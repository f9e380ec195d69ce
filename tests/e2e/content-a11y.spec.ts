import AxeBuilder from "@axe-core/playwright";
import { db, expect, test } from "./fixtures";

test("no serious accessibility violations on the content pages", async ({ page, js }) => {
  test.skip(!js, "axe runs in the page's JavaScript");
  test.setTimeout(300_000);
  const token = (
    db()
      .prepare(
        "INSERT INTO newsletter_subscribers (email, confirm_token) VALUES (?, ?) RETURNING confirm_token",
      )
      .get(`axe-${Date.now()}@example.com`, `axe-token-${Date.now()}-abcdef`) as {
      confirm_token: string;
    }
  ).confirm_token;
  const pages = [
    "/resources",
    "/resources?q=zzqqxx",
    "/blog",
    "/blog?search=zzqqxx",
    "/blog/work-zone-safety-mobile-striping",
    "/blog/no-such-article",
    "/faq",
    "/faq?q=zzqqxx",
    "/about",
    "/merch",
    "/contact",
    "/striping-companies",
    "/striping-companies/texas",
    "/striping-companies/texas/parking-lot-striping",
    `/newsletter/confirm?token=${token}`,
  ];
  const found: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    // Open every FAQ answer and product preview so their contents are checked too.
    await page.evaluate(() =>
      document.querySelectorAll("main details").forEach((d) => d.setAttribute("open", "")),
    );
    const results = await new AxeBuilder({ page }).analyze();
    for (const v of results.violations) {
      if (v.impact === "serious" || v.impact === "critical")
        found.push(`${path}: ${v.id} ${v.nodes[0]?.target}`);
    }
  }
  // The contact form with its validation messages showing.
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  const form = await new AxeBuilder({ page }).analyze();
  for (const v of form.violations) {
    if (v.impact === "serious" || v.impact === "critical")
      found.push(`/contact (errors): ${v.id} ${v.nodes[0]?.target}`);
  }
  expect(found).toEqual([]);
});
