import crypto from "node:crypto";
import { createCompany, db, expect, test } from "./fixtures";

/**
 * What a buyer reads of a firm's credentials and coverage, with JavaScript on and off: chosen
 * credentials all apply and the count line says so, the state × credential page counts the
 * checked ones and the self-reported apart, a self-reported credential says so on the card,
 * and a firm's page and card say where it works.
 */
function credential(companyId: number, kind: string, state: string, verified: boolean) {
  db()
    .prepare(
      "INSERT INTO listing_credentials (company_id, kind, state, issuer, status, verified_at) VALUES (?, ?, ?, 'Test issuer', ?, ?)",
    )
    .run(
      companyId,
      kind,
      state,
      verified ? "verified" : "self_reported",
      verified ? Date.now() : null,
    );
}

test("choosing DOT Certified and DBE Certified lists the firms holding both, and says so", async ({
  page,
}) => {
  const tag = `Bothcred ${crypto.randomBytes(3).toString("hex")}`;
  const both = createCompany({ name: `${tag} Both`, state: "KS" });
  const dotOnly = createCompany({ name: `${tag} Dot`, state: "KS" });
  const said = createCompany({ name: `${tag} Said`, state: "KS" });
  credential(both.id, "dot_prequalified", "KS", true);
  credential(both.id, "dbe_certified", "KS", true);
  credential(dotOnly.id, "dot_prequalified", "KS", true);
  credential(said.id, "dot_prequalified", "KS", true);
  credential(said.id, "dbe_certified", "KS", false);

  await page.goto("/browse?advanced=1");
  await page.getByLabel("Search Term").fill(tag);
  await page.locator("label", { hasText: "DOT Certified" }).first().click();
  await page.locator("label", { hasText: "DBE Certified" }).first().click();
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/cert=DBE/);
  const results = page.locator("#results");
  await expect(results).toContainText("holding DOT prequalification and DBE certification");
  await expect(results.locator("article", { hasText: both.name })).toBeVisible();
  const saidCard = results.locator("article", { hasText: said.name });
  await expect(saidCard).toBeVisible();
  await expect(results.locator("article", { hasText: dotOnly.name })).toHaveCount(0);
  // The owner's word says so in words on the card, not only in a tooltip.
  await expect(saidCard.getByRole("list", { name: "Credentials" })).toContainText(
    "DBE Certified (KS) · Self-reported",
  );

  await page.getByLabel("Verified credentials only").check();
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/verified=1/);
  await expect(results.locator("article", { hasText: said.name })).toHaveCount(0);
  await expect(results.locator("article", { hasText: both.name })).toBeVisible();
});

test("the state × credential page counts the checked credentials and the self-reported apart", async ({
  page,
}) => {
  const tag = crypto.randomBytes(3).toString("hex");
  const checked = createCompany({ name: `Checked Prequal ${tag}`, state: "NE" });
  const said = createCompany({ name: `Said Prequal ${tag}`, state: "NE" });
  credential(checked.id, "dot_prequalified", "NE", true);
  credential(said.id, "dot_prequalified", "NE", false);
  const count = (statuses: string) =>
    (
      db()
        .prepare(
          `SELECT count(DISTINCT lc.company_id) AS n FROM listing_credentials lc
           JOIN companies c ON c.id = lc.company_id
           WHERE lc.kind = 'dot_prequalified' AND lc.state = 'NE' AND c.state = 'NE'
             AND c.directory = 'striping' AND c.listing_status = 'listed' AND c.deleted_at IS NULL
             AND lc.status IN (${statuses})
             AND (lc.expires_on IS NULL OR lc.expires_on > date('now'))`,
        )
        .get() as { n: number }
    ).n;
  const verified = count("'verified'");
  const more = count("'verified','self_reported'") - verified;

  await page.goto("/striping-companies/nebraska/dot-certified");
  const intro = `In Nebraska, ${verified} listed ${verified === 1 ? "company holds" : "companies hold"} a DOT prequalification from Nebraska, verified by the directory or on a public list`;
  await expect(page.getByText(intro)).toBeVisible();
  await expect(
    page.getByText(
      `${more} more ${more === 1 ? "company says it holds" : "companies say they hold"} it, self-reported and not checked`,
    ),
  ).toBeVisible();
  await expect(page.locator("article", { hasText: checked.name })).toBeVisible();
  await expect(page.locator("article", { hasText: said.name })).toHaveCount(0);
  await page.getByRole("link", { name: "see them with the others" }).click();
  await expect(page).toHaveURL(/\/browse\?state=NE&category=DOT\+Certified/);
});

test("a firm's page and card say where it works", async ({ page }) => {
  // Far from every place other tests search or send quotes to, and its coverage removed after:
  // a firm that serves a state from afar shows in others' searches of it.
  const firm = createCompany({ name: `Reach Lines ${crypto.randomBytes(3).toString("hex")}` });
  db()
    .prepare(
      "UPDATE companies SET location = 'Utqiagvik', state = 'AK', latitude = 71.29, longitude = -156.79, travel_miles = 300 WHERE id = ?",
    )
    .run(firm.id);
  db()
    .prepare("INSERT INTO company_service_states (company_id, state) VALUES (?, 'OK')")
    .run(firm.id);
  const words = "Works within 300 miles of Utqiagvik, AK, and anywhere in Oklahoma";
  try {
    await page.goto(`/companies/${firm.slug}`);
    await expect(page.locator("header").getByText(words)).toBeVisible();
    await page.goto(`/browse?${new URLSearchParams({ search: firm.name })}`);
    await expect(page.locator("article", { hasText: firm.name }).getByText(words)).toBeVisible();
  } finally {
    db().prepare("DELETE FROM company_service_states WHERE company_id = ?").run(firm.id);
    db().prepare("UPDATE companies SET travel_miles = NULL WHERE id = ?").run(firm.id);
  }

  const plain = createCompany({ name: `Stay Lines ${crypto.randomBytes(3).toString("hex")}` });
  await page.goto(`/companies/${plain.slug}`);
  await expect(
    page.getByText("Works within 100 miles of Austin, TX", { exact: true }),
  ).toBeVisible();
});
