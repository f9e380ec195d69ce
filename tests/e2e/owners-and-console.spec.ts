/**
 * What owners, buyers and the operator meet, as they walk it, with JavaScript on
 * and off (projects js and no-js). Mail is read from the SMTP listener.
 */
import crypto from "node:crypto";
import {
  claimFor,
  createCompany,
  createUser,
  db,
  expect,
  signedInUser,
  signIn,
  test,
  waitForMail,
} from "./fixtures";
import { insertForwardedRequest } from "~/tests/support/forwarded-request";

const tag = () => crypto.randomBytes(4).toString("hex");

/** The toast after a redirect: Radix with JavaScript, the status region without. */
const toast = (page: import("@playwright/test").Page, title: string) =>
  page.getByText(title, { exact: true }).first();

async function operator(context: import("@playwright/test").BrowserContext, baseURL: string) {
  const admin = await createUser({ firstName: "Ola" });
  db().prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(admin.id);
  await signIn(context, baseURL, admin);
  return admin;
}

/** A Plano parking-lot request with every detail, forwarded to `companyId`. */
const forwardedRequest = (companyId: number, location?: string) =>
  insertForwardedRequest(db(), companyId, location);

test("the lead inbox reads every detail in words, then the owner's own answer", async ({
  page,
  context,
  baseURL,
}) => {
  const owner = await createUser();
  const company = createCompany({ name: `Inbox Lines ${tag()}` });
  claimFor(company.id, owner.id);
  forwardedRequest(company.id);
  await signIn(context, baseURL!, owner);
  await page.goto("/dashboard/leads");
  const lead = page.getByRole("article").filter({ hasText: company.name });
  await expect(lead).toContainText("240 stalls");
  await expect(lead).toContainText("Within 1-2 weeks");
  await expect(lead).toContainText("Parking lot type: Restripe existing lines");
  await expect(lead).toContainText("Striping material: Thermoplastic");
  await expect(lead).toContainText("Number of arrows: 12");
  await expect(lead).not.toContainText("1-2weeks");

  await lead.getByLabel("Message to Pat Manager *").fill("We can restripe the lot on a Sunday.");
  await lead.getByLabel("Price range (optional)").fill("$2,400–$2,900");
  await lead.getByLabel("Earliest start (optional)").fill("June 8");
  await lead.getByRole("button", { name: "Send response" }).click();
  await expect(toast(page, "Response sent")).toBeVisible();
  const answered = page.getByRole("region", { name: "Conversation with Pat Manager" });
  await expect(answered).toContainText("Price range: $2,400–$2,900");
  await expect(answered).toContainText("Earliest start: June 8");
  await expect(answered).toContainText("We can restripe the lot on a Sunday.");
});

test("the owner's card shows the plan and the address; the link is sent again; the badge is mailed", async ({
  page,
  context,
  baseURL,
  browser,
  js,
}) => {
  const owner = await createUser();
  const company = createCompany({ name: `Planned Lines ${tag()}` });
  const office = `office-${tag()}@planned.example.com`;
  claimFor(company.id, owner.id);
  db()
    .prepare(
      "UPDATE companies SET email = ?, subscription_tier = 'vip', tier_rank = 2, plan_status = 'active', plan_source = 'paid', featured_until = ? WHERE id = ?",
    )
    .run(office, Date.UTC(2027, 2, 31), company.id);
  db().prepare("DELETE FROM listing_email_proofs WHERE company_id = ?").run(company.id);
  await signIn(context, baseURL!, owner);
  await page.goto("/dashboard");
  const card = page.getByRole("article", { name: company.name });
  await expect(card).toContainText("VIP plan active, paid through Mar 31, 2027.");
  await expect(card).toContainText(`Listing e-mail ${office} is not confirmed yet`);
  await card.getByRole("button", { name: "Send the confirmation link again" }).click();
  await expect(toast(page, "Confirmation link sent")).toBeVisible();
  await waitForMail(office, "Confirm your company's email address");
  await expect(page.getByRole("article", { name: company.name })).toContainText(
    "A confirmation link was sent on",
  );

  // The operator verifies the listing: the owner is told by mail.
  const opContext = await browser.newContext({ javaScriptEnabled: js });
  try {
    const opPage = await opContext.newPage();
    await operator(opContext, baseURL!);
    await opPage.goto(`${baseURL}/admin/listings/${company.id}`);
    await opPage.getByLabel("What was checked").fill("State licence checked.");
    await opPage.getByRole("button", { name: `Verify ${company.name}` }).click();
    await expect(
      toast(opPage, "Listing verified").or(opPage.getByRole("status").first()),
    ).toBeVisible();
  } finally {
    await opContext.close();
  }
  const mail = await waitForMail(owner.email, "Your listing is verified");
  expect(mail.text).toContain(`Our team checked ${company.name}`);
});

