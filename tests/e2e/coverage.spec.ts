import crypto from "node:crypto";
import {
  createUser,
  db,
  expect,
  insertListing,
  signedInOwner,
  signedInUser,
  signIn,
  test,
  waitForMail,
} from "./fixtures";

/**
 * Coverage (decision 049), with and without JavaScript: the owner says
 * where the firm works, the buyer finds it where it serves, and a request no firm serves is
 * told so and kept for the operator.
 */

const AMARILLO = { latitude: 35.2537, longitude: -101.8601 };

/** A striping firm in Amarillo, TX of the test's own (230 miles from Santa Fe, NM). */
function amarilloFirm() {
  const tag = crypto.randomBytes(4).toString("hex");
  const name = `Panhandle Lines ${tag}`;
  const id = insertListing(
    {
      directory: "striping",
      slug: `panhandle-lines-${tag}`,
      name,
      location: "Amarillo",
      state: "TX",
      email: `bids-${tag}@panhandle.example.com`,
      receive_quotes: 1,
      ...AMARILLO,
    },
    ["Road Striping", "Parking Lot Striping"],
  );
  return { id, name };
}

const servedStates = (id: number) =>
  (
    db()
      .prepare("SELECT state FROM company_service_states WHERE company_id = ? ORDER BY state")
      .all(id) as { state: string }[]
  ).map((r) => r.state);

const travelMiles = (id: number) =>
  (
    db().prepare("SELECT travel_miles AS miles FROM companies WHERE id = ?").get(id) as {
      miles: number | null;
    }
  ).miles;

