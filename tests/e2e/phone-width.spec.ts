import { claimFor, createCompany, createUser, db, expect, signIn, test } from "./fixtures";

/**
 * No page scrolls sideways on a 360 px phone, with JavaScript on and off:
 * long company names, e-mail addresses and the navigation must wrap or shrink.
 */
test.use({ viewport: { width: 360, height: 740 } });

test("no main page is wider than a 360 px screen", async ({ page }) => {
  test.setTimeout(90_000);
  const company = createCompany({
    name: "Extraordinarily Long Named Pavement Marking And Thermoplastic Striping Contractors Incorporated",
  });
  const pages = [
    "/",
    "/browse",
    "/browse?advanced=1",
    "/browse?search=Dallas%2C+TX",
    `/companies/${company.slug}`,
    `/companies/${company.slug}/review`,
    "/materials",
    "/get-quote",
    "/faq",
    "/contact",
    "/about",
    "/resources",
    "/blog",
    "/merch",
    "/login",
    "/register",
    "/add-company",
    "/striping-companies",
    "/striping-companies/texas",
    "/no-such-page",
  ];
  const wide: string[] = [];
  for (const url of pages) {
    await page.goto(url);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) wide.push(`${url}: ${width}px`);
  }
  expect(wide).toEqual([]);
});

test("the dashboard fits a 360 px screen too", async ({ page, context, baseURL }) => {
  const owner = await createUser();
  const company = createCompany({
    name: "Extraordinarily Long Named Pavement Marking And Thermoplastic Striping Contractors Incorporated",
  });
  claimFor(company.id, owner.id);
  await signIn(context, baseURL!, owner);
  for (const url of ["/dashboard", `/dashboard?edit=${company.id}`]) {
    await page.goto(url);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      url,
    ).toBeLessThanOrEqual(360);
  }
});

test("the dashboard fits a 360 px screen with a long, confirmed listing e-mail", async ({
  page,
  context,
  baseURL,
}) => {
  const owner = await createUser();
  const company = createCompany({ name: "Eagle Pavement Markings" });
  const email = "info@eaglepavementmarkings.example.com";
  db().prepare("UPDATE companies SET email = ? WHERE id = ?").run(email, company.id);
  db()
    .prepare(
      "INSERT INTO listing_email_proofs (company_id, email, source, proven_at) VALUES (?, ?, 'operator', ?)",
    )
    .run(company.id, email, Date.now());
  claimFor(company.id, owner.id);
  await signIn(context, baseURL!, owner);
  await page.goto("/dashboard");
  await expect(page.getByText(/Listing e-mail .* is confirmed\./)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
