import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createUser, db, expect, signedInUser, test, waitForMail } from "./fixtures";

/**
 * Materials companies of the test's own (type Distributor, so the seeded Supplier count used
 * below never changes), with a tag that only they carry.
 */
function createSuppliers(n: number, over: { products?: string[]; email?: boolean } = {}) {
  const tag = `zq${crypto.randomBytes(3).toString("hex")}`;
  const rows = Array.from({ length: n }, (_, i) => {
    const name = `Quillfeather ${tag} Supply ${i + 1}`;
    const email = over.email === false ? null : `sales-${tag}-${i + 1}@supply.example.com`;
    const row = db()
      .prepare(
        `INSERT INTO companies (directory, slug, name, location, state, email, phone, website, description, products, certifications, company_type, year_established)
         VALUES ('materials', ?, ?, 'Dayton', 'OH', ?, '(937) 555-0123', 'www.${tag}.example.com', 'Test supplier.', ?, '["ISO 9001"]', 'Distributor', 2001) RETURNING id`,
      )
      .get(`${tag}-${i + 1}`, name, email, JSON.stringify(over.products ?? ["Glass Beads"])) as {
      id: number;
    };
    return { id: row.id, name, email };
  });
  return { tag, rows };
}

const countLine = (page: Page) => page.getByText(/^Showing \d+ materials & equipment companies/);

async function applyFilters(page: Page, js: boolean) {
  if (!js) await page.getByRole("button", { name: "Apply Filters" }).click();
}

test.describe("materials directory", () => {
  test("filters by text, company type and product", async ({ page, js }) => {
    const { tag, rows } = createSuppliers(1);
    await page.goto("/materials");
    await expect(
      page.getByRole("heading", { name: "Materials & Equipment Suppliers" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /Your Company Could Be Here!/ })).toHaveAttribute(
      "href",
      "/add-company",
    );

    await page.getByPlaceholder("Search companies, products...").fill(tag);
    await applyFilters(page, js);
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));
    await expect(
      page.getByText(`Showing 1 materials & equipment companies matching "${tag}"`),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: rows[0].name })).toBeVisible();

    await page.getByLabel("Company Type").selectOption("Manufacturer");
    await applyFilters(page, js);
    await expect(page.getByText("No Materials & Equipment Companies Found")).toBeVisible();
    await expect(page.getByRole("link", { name: "Submit a Company" })).toHaveAttribute(
      "href",
      "/add-company",
    );

    await page.getByLabel("Company Type").selectOption("Distributor");
    await page.getByLabel("Product", { exact: true }).selectOption("Glass Beads");
    await applyFilters(page, js);
    await expect(page.getByRole("heading", { name: rows[0].name })).toBeVisible();
    await page.getByLabel("Product", { exact: true }).selectOption("Tools");
    await applyFilters(page, js);
    await expect(page.getByText("No Materials & Equipment Companies Found")).toBeVisible();

    // A product found by the text search too: 'Tools' is one of LineMaster's products.
    await page.goto("/materials");
    await page.getByLabel("Company Type").selectOption("Supplier");
    await applyFilters(page, js);
    const suppliers = (
      db()
        .prepare(
          "SELECT count(*) n FROM companies WHERE directory = 'materials' AND company_type = 'Supplier'",
        )
        .get() as { n: number }
    ).n;
    await expect(countLine(page)).toHaveText(
      `Showing ${suppliers} materials & equipment companies`,
    );
    const badges = page.getByRole("article").getByText("Supplier", { exact: true });
    await expect(badges).toHaveCount(suppliers);
  });

  test("cards show type, verification, products, certifications and contact links", async ({
    page,
  }) => {
    await page.goto(`/materials?${new URLSearchParams({ search: "Meridian Traffic Coatings" })}`);
    const card = page.getByRole("article").filter({ hasText: "Meridian Traffic Coatings" });
    await expect(card.getByText("Manufacturer", { exact: true })).toHaveClass(/bg-blue-100/);
    await expect(card.getByText("Verified listing", { exact: true })).toBeVisible();
    await expect(card.getByText("Established 1987")).toBeVisible();
    await expect(card.getByRole("list", { name: "Products" })).toContainText("Primer");
    await expect(card.getByRole("list", { name: "Certifications" })).toContainText("ISO 9001");
    // Nobody has reviewed it: no rating is read out, once or twice.
    await expect(card.getByText("No reviews yet")).toBeVisible();
    await expect(card.getByText(/out of 5 stars/)).toHaveCount(0);
    await expect(card.getByRole("link", { name: /555-01/ })).toHaveAttribute("href", /^tel:/);
    await expect(card.getByRole("link", { name: "info@mtc.example.org" })).toHaveAttribute(
      "href",
      "mailto:info@mtc.example.org",
    );

    const { tag } = createSuppliers(1);
    await page.goto(`/materials?search=${tag}`);
    const site = page.getByRole("article").getByRole("link", { name: /^www\./ });
    await expect(site).toHaveAttribute("href", `https://www.${tag}.example.com`);
    await expect(site).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("article").getByText("Distributor", { exact: true })).toHaveClass(
      /bg-green-100/,
    );
  });
});

