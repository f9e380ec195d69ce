import { execFileSync, spawnSync } from "node:child_process";
import { createCompany, db, expect, test } from "./fixtures";

/**
 * The page as a text browser reads it: no CSS, no script, every input
 * printed. The markup assertions hold everywhere; lynx, where installed, checks the result.
 */
const hasLynx = spawnSync("lynx", ["-version"]).status === 0;
const lynx = (url: string) =>
  execFileSync("lynx", ["-dump", "-nolist", "-width=200", url], { encoding: "utf8" });

test("the honeypot is hidden without CSS and has no words of its own", async ({ page }) => {
  await page.goto("/contact");
  const field = page.locator('input[name="contactWebsite"]');
  await expect(field).toHaveCount(1);
  await expect(field).toBeHidden();
  // The one kind of input a text browser leaves out: it ignores CSS and the hidden attribute.
  await expect(field).toHaveAttribute("type", "hidden");
  const wrapper = field.locator("xpath=..");
  await expect(wrapper).toHaveAttribute("hidden", "");
  await expect(wrapper).toHaveAttribute("aria-hidden", "true");
  await expect(wrapper).toHaveAttribute("style", /display:\s*none/);
  // No words of its own a reader could meet, and nothing the HTML standard refuses on a hidden
  // input (a label, autocomplete).
  expect(await wrapper.innerHTML()).not.toMatch(/Leave this field empty/);
  await expect(field).not.toHaveAttribute("aria-label");
  await expect(field).not.toHaveAttribute("autocomplete");
});

test("lynx prints the navigation once, no honeypot text, and each review's rating", async ({
  baseURL,
  js,
}) => {
  test.skip(!js, "lynx reads the served HTML; one project is enough");
  test.skip(!hasLynx, "lynx is not installed");
  const company = createCompany();
  db()
    .prepare(
      "INSERT INTO reviews (company_id, customer_name, rating, title, content) VALUES (?, 'Tess Text', 3, 'Plain text', 'Read in a terminal.')",
    )
    .run(company.id);

  const contact = lynx(`${baseURL}/contact`);
  expect(contact).not.toContain("Leave this field empty");
  // "Resources" and "Blog" are in the navigation only (the footer does not repeat them).
  expect(contact.match(/Resources/g)).toHaveLength(1);
  expect(contact.match(/Blog/g)).toHaveLength(1);

  const listing = lynx(`${baseURL}/companies/${company.slug}`);
  expect(listing).not.toContain("Leave this field empty");
  expect(listing).toMatch(/Tess Text[^\n]*3\.0 out of 5 stars/);
});

test("lynx prints the navigation links apart, a card's marks and rating apart, and no honeypot box", async ({
  baseURL,
  js,
}) => {
  test.skip(!js, "lynx reads the served HTML; one project is enough");
  test.skip(!hasLynx, "lynx is not installed");
  const company = createCompany({ name: `Terminal Marks ${Date.now().toString(36)}` });
  db()
    .prepare(
      "UPDATE companies SET is_claimed = 1, is_verified = 1, subscription_tier = 'premium', tier_rank = 1, plan_status = 'active', average_rating = 4.5, total_reviews = 2 WHERE id = ?",
    )
    .run(company.id);

  const browse = lynx(`${baseURL}/browse?${new URLSearchParams({ search: company.name })}`);
  for (const label of ["Home", "Browse All", "Add Your Company", "Contact", "Sign In", "Sign Up"]) {
    expect(browse, label).toMatch(new RegExp(`^\\s*(\\* )?${label}\\s*$`, "m"));
  }
  expect(browse).toMatch(/Verified listing\s+Sponsored/);
  expect(browse).toMatch(/4\.5 out of 5 stars\s+4\.5 \(2 reviews\)/);
  expect(browse).toMatch(/Call\s+Website\s+Email\s+Reviews\s+Write Review/);
  expect(browse).toMatch(/\(BUTTON\) Apply Filters\s+Clear Filters/);
  const advanced = lynx(`${baseURL}/browse?advanced=1`);
  expect(advanced).toMatch(/Advanced Search \d+ active/);
  expect(advanced).toMatch(/\(BUTTON\) Apply Filters\s+Clear All Filters/);
  // A state page's links to its services: each label apart from its count.
  expect(lynx(`${baseURL}/striping-companies/texas`)).toMatch(
    /^\s*\* Parking Lot Striping \d+\s*$/m,
  );
  // A listing nobody reviewed has no rating to read out.
  const unreviewed = createCompany({ name: `Terminal Fresh ${Date.now().toString(36)}` });
  const fresh = lynx(`${baseURL}/browse?${new URLSearchParams({ search: unreviewed.name })}`);
  expect(fresh).toContain("No reviews yet");
  expect(fresh).not.toContain("0.0 out of 5 stars");

  // Every entry box has its label beside it; the honeypot would be a bare box on a line of its
  // own (lynx writes a text input as 20 underscores, a text area's lines as 60).
  const contact = lynx(`${baseURL}/contact`);
  expect(contact).toMatch(/Name \* _{20}/);
  expect(contact).not.toMatch(/^\s*_{20}\s*$/m);
  expect(contact).toMatch(/^\s*Skip to content\s*$/m);
});
