import crypto from "node:crypto";
import {
  claimFor,
  createCompany,
  createUser,
  db,
  expect,
  signIn,
  test,
  waitForMail,
} from "./fixtures";

const HOUR = 60 * 60 * 1000;

/** A request in Austin forwarded to the company, arrived `agoMs` ago; answered after `answeredAfterMs`. */
function forwarded(companyId: number, agoMs = 0, answeredAfterMs?: number) {
  const client = `client-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const token = crypto.randomBytes(18).toString("base64url");
  const at = Date.now() - agoMs;
  const quote = db()
    .prepare(
      `INSERT INTO quote_requests (customer_name, customer_email, customer_phone, project_location, project_description, project_size, services_needed, details, status, public_token, created_at)
       VALUES ('Rae Client', ?, '(512) 555-0199', 'Austin, TX', ?, '60', '["parking_lot"]', '{"numberOfStalls":60}', 'forwarded', ?, ?) RETURNING id`,
    )
    .get(client, `Lot restripe ${token.slice(0, 6)}`, token, at) as { id: number };
  db()
    .prepare(
      "INSERT INTO quote_matches (quote_id, company_id, distance_miles, rank, created_at, responded_at, lead_status, response_message) VALUES (?, ?, 3, 1, ?, ?, ?, ?)",
    )
    .run(
      quote.id,
      companyId,
      at,
      answeredAfterMs === undefined ? null : at + answeredAfterMs,
      answeredAfterMs === undefined ? "new" : "responded",
      answeredAfterMs === undefined ? null : "Earlier answer",
    );
  return { client, token, quote, description: `Lot restripe ${token.slice(0, 6)}` };
}

test("from a request to a hire and a 'Hired through' review; the response time follows the answers", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const owner = await createUser();
  const company = createCompany({ name: `Thread Lines ${Date.now()}` });
  claimFor(company.id, owner.id);
  forwarded(company.id, 5 * HOUR, 2 * HOUR);
  forwarded(company.id, 6 * HOUR, 2 * HOUR);
  const lead = forwarded(company.id, 3 * HOUR);
  const companyPage = `/companies/${company.slug}`;
  // Two answers are not enough; the anonymous page is kept by the page cache meanwhile.
  expect(await (await request.get(companyPage)).text()).not.toContain("Usually responds");
  expect(await (await request.get(companyPage)).text()).not.toContain("Usually responds");

  await signIn(context, baseURL!, owner);
  await page.goto("/dashboard/leads");
  const article = page.getByRole("article", { name: lead.description });
  await article.getByRole("button", { name: "Open lead" }).click();
  await article
    .getByLabel("Message to Rae Client *")
    .fill("We can stripe it Saturday. <b>bold</b>");
  await article.getByLabel("Price range (optional)").fill("$600-$750");
  await article.getByRole("button", { name: "Send response" }).click();
  await expect(page.getByText("Response sent", { exact: true })).toBeVisible();
  await waitForMail(lead.client, "A contractor answered your quote request");
  // The third answer (after 3 hours) makes the median 2 hours: the cached page is not stale.
  const fresh = await (await request.get(companyPage)).text();
  expect(fresh).toContain("Usually responds within 2 hours");
  const api = (await (await request.get(`/api/companies/${company.id}`)).json()) as {
    company?: { responseTimeHours: number };
    responseTimeHours?: number;
  };
  expect(JSON.stringify(api)).toContain('"responseTimeHours":2');

  // The requester reads the answer and writes back, without an account.
  await page.goto(`/quote-requests/${lead.token}`);
  await expect(page.getByText("We can stripe it Saturday. <b>bold</b>")).toBeVisible();
  await expect(page.getByText("Price range: $600-$750")).toBeVisible();
  await page
    .getByLabel(`Message to ${company.name} *`)
    .fill("Saturday works. See https://example.com/map");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Saturday works. See https://example.com/map")).toBeVisible();
  await expect(page.getByRole("link", { name: /example\.com\/map/ })).toHaveCount(0);
  const notice = await waitForMail(owner.email, "A client wrote about a lead");
  expect(notice.text).not.toContain("Saturday works");

  // The firm reads the reply in its inbox.
  await page.goto("/dashboard/leads");
  await expect(article.getByText("Saturday works. See https://example.com/map")).toBeVisible();

  // The hire, and the review invitation at once.
  await page.goto(`/quote-requests/${lead.token}`);
  await page.getByLabel(`I hired ${company.name}`).check();
  await page.getByRole("button", { name: "Save my choice" }).click();
  await expect(page.getByText(`You hired ${company.name}.`)).toBeVisible();
  await page.goto("/dashboard/leads");
  await expect(article.getByText("Hired", { exact: true })).toBeVisible();

  // The requester is not the owner: signed out, as they would be.
  await context.clearCookies();
  await page.goto(`/quote-requests/${lead.token}`);
  await page.getByRole("button", { name: "Send me the review link now" }).click();
  const invite = await waitForMail(lead.client, /Review the contractor you hired/);
  const link = /\/reviews\/invited\/[\w-]+/.exec(invite.text)![0];
  await page.goto(link);
  await page.getByLabel("Rating *").selectOption("5");
  await page.getByLabel("Title *").fill("Straight lines");
  await page.getByLabel("Your review *").fill("They came on Saturday as promised.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page).toHaveURL(new RegExp(`${companyPage}`));
  const review = page.getByRole("listitem").filter({ hasText: "Straight lines" });
  await expect(review.getByText("Hired through Road Striping Directory")).toBeVisible();
  await expect(review.getByText("Verified")).toBeVisible();
});

test("another request's token, or a firm it did not reach, is a 404", async ({ request }) => {
  const a = createCompany();
  const b = createCompany();
  const lead = forwarded(a.id);
  expect((await request.get(`/api/quote-requests/${lead.token}/${b.id}`)).status()).toBe(404);
  expect((await request.get(`/api/quote-requests/${"z".repeat(24)}/${a.id}`)).status()).toBe(404);
  const post = await request.post(`/api/quote-requests/${lead.token}/${b.id}/messages`, {
    data: { message: "hello" },
  });
  expect(post.status()).toBe(404);
  expect((await request.get(`/api/quote-requests/${lead.token}/${a.id}`)).status()).toBe(200);
});
