import crypto from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import {
  claimFor,
  createCompany,
  createUser,
  db,
  expect,
  signedInOwner,
  signIn,
  test,
  waitForMail,
  type TestUser,
} from "./fixtures";

/**
 * Credentials: the owner adds them from the dashboard with evidence, the operator
 * verifies or rejects them from the console's queue, and the buyer sees the same records on the
 * company page, in the certification chips and in the API. With JavaScript on and off.
 */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

type Credential = { id: number; status: string; issuer: string; evidence_file: string | null };
const credentialsOf = (companyId: number) =>
  db()
    .prepare("SELECT * FROM listing_credentials WHERE company_id = ? ORDER BY id")
    .all(companyId) as Credential[];

async function operatorIn(
  browser: import("@playwright/test").Browser,
  baseURL: string,
  js: boolean,
) {
  const operator = await createUser({ firstName: "Ola" });
  db().prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(operator.id);
  const context = await browser.newContext({ javaScriptEnabled: js });
  await signIn(context, baseURL, operator);
  return { operator, context, page: await context.newPage() };
}

async function ownedListing(context: BrowserContext, baseURL: string, state = "OH") {
  const name = `Credline ${crypto.randomBytes(3).toString("hex")}`;
  const company = createCompany({ name, state });
  const owner = await signedInOwner(context, baseURL, company);
  return { owner, company };
}

async function addCredential(page: Page, kind: string, state?: string, evidence?: Buffer) {
  await page.goto("/dashboard/credentials");
  await page.getByLabel("Credential", { exact: true }).selectOption({ label: kind });
  if (state) await page.getByLabel("State", { exact: true }).selectOption(state);
  if (evidence) {
    await page.getByLabel("Evidence (optional)").setInputFiles({
      name: "prequalification.pdf",
      mimeType: "application/pdf",
      buffer: evidence,
    });
  }
  await page.getByRole("button", { name: "Add credential" }).click();
}

