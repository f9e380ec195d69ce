import { db, expect, test } from "./fixtures";

test.describe("home", () => {
  test("shows the hero, stats from the data, the featured VIP listings and the reviews overview", async ({
    page,
  }) => {
    const total = (
      db().prepare("SELECT count(*) n FROM companies WHERE directory='striping'").get() as {
        n: number;
      }
    ).n;
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Request Free Quotes Now" })).toHaveAttribute(
      "href",
      "/get-quote",
    );
    await expect(
      page.getByRole("link", { name: `Browse All ${total.toLocaleString("en-US")} Companies` }),
    ).toBeVisible();
    const stats = page.getByRole("region", { name: "Directory statistics" });
    for (const label of ["Companies", "States", "Annual Projects", "Avg Rating", "Industry Size"]) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(stats.getByText("50", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Featured Road Striping Companies" }),
    ).toBeVisible();
    // The featured places go to active VIP listings, labelled Sponsored (decision 015).
    const vips = db()
      .prepare("SELECT name FROM companies WHERE directory = 'striping' AND tier_rank = 2")
      .all() as { name: string }[];
    const featured = page
      .locator("section", {
        has: page.getByRole("heading", { name: "Featured Road Striping Companies" }),
      })
      .getByRole("article");
    await expect(featured).toHaveCount(Math.min(6, vips.length));
    const names = await featured.getByRole("heading").allTextContents();
    for (const name of names) expect(vips.map((v) => v.name)).toContain(name.trim());
    await expect(featured.first().getByText("Sponsored", { exact: true })).toBeVisible();
    for (const t of [
      "Total Reviews",
      "Average Rating",
      "Reviewed Companies",
      "Top Rated (4.5+)",
      "Top Rated Companies",
      "Most Reviewed",
      "Rating Distribution",
    ]) {
      await expect(page.getByText(t, { exact: true })).toBeVisible();
    }
    for (const p of [
      "American Traffic Safety Services Association",
      "Federal Highway Administration",
      "Manual on Uniform Traffic Control Devices",
      "American Public Works Association",
    ]) {
      await expect(page.getByText(p, { exact: true })).toBeVisible();
    }
  });

  test("filters by location and by service or company", async ({ page, js }) => {
    await page.goto("/");
    await page.getByLabel("Location").fill("Texas");
    await page.getByLabel("Service or company").fill("Parking Lot");
    if (!js)
      await page
        .getByRole("region", { name: "Find a Company" })
        .getByRole("button", { name: "Search" })
        .click();
    await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
    await expect(page).toHaveURL(/location=Texas/);
    const expected = db()
      .prepare(
        `SELECT count(*) n FROM companies WHERE directory='striping' AND (location LIKE '%texas%' OR state = 'TX') AND (name LIKE '%parking lot%' OR services LIKE '%parking lot%')`,
      )
      .get() as { n: number };
    await expect(page.getByText(`${expected.n} companies found`)).toBeVisible();
    const first = page.getByRole("article").first();
    await expect(first).toBeVisible();
  });

  test("an unmatched filter shows the empty state", async ({ page, js }) => {
    await page.goto("/");
    await page.getByLabel("Service or company").fill("zzqqxx nothing");
    if (!js)
      await page
        .getByRole("region", { name: "Find a Company" })
        .getByRole("button", { name: "Search" })
        .click();
    await expect(page.getByText("0 companies found")).toBeVisible();
    await expect(page.getByText("No companies found")).toBeVisible();
  });
});

test.describe("quick search", () => {
  test("suggests companies, popular searches and a link to all results", async ({ page, js }) => {
    await page.goto("/");
    const box = page
      .getByRole("combobox", { name: "Quick search" })
      .or(page.getByLabel("Quick search"));
    if (!js) {
      await box.fill("striping");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/browse\?search=striping/);
      await expect(page.getByLabel("Search", { exact: true })).toHaveValue("striping");
      return;
    }
    await box.focus();
    await expect(page.getByText("Popular Searches")).toBeVisible();
    const topState = db()
      .prepare(
        "SELECT state FROM companies WHERE directory='striping' GROUP BY state ORDER BY count(*) DESC, state LIMIT 1",
      )
      .get() as { state: string };
    await expect(page.locator(`a[href="/browse?state=${topState.state}"]`)).toBeVisible();
    await box.fill("line str");
    await expect(page.getByText(/^Companies \(\d+ found\)$/)).toBeVisible();
    const items = page.locator('a[href^="/companies/"]').filter({ has: page.locator("span") });
    expect(await items.count()).toBeLessThanOrEqual(8);
    await expect(page.getByRole("link", { name: "View All Results" })).toHaveAttribute(
      "href",
      "/browse?search=line+str",
    );
    await box.fill("qqzzxx");
    await expect(page.getByText("No companies found")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse All Companies" })).toBeVisible();
    await box.fill("line str");
    await page.getByRole("link", { name: "View All Results" }).click();
    await expect(page).toHaveURL(/\/browse\?search=line\+str/);
    await expect(page.getByText("Popular Searches")).toBeHidden();
  });
});

test("the quick search's suggestions are not cut off by the hero", async ({ page, js }) => {
  test.skip(!js, "suggestions appear as you type, with JavaScript");
  // Tall enough for the whole list: what is cut off then is clipped, not below the fold.
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto("/");
  const box = page.getByRole("combobox", { name: "Quick search" });
  /** Nothing covers or clips an element when the element at its centre is inside it. */
  const unclipped = async (target: import("@playwright/test").Locator) => {
    await expect(target).toBeVisible();
    return target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return Boolean(hit && el.contains(hit));
    });
  };
  await box.focus();
  // The box names its list only once the list is rendered: wait for it, then read it.
  await expect(box).toHaveAttribute("aria-controls", /\S/);
  const list = page.locator(`[id="${await box.getAttribute("aria-controls")}"]`);
  await expect(list.getByText("Popular Searches")).toBeVisible();
  expect(await unclipped(list.getByText("Popular Searches"))).toBe(true);
  const chips = list.getByRole("link");
  for (const chip of await chips.all())
    expect(await unclipped(chip), await chip.innerText()).toBe(true);

  await box.fill("Dallas");
  // 'Dallas' is a place: the suggestions are the companies near it (decision 016).
  const heading = list.getByText(/^Companies within 50 miles of Dallas, TX \((\d+) found\)$/);
  await expect(heading).toBeVisible();
  const found = Number(/\((\d+) found/.exec((await heading.textContent()) ?? "")?.[1]);
  const suggestions = list.locator('a[href^="/companies/"]');
  await expect(suggestions).toHaveCount(Math.min(found, 8));
  expect(found).toBeGreaterThan(1);
  for (const s of await suggestions.all())
    expect(await unclipped(s), await s.innerText()).toBe(true);
  expect(await unclipped(list.getByRole("link", { name: "View All Results" }))).toBe(true);
});