test("the FAQ says every owner edits in My Account", async ({ page }) => {
  await page.goto("/faq?q=update+my+company");
  await page.getByText("How do I update my company information?").click();
  await expect(
    page.getByText(
      "Every owner edits their listing in My Account, on every plan, Standard included",
    ),
  ).toBeVisible();
  await expect(page.getByText("Standard users contact support")).toHaveCount(0);
});

test("a signed-out buyer is told why to sign in; a signed-in sender gets a copy; a refused send keeps the filters", async ({
  page,
  context,
  baseURL,
  js,
}) => {
  const supplier = db()
    .prepare(
      "INSERT INTO companies (directory, slug, name, location, state, email, company_type, products, description) VALUES ('materials', ?, ?, 'Austin', 'TX', ?, 'Supplier', '[\"Primer\"]', 'Primer supplier.') RETURNING id, name, email",
    )
    .get(`primer-${tag()}`, `Primer Works ${tag()}`, `sales-${tag()}@primer.example.com`) as {
    id: number;
    name: string;
    email: string;
  };
  db()
    .prepare(
      "INSERT INTO listing_email_proofs (company_id, email, source, proven_at) VALUES (?, ?, 'import', unixepoch()) ON CONFLICT DO UPDATE SET proven_at = unixepoch()",
    )
    .run(supplier.id, supplier.email);

  const compose = async (subject: string, message: string) => {
    const card = page.getByRole("article").filter({ hasText: supplier.name });
    await card.getByLabel("Select for bulk email").check();
    if (js) {
      await page.getByRole("button", { name: "Send Email" }).first().click();
      await page.getByLabel("Subject").fill(subject);
      await page.getByLabel("Message").fill(message);
      await page.getByRole("dialog").getByRole("button", { name: "Send Email" }).click();
    } else {
      // The fields come before the list: reached without scrolling past the cards.
      const subjectBox = await page.getByLabel("Subject").boundingBox();
      const cardBox = await card.boundingBox();
      expect(subjectBox!.y).toBeLessThan(cardBox!.y);
      await page.getByLabel("Subject").fill(subject);
      await page.getByLabel("Message").fill(message);
      await page.getByRole("button", { name: "Send Email", exact: true }).first().click();
    }
  };

  await page.goto(`/materials?search=${encodeURIComponent(supplier.name)}`);
  await compose("Primer pricing", "Please quote 10 pails of primer.");
  await expect(page).toHaveURL(/\/login\?/);
  await expect(
    page.getByText("Sign in to send your email to the suppliers you selected."),
  ).toBeVisible();
  await expect(page.getByText("Sign in to manage your company listings.")).toHaveCount(0);

  const buyer = await createUser({ firstName: "Bea" });
  await signIn(context, baseURL!, buyer);
  const subject = `Primer order ${tag()}`;
  await page.goto(`/materials?search=${encodeURIComponent(supplier.name)}`);
  await compose(subject, "Please quote 10 pails of primer for June.");
  const copy = await waitForMail(buyer.email, `Copy: ${subject}`);
  expect(copy.text).toContain(`- ${supplier.name}`);
  expect(copy.text).toContain("Please quote 10 pails of primer for June.");

  if (!js) {
    // A refused send (no message) re-renders the same filtered list.
    await page.goto(`/materials?product=Primer&search=${encodeURIComponent(supplier.name)}`);
    await page
      .getByRole("article")
      .filter({ hasText: supplier.name })
      .getByLabel("Select for bulk email")
      .check();
    await page.getByLabel("Subject").fill("No message");
    await page.getByRole("button", { name: "Send Email", exact: true }).first().click();
    await expect(page).toHaveURL(/product=Primer/);
    await expect(page.getByLabel("Product", { exact: true })).toHaveValue("Primer");
    await expect(page.getByRole("alert").first()).toBeVisible();
  }
});

