import {
  claimFor,
  createCompany,
  createUser,
  db,
  expect,
  findInWizard,
  signedInUser,
  signIn,
  test,
  waitForMail,
} from "./fixtures";

test.describe("add-company wizard", () => {
  test("signed out: Authentication Required, then the login page", async ({ page }) => {
    await page.goto("/add-company");
    await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
    await expect(
      page
        .getByText(
          "You need to create an account to add or claim companies. Redirecting to login...",
        )
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Account" })).toHaveAttribute(
      "href",
      "/register?redirectTo=%2Fadd-company",
    );
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadd-company/, { timeout: 6000 });
  });

  test("adds a striping company on a paid plan", async ({ page, context, baseURL, js }) => {
    const user = await signedInUser(context, baseURL!);
    const name = `Brightline Striping ${Date.now()}`;
    await page.goto("/add-company");
    await expect(page.getByRole("list", { name: "Progress" })).toContainText("Search");
    await page.getByLabel("Road Striping Company").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page
      .getByPlaceholder("Search by company name, location, or state...")
      .fill("zzqx nothing here");
    if (!js) await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("No companies found matching your search.")).toBeVisible();
    await page.getByRole("button", { name: "Add New Company" }).click();
    await expect(page.getByRole("heading", { name: "Add Company Details" })).toBeVisible();

    const next = page.getByRole("button", { name: "Continue to Plans" });
    if (js) await expect(next).toBeDisabled();
    await page.getByLabel("Company Name *").fill(name);
    await page.getByLabel("City *").fill("St. Louis");
    await page.getByLabel("State *").selectOption("MO");
    await page.getByLabel("Email Address *").fill("not-an-email");
    await next.click();
    await expect(page.getByText("Valid email is required")).toBeVisible();
    await page.getByLabel("Email Address *").fill("hello@brightline.example.com");
    await page.getByLabel("Phone Number").fill("12345");
    await next.click();
    await expect(page.getByText("Invalid contact information provided")).toBeVisible();
    await page.getByLabel("Phone Number").fill("(314) 555-0199");
    await page.getByLabel("Parking Lot Striping").check();
    await page.getByLabel("Thermoplastic Striping").check();

    // Back keeps what was typed.
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Add New Company" }).click();
    await expect(page.getByLabel("Company Name *")).toHaveValue(name);
    await expect(page.getByLabel("Parking Lot Striping")).toBeChecked();
    await page.getByRole("button", { name: "Continue to Plans" }).click();

    await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Company - Free" })).toBeVisible();
    await page.locator('input[name="subscriptionTier"][value="premium"]').check();
    await page.getByRole("button", { name: "Add Company - $10/month" }).click();

    // The listing exists first; then Stripe's Checkout (the stand-in's page) takes the payment.
    await expect(page.getByRole("heading", { name: "Subscribe to Premium monthly" })).toBeVisible();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByText(`Premium is active for ${name}`)).toBeVisible();
    await page.getByRole("link", { name: "Back to My Account" }).click();
    await expect(page.getByRole("article", { name })).toBeVisible();
    const row = db()
      .prepare(
        "SELECT directory, claimed_by, is_claimed, subscription_tier, tier_rank, plan_source, latitude, services FROM companies WHERE name = ?",
      )
      .get(name) as Record<string, unknown>;
    expect(row).toMatchObject({
      directory: "striping",
      claimed_by: user.id,
      is_claimed: 1,
      // Paid through Stripe: the listing ranks as Premium.
      subscription_tier: "premium",
      tier_rank: 1,
      plan_source: "paid",
    });
    expect(row.latitude).toBeCloseTo(38.6, 0);
    expect(JSON.parse(String(row.services))).toEqual([
      "Parking Lot Striping",
      "Thermoplastic Striping",
    ]);
    const svc = db()
      .prepare(
        "SELECT count(*) n FROM company_services cs JOIN companies c ON c.id = cs.company_id WHERE c.name = ?",
      )
      .get(name) as { n: number };
    expect(svc.n).toBe(2);
  });

  test("adds a materials company", async ({ page, context, baseURL }) => {
    await signedInUser(context, baseURL!);
    const name = `Reflecto Beads ${Date.now()}`;
    await page.goto("/add-company");
    await page.getByLabel("Materials & Equipment").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Add New Company" }).click();
    await page.getByLabel("Company Name *").fill(name);
    await page.getByLabel("City *").fill("Denver");
    await page.getByLabel("State *").selectOption("CO");
    await page.getByLabel("Email Address *").fill("sales@reflecto.example.com");
    await page.getByLabel("Manufacturer").check();
    await page.getByLabel("Glass Beads").check();
    await page.getByRole("button", { name: "Continue to Plans" }).click();
    await page.getByRole("button", { name: "Add Company - Free" }).click();
    await expect(page.getByText("Company Added Successfully!", { exact: true })).toBeVisible();
    const row = db()
      .prepare("SELECT directory, company_type, products FROM companies WHERE name = ?")
      .get(name) as Record<string, string>;
    expect(row).toMatchObject({ directory: "materials", company_type: "Manufacturer" });
    expect(JSON.parse(row.products)).toEqual(["Glass Beads"]);
    await expect(
      page.getByRole("heading", { name: "Materials & Equipment Companies" }),
    ).toBeVisible();
    await expect(page.getByRole("article", { name })).toBeVisible();
  });

  test("claims an unclaimed listing and tells the listing's address", async ({
    page,
    context,
    baseURL,
    js,
  }) => {
    const user = await createUser({ firstName: "Casey" });
    await signIn(context, baseURL!, user);
    const company = createCompany({ name: `Claimable Lines ${Date.now()}` });
    await findInWizard(page, js, company.name);
    await expect(page.getByText("Found 1 matching companies:")).toBeVisible();
    await page.getByRole("button", { name: `Claim This Listing for ${company.name}` }).click();
    await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
    await page.getByRole("button", { name: "Claim Listing - Free" }).click();
    // Nothing changes until the code mailed to the listing's own address is entered.
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByText("i***@testline.example.com", { exact: false })).toBeVisible();
    expect(db().prepare("SELECT is_claimed FROM companies WHERE id = ?").get(company.id)).toEqual({
      is_claimed: 0,
    });
    const codeMail = await waitForMail(
      "info@testline.example.com",
      new RegExp(`^Your code to claim "${company.name}": \\d{6}$`),
    );
    const code = /(\d{6})$/.exec(codeMail.subject)![1];
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await page.getByLabel("Code").fill(wrongCode);
    await page.getByRole("button", { name: "Verify and Claim" }).click();
    await expect(
      page.getByText(
        "That code is not right. Check the latest e-mail and try again (4 tries left).",
      ),
    ).toBeVisible();
    await page.getByLabel("Code").fill(code);
    await page.getByRole("button", { name: "Verify and Claim" }).click();
    await expect(page.getByText("Company Claimed Successfully!", { exact: true })).toBeVisible();
    await expect(
      page.getByText("You now have access to edit this company's information.", { exact: true }),
    ).toBeVisible();
    const row = db()
      .prepare("SELECT is_claimed, claimed_by FROM companies WHERE id = ?")
      .get(company.id);
    expect(row).toEqual({ is_claimed: 1, claimed_by: user.id });
    const mail = await waitForMail(
      "info@testline.example.com",
      `Your listing "${company.name}" was claimed`,
    );
    expect(mail.text).toContain(user.email);
  });

  test("an owner whose e-mail is not verified is told so and can get the link again", async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await createUser({ verified: false });
    await signIn(context, baseURL!, user);
    await page.goto("/add-company");
    await expect(page.getByText("Verify your e-mail address first.")).toBeVisible();
    await page.getByRole("button", { name: "Send the link again" }).click();
    await expect(page.getByText("Verification e-mail sent", { exact: true })).toBeVisible();
    const mail = await waitForMail(user.email, "Verify your email address");
    expect(mail.text).toContain("/verify-email?token=");
  });

  test("a claimed row says 'Already claimed' instead of offering a claim", async ({
    page,
    context,
    baseURL,
  }) => {
    const owner = await createUser();
    const company = createCompany({ name: `Taken Lines ${Date.now()}` });
    claimFor(company.id, owner.id);
    await signedInUser(context, baseURL!);
    await page.goto(`/add-company?step=search&q=${encodeURIComponent(company.name)}`);
    await expect(page.getByText("Found 1 matching companies:")).toBeVisible();
    await expect(page.getByText("Already claimed")).toBeVisible();
    await expect(page.getByRole("button", { name: /Claim This Listing/ })).toHaveCount(0);
    expect(db().prepare("SELECT claimed_by FROM companies WHERE id = ?").get(company.id)).toEqual({
      claimed_by: owner.id,
    });
  });
});