test.describe("bulk email", () => {
  test("a signed-in user selects companies and sends; each gets its own mail", async ({
    page,
    context,
    baseURL,
    js,
  }) => {
    const user = await signedInUser(context, baseURL!);
    const { tag, rows } = createSuppliers(2);
    const subject = `Bead order ${tag}`;
    await page.goto(`/materials?search=${tag}`);

    if (js) {
      await page.getByRole("button", { name: "Select All" }).click();
      await expect(page.getByText("2 companies selected for bulk email")).toBeVisible();
      await expect(page.getByRole("button", { name: "Deselect All" })).toBeVisible();
      await page.getByRole("button", { name: "Deselect All" }).click();
      await expect(page.getByText("0 companies selected for bulk email")).toBeVisible();
      await page.getByRole("checkbox", { name: rows[0].name }).check();
      await page.getByRole("checkbox", { name: rows[1].name }).check();
      await expect(page.getByRole("button", { name: "Deselect All" })).toBeVisible();
      await page.getByRole("button", { name: "Send Email" }).click();
      const dialog = page.getByRole("dialog", { name: "Send Bulk Email to 2 Companies" });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("Subject").fill(subject);
      await dialog.getByLabel("Message").fill("Please quote 40 bags of Type I beads.");
      await dialog.getByRole("button", { name: "Send Email" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText("0 companies selected for bulk email")).toBeVisible();
      await page.getByRole("button", { name: "Select All" }).click();
      await page.getByRole("button", { name: "Send Email" }).click();
      await expect(dialog.getByLabel("Subject")).toHaveValue("");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
    } else {
      await page.getByRole("link", { name: "Select All" }).click();
      await expect(page.getByRole("checkbox", { name: rows[0].name })).toBeChecked();
      await expect(page.getByRole("link", { name: "Deselect All" })).toBeVisible();
      await page.getByLabel("Subject").fill(subject);
      await page.getByLabel("Message").fill("Please quote 40 bags of Type I beads.");
      await page.getByRole("button", { name: "Send Email" }).click();
      await expect(page).toHaveURL(new RegExp(`/materials\\?search=${tag}$`));
    }
    await expect(page.getByText("Success", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Email sent to 2 companies successfully", { exact: true }),
    ).toBeVisible();

    for (const r of rows) {
      const mail = await waitForMail(r.email!, subject);
      expect(mail.to).toEqual([r.email]);
      expect(mail.replyTo).toContain(user.email);
      expect(mail.text).toContain("Please quote 40 bags of Type I beads.");
    }
    const sends = db()
      .prepare("SELECT recipient_count n FROM bulk_email_sends WHERE user_id = ?")
      .all(user.id);
    expect(sends).toEqual([{ n: 2 }]);
  });

  test("shows each validation message and sends nothing", async ({
    page,
    context,
    baseURL,
    js,
  }) => {
    const user = await signedInUser(context, baseURL!);
    const { tag, rows } = createSuppliers(1);
    await page.goto(`/materials?search=${tag}`);

    await page.getByRole("button", { name: "Send Email" }).click();
    await expect(page.getByText("No Companies Selected").first()).toBeVisible();
    await expect(
      page.getByText("Please select at least one company to send emails to").first(),
    ).toBeVisible();

    await page.getByRole("checkbox", { name: rows[0].name }).check();
    if (js) {
      await page.getByRole("button", { name: "Send Email" }).click();
      const dialog = page.getByRole("dialog", { name: "Send Bulk Email to 1 Company" });
      await dialog.getByLabel("Subject").fill("Only a subject");
      await dialog.getByRole("button", { name: "Send Email" }).click();
      await expect(dialog.getByText("Missing Information")).toBeVisible();
    } else {
      await page.getByLabel("Subject").fill("Only a subject");
      await page.getByRole("button", { name: "Send Email" }).click();
      await expect(page.getByRole("checkbox", { name: rows[0].name })).toBeChecked();
      await expect(page.getByLabel("Subject")).toHaveValue("Only a subject");
    }
    await expect(page.getByText("Missing Information").first()).toBeVisible();
    await expect(
      page.getByText("Please provide both subject and message for the email").first(),
    ).toBeVisible();
    const sends = db()
      .prepare("SELECT count(*) n FROM bulk_email_sends WHERE user_id = ?")
      .get(user.id) as { n: number };
    expect(sends.n).toBe(0);
  });

  test("a signed-out visitor who sends signs in and finds the message kept, then sends it", async ({
    page,
    js,
  }) => {
    const user = await createUser();
    const { tag, rows } = createSuppliers(2);
    const subject = `Kept draft ${tag}`;
    const body = "Please quote 12 pails of waterborne white.";
    await page.goto(`/materials?search=${tag}`);
    await page.getByRole("checkbox", { name: rows[0].name }).check();
    await page.getByRole("checkbox", { name: rows[1].name }).check();
    const form = js ? page.getByRole("dialog") : page;
    if (js) await page.getByRole("button", { name: "Send Email" }).click();
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill(body);
    await form.getByRole("button", { name: "Send Email" }).click();

    // Sent to sign in: the redirect carries a token, never the message itself.
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    const redirectTo = new URL(page.url()).searchParams.get("redirectTo")!;
    expect(redirectTo).toMatch(new RegExp(`^/materials\\?search=${tag}&draft=[a-f0-9]{32}$`));
    expect(page.url()).not.toContain("waterborne");
    const token = redirectTo.split("draft=")[1];
    const row = db()
      .prepare("SELECT company_ids, subject, message FROM bulk_email_drafts WHERE token = ?")
      .get(token) as { company_ids: string; subject: string; message: string };
    expect(JSON.parse(row.company_ids).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(row).toMatchObject({ subject, message: body });

    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(new RegExp(`/materials\\?search=${tag}&draft=${token}$`));
    await expect(
      page.getByText("Your message was kept while you signed in: check it and send it."),
    ).toBeVisible();
    if (js) {
      const dialog = page.getByRole("dialog", { name: "Send Bulk Email to 2 Companies" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Subject")).toHaveValue(subject);
      await expect(dialog.getByLabel("Message")).toHaveValue(body);
      await dialog.getByRole("button", { name: "Send Email" }).click();
      await expect(dialog).toBeHidden();
    } else {
      for (const r of rows) {
        await expect(page.getByRole("checkbox", { name: r.name })).toBeChecked();
      }
      await expect(page.getByLabel("Subject")).toHaveValue(subject);
      await expect(page.getByLabel("Message")).toHaveValue(body);
      await page.getByRole("button", { name: "Send Email" }).click();
      await expect(page).toHaveURL(new RegExp(`/materials\\?search=${tag}$`));
    }
    await expect(
      page.getByText("Email sent to 2 companies successfully", { exact: true }),
    ).toBeVisible();
    for (const r of rows) {
      const mail = await waitForMail(r.email!, subject);
      expect(mail.text).toContain(body);
    }
    // A sent draft is spent.
    expect(
      db().prepare("SELECT count(*) FROM bulk_email_drafts WHERE token = ?").pluck().get(token),
    ).toBe(0);
  });

  test("a supplier a user added with an address nobody confirmed gets no bulk mail until the link is followed", async ({
    page,
    context,
    baseURL,
    js,
  }) => {
    // Decision 042: listed by a user with a stranger's address.
    const adder = await createUser();
    const { tag, rows } = createSuppliers(1);
    const stranger = rows[0];
    db()
      .prepare("UPDATE companies SET added_by = ?, claimed_by = ?, is_claimed = 1 WHERE id = ?")
      .run(adder.id, adder.id, stranger.id);
    db().prepare("DELETE FROM listing_email_proofs WHERE company_id = ?").run(stranger.id);
    const token = crypto.randomBytes(24).toString("base64url");
    db()
      .prepare(
        "INSERT INTO listing_email_proofs (company_id, email, source, token_hash, sent_at) VALUES (?, ?, 'link', ?, ?)",
      )
      .run(
        stranger.id,
        stranger.email,
        crypto.createHash("sha256").update(token).digest("hex"),
        Date.now(),
      );

    const buyer = await signedInUser(context, baseURL!);
    const subject = `Account notice ${tag}`;
    const send = async () => {
      await page.goto(`/materials?search=${tag}`);
      await page.getByRole("checkbox", { name: stranger.name }).check();
      if (js) {
        await page.getByRole("button", { name: "Send Email" }).click();
        const dialog = page.getByRole("dialog", { name: "Send Bulk Email to 1 Company" });
        await dialog.getByLabel("Subject").fill(subject);
        await dialog.getByLabel("Message").fill("Your account is suspended, click here.");
        await dialog.getByRole("button", { name: "Send Email" }).click();
      } else {
        await page.getByLabel("Subject").fill(subject);
        await page.getByLabel("Message").fill("Your account is suspended, click here.");
        await page.getByRole("button", { name: "Send Email" }).click();
      }
    };
    await send();
    await expect(
      page.getByText(/None of the selected companies has confirmed its email address yet/).first(),
    ).toBeVisible();
    const sent = () =>
      (
        db()
          .prepare("SELECT count(*) n FROM email_outbox WHERE to_address = ? AND subject = ?")
          .get(stranger.email, subject) as { n: number }
      ).n;
    expect(sent()).toBe(0);

    // The address's owner opens the link and confirms.
    await page.goto(`/listing-email/confirm/${token}`);
    await page.getByRole("button", { name: "Confirm This Address" }).click();
    await expect(
      page.getByRole("heading", { name: "Thank you, the address is confirmed" }),
    ).toBeVisible();

    await send();
    await expect(
      page.getByText("Email sent to 1 company successfully", { exact: true }),
    ).toBeVisible();
    const mail = await waitForMail(stranger.email!, subject);
    expect(mail.replyTo).toContain(buyer.email);
  });

  test("an unknown draft token shows no kept message", async ({ page, context, baseURL }) => {
    await signedInUser(context, baseURL!);
    await page.goto(`/materials?draft=${"0".repeat(32)}`);
    await expect(page.getByText("Your message was kept while you signed in")).toHaveCount(0);
  });
});

test("materials page passes an axe scan", async ({ page, js }) => {
  test.skip(!js, "axe runs in the page's JavaScript");
  test.setTimeout(120_000);
  await page.goto("/materials");
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(serious.map((v) => `${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
});
