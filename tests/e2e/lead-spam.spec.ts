import crypto from "node:crypto";
import { claimFor, createCompany, createUser, db, expect, signIn, test } from "./fixtures";

/** A request in Austin forwarded to each company, and a message from the first firm. */
function requestTo(companyIds: number[]) {
  const client = `client-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const token = crypto.randomBytes(18).toString("base64url");
  const description = `Spam check ${token.slice(0, 6)}`;
  const quote = db()
    .prepare(
      `INSERT INTO quote_requests (customer_name, customer_email, customer_phone, project_location, project_description, project_size, services_needed, details, status, public_token)
       VALUES ('Sly Sender', ?, '(512) 555-0142', 'Austin, TX', ?, '60', '["parking_lot"]', '{}', 'forwarded', ?) RETURNING id`,
    )
    .get(client, description, token) as { id: number };
  companyIds.forEach((id, i) =>
    db()
      .prepare(
        "INSERT INTO quote_matches (quote_id, company_id, distance_miles, rank) VALUES (?, ?, 2, ?)",
      )
      .run(quote.id, id, i + 1),
  );
  db()
    .prepare(
      "INSERT INTO lead_messages (quote_id, company_id, sender, message) VALUES (?, ?, 'requester', ?)",
    )
    .run(quote.id, companyIds[3], "Visit my totally real offer now");
  return { client, token, description, quote };
}

test("three 'spam or fake' declines hold a request; the operator hides a message and clears it", async ({
  page,
  context,
  baseURL,
}) => {
  const owners = [];
  const companies = [];
  for (let i = 0; i < 4; i += 1) {
    const owner = await createUser();
    const company = createCompany({ name: `Spam Lines ${i} ${Date.now()}` });
    claimFor(company.id, owner.id);
    owners.push(owner);
    companies.push(company);
  }
  const req = requestTo(companies.map((c) => c.id));
  db()
    .prepare(
      "UPDATE quote_matches SET lead_status = 'declined', decline_kind = 'spam' WHERE quote_id = ? AND company_id IN (?, ?)",
    )
    .run(req.quote.id, companies[0].id, companies[1].id);

  // The third firm says so through its inbox.
  await signIn(context, baseURL!, owners[2]);
  await page.goto("/dashboard/leads");
  const third = page.getByRole("article", { name: req.description });
  await third.getByRole("button", { name: "Open lead" }).click();
  await third.getByLabel("Not a fit? Why (not sent to the client) *").selectOption("Spam or fake");
  await third.getByRole("button", { name: "Decline lead" }).click();
  await expect(page.getByText("Lead declined", { exact: true })).toBeVisible();

  // The fourth firm sees it held, without the requester's contact.
  await signIn(context, baseURL!, owners[3]);
  await page.goto("/dashboard/leads");
  const fourth = page.getByRole("article", { name: req.description });
  await fourth.getByRole("button", { name: "Open lead" }).click();
  await expect(fourth.getByText("Held for review", { exact: true })).toBeVisible();
  await expect(fourth.getByText(req.client)).toHaveCount(0);
  await expect(fourth.getByText("(512) 555-0142")).toHaveCount(0);

  // The requester reads only that three firms declined.
  await page.goto(`/quote-requests/${req.token}`);
  await expect(page.getByText("This firm declined")).toHaveCount(3);
  await expect(page.getByText("Spam or fake")).toHaveCount(0);

  // The operator's quotes console: the spam queue, the threads, hide and clear (audited).
  const admin = await createUser();
  db().prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(admin.id);
  await signIn(context, baseURL!, admin);
  await page.goto("/admin/quotes");
  await page.getByRole("link", { name: /^Reported as spam \(\d+\)$/ }).click();
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^#${req.quote.id} `) }) });
  await expect(
    card.getByText("Held for review: three firms called it spam or fake."),
  ).toBeVisible();
  await expect(card.getByText("Declined: Spam or fake")).toHaveCount(3);
  await card.getByRole("button", { name: "Hide this message" }).click();
  await expect(page.getByText("Message hidden", { exact: true }).first()).toBeVisible();
  await page.goto("/admin/quotes?spam=held");
  await page.getByRole("button", { name: `Clear request #${req.quote.id}` }).click();
  await expect(page.getByText("Request cleared", { exact: true }).first()).toBeVisible();
  const actions = db()
    .prepare(
      "SELECT action FROM audit_log WHERE target_type = 'quote' AND target_id = ? ORDER BY id",
    )
    .all(req.quote.id);
  expect(actions).toEqual([{ action: "lead_message.hide" }, { action: "quote.spam_clear" }]);

  await page.goto(`/quote-requests/${req.token}`);
  await expect(page.getByText("Removed by the directory")).toBeVisible();
  await expect(page.getByText("Visit my totally real offer now")).toHaveCount(0);
  await signIn(context, baseURL!, owners[3]);
  await page.goto("/dashboard/leads");
  await expect(fourth.getByRole("link", { name: req.client })).toBeVisible();
});