test("the owner adds a DOT prequalification, the operator verifies it, the buyer finds it verified", async ({
  page,
  context,
  browser,
  baseURL,
  js,
}) => {
  const { company } = await ownedListing(context, baseURL!);
  await addCredential(page, "DOT Certified", "OH", PDF);
  await expect(page.getByText("Credential saved").first()).toBeVisible();
  const item = page.locator("li", { hasText: "DOT Certified (OH)" });
  await expect(item.getByText("Ohio Department of Transportation")).toBeVisible();
  await expect(item.getByText("Self-reported", { exact: true })).toBeVisible();
  const [row] = credentialsOf(company.id);
  expect(row).toMatchObject({
    status: "self_reported",
    issuer: "Ohio Department of Transportation",
  });
  expect(row.evidence_file).toMatch(/\.pdf$/);

  // The evidence: the owner downloads it, privately; a stranger learns nothing.
  const mine = await page.request.get(`/credentials/${row.id}/evidence`);
  expect(mine.status()).toBe(200);
  expect(mine.headers()["cache-control"]).toBe("private, no-store");
  expect(mine.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect(mine.headers()["x-content-type-options"]).toBe("nosniff");
  const stranger = await browser.newContext();
  expect((await stranger.request.get(`${baseURL}/credentials/${row.id}/evidence`)).status()).toBe(
    404,
  );
  await stranger.close();

  // The buyer sees the owner's word until the directory checks it.
  const buyer = await browser.newContext({ javaScriptEnabled: js });
  const buyerPage = await buyer.newPage();
  await buyerPage.goto(`/companies/${company.slug}`);
  const section = buyerPage.getByRole("region", { name: "Credentials" });
  await expect(section.getByText("DOT Certified (OH)")).toBeVisible();
  await expect(section.getByText("Self-reported")).toBeVisible();

  const op = await operatorIn(browser, baseURL!, js);
  await op.page.goto(`/admin/credentials?q=${encodeURIComponent(company.name)}`);
  await expect(op.page.getByRole("link", { name: company.name })).toBeVisible();
  await expect(op.page.getByRole("link", { name: "Evidence of DOT Certified (OH)" })).toBeVisible();
  await op.page
    .getByRole("button", { name: `Verify DOT Certified (OH) of ${company.name}` })
    .click();
  await expect(op.page.getByText("Credential verified").first()).toBeVisible();
  expect(credentialsOf(company.id)[0].status).toBe("verified");
  const audited = db()
    .prepare("SELECT action FROM audit_log WHERE actor_id = ? ORDER BY id DESC")
    .get(op.operator.id) as { action: string };
  expect(audited.action).toBe("credential.verify");
  await op.context.close();

  // Verified: on the company page, on the owner's dashboard, in the chips and in the API. A
  // new visitor (the first one's browser may show its copy for a while: stale-while-revalidate).
  await buyer.close();
  const buyer2 = await browser.newContext({ javaScriptEnabled: js });
  const buyerPage2 = await buyer2.newPage();
  await buyerPage2.goto(`/companies/${company.slug}`);
  await expect(
    buyerPage2
      .getByRole("region", { name: "Credentials" })
      .getByText(/^Verified by the directory on [A-Z][a-z]{2} \d{1,2}, \d{4}$/),
  ).toBeVisible();
  await page.goto("/dashboard/credentials");
  await expect(page.getByText(/Verified by the directory on/)).toBeVisible();

  await buyerPage2.goto("/browse?advanced=1");
  await buyerPage2.getByLabel("Search Term").fill(company.name);
  await buyerPage2.locator("label", { hasText: "DOT Certified" }).first().click();
  await buyerPage2.getByLabel("Verified credentials only").check();
  await buyerPage2.getByRole("button", { name: "Apply Filters" }).click();
  await expect(buyerPage2).toHaveURL(/verified=1/);
  const card = buyerPage2.locator("article", { hasText: company.name });
  await expect(card.getByRole("list", { name: "Credentials" })).toContainText("DOT Certified (OH)");

  const api = await buyer2.request.get(
    `${baseURL}/api/companies?search=${encodeURIComponent(company.name)}&cert=DOT+Certified&verified=1`,
  );
  const body = (await api.json()) as { id: number; credentials: unknown[] }[];
  expect(body.map((c) => c.id)).toEqual([company.id]);
  expect(body[0].credentials).toEqual([
    {
      kind: "dot_prequalified",
      state: "OH",
      issuer: "Ohio Department of Transportation",
      verified: true,
      expiresOn: null,
    },
  ]);
  await buyer2.close();
});

test("a rejection mails the owner the reason; an edit returns it to self-reported; remove takes it off", async ({
  page,
  context,
  browser,
  baseURL,
  js,
}) => {
  const { owner, company } = await ownedListing(context, baseURL!, "TX");
  await addCredential(page, "Woman Owned");
  // Woman-owned has no default issuer: the owner must name it.
  await expect(page.getByText("Name the issuer (who granted it).")).toBeVisible();
  expect(credentialsOf(company.id)).toEqual([]);
  await page.getByLabel("Issuer").fill("U.S. Small Business Administration (WOSB)");
  await page.getByRole("button", { name: "Add credential" }).click();
  await expect(page.getByText("Self-reported", { exact: true })).toBeVisible();

  const op = await operatorIn(browser, baseURL!, js);
  await op.page.goto(`/admin/credentials?q=${encodeURIComponent(company.name)}`);
  await op.page.getByLabel("Reason for rejecting").fill("Not in the SBA certification search.");
  await op.page.getByRole("button", { name: `Reject Woman Owned of ${company.name}` }).click();
  await expect(op.page.getByText("Credential rejected").first()).toBeVisible();
  await op.context.close();
  expect(credentialsOf(company.id)[0].status).toBe("rejected");
  const mail = await waitForMail(
    owner.email,
    `We could not verify "Woman Owned" for ${company.name}`,
  );
  expect(mail.text).toContain("Reason: Not in the SBA certification search.");

  await page.goto("/dashboard/credentials");
  await expect(page.getByText("Not verified: Not in the SBA certification search.")).toBeVisible();
  const buyer = await browser.newContext({ javaScriptEnabled: js });
  const buyerPage = await buyer.newPage();
  await buyerPage.goto(`/companies/${company.slug}`);
  await expect(buyerPage.getByRole("region", { name: "Credentials" })).toHaveCount(0);

  await page.getByRole("link", { name: "Edit Woman Owned" }).click();
  const held = page.locator("li", { hasText: "Woman Owned" });
  await held.getByLabel("Number (optional)").fill("WOSB-2291");
  await held.getByRole("button", { name: "Save credential" }).click();
  await expect(page.getByText("Credential saved").first()).toBeVisible();
  await expect(page.getByText("Self-reported", { exact: true })).toBeVisible();
  expect(credentialsOf(company.id)[0].status).toBe("self_reported");
  await buyer.close();
  const later = await browser.newContext({ javaScriptEnabled: js });
  const laterPage = await later.newPage();
  await laterPage.goto(`/companies/${company.slug}`);
  await expect(laterPage.getByRole("region", { name: "Credentials" })).toContainText("WOSB-2291");
  await later.close();

  await page.getByRole("button", { name: "Remove Woman Owned" }).click();
  await expect(page.getByText("No credentials yet.")).toBeVisible();
  expect(credentialsOf(company.id)).toEqual([]);
});

test("someone else's listing cannot get a credential", async ({ page, context, baseURL }) => {
  // Signed in as the owner of a listing of their own.
  await ownedListing(context, baseURL!);
  const other: TestUser = await createUser();
  const theirs = createCompany({ name: `Theirs ${crypto.randomBytes(3).toString("hex")}` });
  claimFor(theirs.id, other.id);
  await page.goto("/dashboard/credentials");
  const res = await page.request.post("/dashboard/credentials", {
    multipart: { intent: "save", companyId: String(theirs.id), kind: "atssa_member" },
  });
  expect(res.status()).toBe(404);
  expect(credentialsOf(theirs.id)).toEqual([]);
});