test.describe("where a firm works", () => {
  test("the owner sets it; buyers find the firm where it serves", async ({
    page,
    context,
    baseURL,
    js,
  }) => {
    const firm = amarilloFirm();
    await signedInOwner(context, baseURL!, firm);

    // The owner: from the dashboard to the form.
    await page.goto("/dashboard");
    await page
      .getByRole("article", { name: firm.name })
      .getByRole("link", { name: "Where you work" })
      .click();
    await expect(page.getByRole("heading", { name: `Where ${firm.name} works` })).toBeVisible();
    await expect(page.getByText("Within 100 miles of its city (the default).")).toBeVisible();
    const miles = page.getByLabel("How far your crews travel from your city, in miles");
    if (js) {
      // A radius out of range is refused before anything is saved.
      await miles.fill("5000");
      await page.getByRole("button", { name: "Save where you work" }).click();
      await expect(
        page.getByText("Enter a whole number of miles from 10 to 1000, or leave it empty."),
      ).toBeVisible();
      expect(travelMiles(firm.id)).toBeNull();
    }
    await miles.fill("150");
    await page.getByLabel("New Mexico", { exact: true }).check();
    await page.getByLabel("Colorado", { exact: true }).check();
    await page.getByRole("button", { name: "Save where you work" }).click();
    await expect(
      page
        .getByText("Within 150 miles of its city, and anywhere in Colorado, New Mexico.", {
          exact: true,
        })
        .first(),
    ).toBeVisible();
    await expect(page.getByLabel("New Mexico", { exact: true })).toBeChecked();
    expect(travelMiles(firm.id)).toBe(150);
    expect(servedStates(firm.id)).toEqual(["CO", "NM"]);

    // The buyer: a search near Santa Fe lists it, based elsewhere and serving the area.
    await page.goto(`/browse?search=${encodeURIComponent("Santa Fe, NM")}&radius=10`);
    const card = page.getByRole("article").filter({ hasText: firm.name });
    await expect(card).toContainText("Based in Amarillo, TX · serves this area");
    await expect(page.getByText(/based farther away that serves? it$/)).toBeVisible();

    // New Mexico's page lists it after the state's own, marked as based elsewhere.
    await page.goto("/striping-companies/new-mexico");
    await expect(
      page.getByRole("heading", { name: /^Based in other states, serving New Mexico/ }),
    ).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: firm.name })).toContainText(
      "Based in Amarillo, TX",
    );

    // The owner narrows it again: the state page drops the firm (its cache too).
    await page.goto(`/dashboard/coverage/${firm.id}`);
    await page.getByLabel("New Mexico", { exact: true }).uncheck();
    await page.getByLabel("Colorado", { exact: true }).uncheck();
    await miles.fill("");
    await page.getByRole("button", { name: "Save where you work" }).click();
    await expect(
      page.getByText("Within 100 miles of its city (the default).", { exact: true }).first(),
    ).toBeVisible();
    expect(servedStates(firm.id)).toEqual([]);
    await page.goto("/striping-companies/new-mexico");
    await expect(page.getByRole("heading", { name: /New Mexico/ }).first()).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: firm.name })).toHaveCount(0);
  });

  test("a listing whose address is not proven is on other states' pages only once it is", async ({
    page,
    context,
    baseURL,
  }) => {
    const firm = amarilloFirm();
    // Its address waits for its link, as when an owner adds a listing under another address.
    db().prepare("DELETE FROM listing_email_proofs WHERE company_id = ?").run(firm.id);
    await signedInOwner(context, baseURL!, firm);
    await page.goto(`/dashboard/coverage/${firm.id}`);
    await expect(
      page.getByText(
        /once your account's e-mail address and the listing's e-mail address are confirmed\.$/,
      ),
    ).toBeVisible();
    await page.getByLabel("New Mexico", { exact: true }).check();
    await page.getByRole("button", { name: "Save where you work" }).click();
    await expect(page.getByText(/anywhere in New Mexico\.$/).first()).toBeVisible();
    expect(servedStates(firm.id)).toEqual(["NM"]);
    await page.goto("/striping-companies/new-mexico");
    await expect(page.getByRole("heading", { name: /New Mexico/ }).first()).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: firm.name })).toHaveCount(0);

    // The link is opened: the page lists it (its cached copy is dropped).
    db()
      .prepare(
        "INSERT INTO listing_email_proofs (company_id, email, source, proven_at) SELECT id, lower(trim(email)), 'link', ? FROM companies WHERE id = ?",
      )
      .run(Date.now(), firm.id);
    await page.goto("/striping-companies/new-mexico");
    await expect(page.getByRole("article").filter({ hasText: firm.name })).toContainText(
      "Based in Amarillo, TX",
    );
  });

  test("another owner's listing is not found", async ({ page, context, baseURL }) => {
    const firm = amarilloFirm();
    await signedInUser(context, baseURL!);
    const res = await page.goto(`/dashboard/coverage/${firm.id}`);
    expect(res?.status()).toBe(404);
  });

  test("a request no firm serves is told so, kept and shown to the operator", async ({
    page,
    context,
    baseURL,
  }) => {
    const email = `client-${crypto.randomBytes(4).toString("hex")}@example.com`;
    await page.goto("/get-quote");
    await page.getByLabel("Line Removal", { exact: true }).check();
    await page.getByLabel("Contact Name *").fill("Dana Reyes");
    await page.getByLabel("Email *").fill(email);
    await page.getByLabel("Phone *").fill("(907) 555-0142");
    await page.getByLabel("Project Location *").fill("Kotzebue, AK");
    await page.getByRole("button", { name: "Submit Quote Request" }).click();
    const told =
      "No listed contractor serves Kotzebue, AK for Line Removal yet. We have kept your request and our team will look for one.";
    await expect(page.getByText(told).first()).toBeVisible();
    const row = db()
      .prepare("SELECT id, status FROM quote_requests WHERE customer_email = ?")
      .get(email) as { id: number; status: string };
    expect(row.status).toBe("pending");
    expect(
      db().prepare("SELECT count(*) AS n FROM quote_matches WHERE quote_id = ?").get(row.id),
    ).toEqual({ n: 0 });
    const mail = await waitForMail(email, "We received your quote request");
    expect(mail.text).toContain(told);

    const operator = await createUser({ firstName: "Opal" });
    db().prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(operator.id);
    await signIn(context, baseURL!, operator);
    await page.goto("/admin/quotes");
    await page.getByRole("link", { name: "Not sent to anyone" }).click();
    await expect(page).toHaveURL(/\/admin\/quotes\?sent=none$/);
    const card = page.getByRole("listitem").filter({ hasText: `#${row.id} ` });
    await expect(card).toContainText(
      "Sent to no contractor: no listed contractor serves its location for this work.",
    );
    await expect(card).toContainText(email);
  });
});
