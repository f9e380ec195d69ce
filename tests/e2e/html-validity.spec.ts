import { HtmlValidate } from "html-validate";
import config from "~/tests/support/html-rules.mjs";
import { createCompany, createUser, db, expect, signIn, test } from "./fixtures";

/**
 * Every main page is valid HTML: zero errors from the checker (html-validate with the rules of
 * the HTML standard, `tests/support/html-rules.mjs`). The markup is rendered on the server and is the same
 * with JavaScript on or off, so one project checks it.
 */
const validator = new HtmlValidate(config);

async function problems(url: string, html: string): Promise<string[]> {
  const report = await validator.validateString(html, url);
  return report.results.flatMap((r) =>
    r.messages.map((m) => `${url} ${m.line}:${m.column} [${m.ruleId}] ${m.message}`),
  );
}

test("every main page passes the HTML checker", async ({ page, baseURL, js }) => {
  test.skip(!js, "the served HTML is the same in both projects");
  test.setTimeout(90_000);
  const company = createCompany();
  db()
    .prepare(
      "INSERT INTO reviews (company_id, customer_name, rating, title, content) VALUES (?, 'Vera Valid', 4, 'Tidy lines', 'Crisp lines and on time.')",
    )
    .run(company.id);
  const post = db().prepare("SELECT slug FROM blog_posts LIMIT 1").pluck().get() as string;
  const pages = [
    "/",
    "/browse",
    "/browse?state=TX&service=Road+Striping&rating=4&sort=rating",
    "/browse?search=striping&page=2",
    `/companies/${company.slug}`,
    `/companies/${company.slug}/review`,
    "/striping-companies",
    "/striping-companies/texas",
    "/striping-companies/texas/road-striping",
    "/materials",
    "/blog",
    `/blog/${post}`,
    "/resources",
    "/faq",
    "/about",
    "/contact",
    "/merch",
    "/get-quote",
    "/login",
    "/register",
    "/forgot-password",
    "/no-such-page",
    "/dashboard",
    "/add-company",
  ];
  const signedIn = ["/dashboard", "/dashboard/leads", "/add-company", "/add-company?step=details"];
  const found: string[] = [];
  // page.request shares the browser context's cookies: signed out first, then signed in.
  const check = async (path: string, label = path) => {
    const res = await page.request.get(path);
    expect(res.headers()["content-type"], path).toMatch(/^text\/html/);
    found.push(...(await problems(label, await res.text())));
  };
  for (const path of pages) await check(path);

  const user = await createUser();
  await signIn(page.context(), baseURL!, user);
  for (const path of signedIn) await check(path, `${path} (signed in)`);
  expect(found).toEqual([]);
});

test("the checker catches what the Nu checker does", async () => {
  // Guards the configuration: a rule set too lax would pass every page.
  const bad = `<!doctype html><html lang="en"><head><title>x</title></head><body>
    <div><meta http-equiv="refresh" content="1;url=/"></div>
    <span aria-label="Rating">4</span>
    <p id="a"></p><p id="a"></p></body></html>`;
  const rules = (await problems("bad", bad)).map((m) => /\[([a-z-]+)\]/.exec(m)?.[1]);
  expect(rules).toEqual(
    expect.arrayContaining(["element-permitted-content", "aria-label-misuse", "no-dup-id"]),
  );
});
