import crypto from "node:crypto";
import {
  claimFor,
  createCompany,
  createUser,
  db,
  expect,
  inbox,
  signIn,
  test,
  waitForMail,
} from "./fixtures";

/** An owner's new listing and a quote request in Austin already forwarded to it. */
async function forwardedLead(
  listing: string,
  request: {
    name: string;
    phone: string;
    description: string;
    size: string;
    services: string;
    details: string;
    miles: number;
  },
) {
  const owner = await createUser();
  const company = createCompany({ name: `${listing} ${Date.now()}` });
  claimFor(company.id, owner.id);
  const client = `client-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const quote = db()
    .prepare(
      `INSERT INTO quote_requests (customer_name, customer_email, customer_phone, project_location, project_description, project_size, services_needed, details, status, public_token)
       VALUES (?, ?, ?, 'Austin, TX', ?, ?, ?, ?, 'forwarded', ?) RETURNING id`,
    )
    .get(
      request.name,
      client,
      request.phone,
      request.description,
      request.size,
      request.services,
      request.details,
      crypto.randomBytes(18).toString("base64url"),
    ) as { id: number };
  db()
    .prepare(
      "INSERT INTO quote_matches (quote_id, company_id, distance_miles, rank) VALUES (?, ?, ?, 1)",
    )
    .run(quote.id, company.id, request.miles);
  return { owner, company, client, quote };
}

/** The lead inbox (decision 019): open a forwarded request and answer it. */
test("an owner opens a lead and answers it; the client gets the answer with Reply-To the contractor", async ({
  page,
  context,
  baseURL,
}) => {
  const { owner, client, quote } = await forwardedLead("Lead Lines", {
    name: "Rae Client",
    phone: "(512) 555-0199",
    description: "Parking Lot Striping project in Austin, TX",
    size: "60",
    services: '["parking_lot"]',
    details: '{"numberOfStalls":60}',
    miles: 4.2,
  });

  await signIn(context, baseURL!, owner);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Leads: quote requests sent to you" }).click();
  const lead = page.getByRole("article", { name: "Parking Lot Striping project in Austin, TX" });
  await expect(lead.getByText("New", { exact: true })).toBeVisible();
  await expect(lead.getByText(client)).toHaveCount(0);
  await lead.getByRole("button", { name: "Open lead" }).click();
  await expect(lead.getByText("Viewed", { exact: true })).toBeVisible();
  await expect(lead.getByRole("link", { name: client })).toBeVisible();
  await lead.getByLabel("Message to Rae Client *").fill("We can stripe the lot on Saturday.");
  await lead.getByLabel("Price range (optional)").fill("$600-$750");
  await lead.getByRole("button", { name: "Send response" }).click();
  await expect(page.getByText("Response sent", { exact: true })).toBeVisible();
  await expect(lead.getByText("Responded", { exact: true })).toBeVisible();
  // The client's address is unproven: the mail is ours, the answer is on their page (decision 042).
  const mail = await waitForMail(client, "A contractor answered your quote request");
  expect(mail.replyTo).toContain("info@testline.example.com");
  expect(mail.text).not.toContain("We can stripe the lot on Saturday.");
  // The client's own page says who answered, and what.
  const token = (
    db().prepare("SELECT public_token t FROM quote_requests WHERE id = ?").get(quote.id) as {
      t: string;
    }
  ).t;
  await page.goto(`/quote-requests/${token}`);
  await expect(page.getByText(/^Responded /)).toBeVisible();
  await expect(page.getByText("We can stripe the lot on Saturday.")).toBeVisible();
  await expect(page.getByText("Price range: $600-$750")).toBeVisible();
  expect(mail.text).toContain(`/quote-requests/${token}`);
});

test("an owner declines a lead with a reason: it leaves New, and the requester is sent nothing", async ({
  page,
  context,
  baseURL,
}) => {
  const { owner, client, quote } = await forwardedLead("Declining Lines", {
    name: "Sam Client",
    phone: "(512) 555-0198",
    description: "Road Striping project in Austin, TX",
    size: "2 miles",
    services: '["road"]',
    details: "{}",
    miles: 2.5,
  });

  await signIn(context, baseURL!, owner);
  await page.goto("/dashboard/leads");
  const lead = page.getByRole("article", { name: "Road Striping project in Austin, TX" });
  await expect(lead.getByText("New", { exact: true })).toBeVisible();
  await lead.getByRole("button", { name: "Open lead" }).click();
  await lead
    .getByLabel("Not a fit? Why (not sent to the client) *")
    .selectOption("Outside our area");
  await lead.getByLabel("Note (optional, not sent)").fill("Booked until spring");
  await lead.getByRole("button", { name: "Decline lead" }).click();
  await expect(page.getByText("Lead declined", { exact: true })).toBeVisible();
  await expect(lead.getByText("Declined", { exact: true })).toBeVisible();
  const row = db()
    .prepare(
      "SELECT lead_status AS status, decline_kind AS kind, decline_reason AS reason FROM quote_matches WHERE quote_id = ?",
    )
    .get(quote.id);
  expect(row).toEqual({ status: "declined", kind: "outside_area", reason: "Booked until spring" });
  // Give the mail worker its polls: nothing may reach the requester.
  await page.waitForTimeout(1_000);
  expect(inbox().filter((m) => m.to.includes(client))).toEqual([]);
});