test("the console names what the operator judges", async ({ page, context, baseURL }) => {
  await operator(context, baseURL!);
  const company = createCompany({ name: `Reported Lines ${tag()}` });
  const review = db()
    .prepare(
      "INSERT INTO reviews (company_id, customer_name, rating, title, content, status) VALUES (?, 'Vic Visitor', 1, ?, 'They never showed up and kept the deposit.', 'visible') RETURNING id, title",
    )
    .get(company.id, `Terrible ${tag()}`) as { id: number; title: string };
  db()
    .prepare(
      "INSERT INTO review_reports (review_id, reason, note, reporter_key) VALUES (?, 'conflict_of_interest', 'The owner of the competing firm wrote this.', ?)",
    )
    .run(review.id, tag());

  await page.goto("/admin/reviews");
  const item = page.getByRole("listitem").filter({ hasText: review.title });
  await expect(item).toContainText("1 out of 5 by Vic Visitor");
  await expect(item).toContainText("Conflict of interest (owner, employee or competitor)");
  await expect(item).toContainText("“The owner of the competing firm wrote this.”");
  await expect(item.getByRole("link", { name: company.name })).toHaveAttribute(
    "href",
    `/companies/${company.slug}`,
  );

  // Disable an account: the reason is marked required before sending.
  const target = await createUser();
  await page.goto(`/admin/users?q=${encodeURIComponent(target.email)}`);
  const reason = page.getByLabel(`Reason for disabling ${target.email} (required) *`);
  await expect(reason).toHaveAttribute("required", "");
  await reason.fill("Posting fake reviews.");
  await page.getByRole("button", { name: `Disable ${target.email}` }).click();
  await expect(toast(page, "Account disabled")).toBeVisible();

  await page.goto("/admin/audit");
  const link = page.getByRole("link", { name: `Account: ${target.email}` }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/admin\/users\?q=/);
  await expect(page.getByText(target.email).first()).toBeVisible();

  const quoteId = forwardedRequest(company.id, "75024");
  await page.goto("/admin/quotes");
  const title = page.getByRole("heading", { name: new RegExp(`^#${quoteId} `) });
  await expect(title).toHaveText(new RegExp(`^#${quoteId} Parking Lot Striping 75024 ·`));
  const quote = page.getByRole("listitem").filter({ has: title });
  await expect(quote).not.toContainText("in 75024 in 75024");
  await expect(quote).not.toContainText("parking_lot");
  await expect(quote).toContainText("Viewed");
});

test("no-review cards, Sign Out on one line, a state's DOT card", async ({
  page,
  context,
  baseURL,
}) => {
  const company = createCompany({ name: `Unreviewed Lines ${tag()}` });
  await page.goto(`/browse?search=${encodeURIComponent(company.name)}`);
  const card = page.getByRole("article").filter({ hasText: company.name });
  await expect(card).toContainText("No reviews yet");
  await expect(card).not.toContainText("0.0 (0 reviews)");

  await page.goto("/striping-companies/texas");
  await page.getByRole("link", { name: "Texas DOT resources" }).click();
  await expect(page).toHaveURL(/\/resources#state-TX$/);
  await expect(page.getByRole("heading", { name: "Texas", exact: true })).toBeInViewport();

  await signedInUser(context, baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const signOut = page.getByRole("button", { name: "Sign Out" }).first();
  const box = await signOut.boundingBox();
  const lineHeight = await signOut.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(box!.height).toBeLessThan(lineHeight * 2 + 16);
});
