import os from "node:os";
import {
  claimFor,
  createCompany,
  createUser,
  db,
  expect,
  ownerWithListing,
  pngFile,
  signedInUser,
  signIn,
  test,
} from "./fixtures";

test.describe("dashboard", () => {
  test("signed out: Authentication Required, then the login page", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByText("Please log in to access your dashboard.").first()).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard/, { timeout: 5000 });
  });

  test("a new owner sees the overview and the empty state", async ({ page, context, baseURL }) => {
    const user = await createUser({ firstName: "Avery" });
    await signIn(context, baseURL!, user);
    await page.goto("/dashboard");
    // 'Welcome' on the first visit, 'Welcome back' after (decision 023).
    await expect(page.getByRole("heading", { name: "Welcome, Avery!" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Welcome back, Avery!" })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByRole("link", { name: "Add Your Company" }).first()).toHaveAttribute(
      "href",
      "/add-company",
    );
    await expect(page.getByRole("link", { name: "Browse Directory" })).toBeVisible();
    for (const s of ["Active", "Verified", "Today"])
      await expect(page.getByText(s, { exact: true })).toBeVisible();
    for (const b of ["Change Email", "Edit Name", "Delete Account"]) {
      await expect(page.getByText(b, { exact: true })).toBeVisible();
    }
  });

  test("edits a striping listing with each validation message, then saves", async ({
    page,
    context,
    baseURL,
    js,
  }) => {
    const user = await createUser();
    const company = createCompany({ name: `Editable Lines ${Date.now()}` });
    claimFor(company.id, user.id);
    await signIn(context, baseURL!, user);
    page.on("dialog", (d) => d.accept());
    await page.goto("/dashboard");
    const card = page.getByRole("article", { name: company.name });
    await card.getByRole("link", { name: "Edit" }).click();
    const save = card.getByRole("button", { name: "Save Changes" });

    const cases: [string, string, string][] = [
      ["Company Name", "", "Company name is required"],
      ["City", "", "Location is required"],
      ["Email", "bad@", "Invalid email address"],
    ];
    for (const [label, value, message] of cases) {
      await page.goto(`/dashboard?edit=${company.id}`);
      const form = page.getByRole("article", { name: company.name });
      await form.getByLabel(label, { exact: true }).fill(value);
      await form.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.goto(`/dashboard?edit=${company.id}`);
    await card.getByLabel("State").selectOption("");
    await card.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("State is required")).toBeVisible();

    await page.goto(`/dashboard?edit=${company.id}`);
    for (const s of ["Road Striping", "Parking Lot Striping"]) await card.getByLabel(s).uncheck();
    await save.click();
    await expect(page.getByText("At least one service is required")).toBeVisible();
    expect(db().prepare("SELECT name FROM companies WHERE id = ?").get(company.id)).toEqual({
      name: company.name,
    });

    await page.goto(`/dashboard?edit=${company.id}`);
    const renamed = `${company.name} Renamed`;
    await card.getByLabel("Company Name").fill(renamed);
    await card.getByLabel("Hydroblasting").check();
    await card.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Company Updated", { exact: true })).toBeVisible();
    await expect(page.getByRole("article", { name: renamed })).toBeVisible();
    await page.goto(`/companies/${company.slug}`);
    await expect(page.getByRole("heading", { name: renamed, level: 1 })).toBeVisible();
    await expect(page.getByText("Hydroblasting", { exact: true })).toBeVisible();
    void js;
  });

  test("edits a materials listing with its validation messages", async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await createUser();
    const id = (
      db()
        .prepare(
          `INSERT INTO companies (directory, slug, name, location, state, email, company_type, products, certifications)
           VALUES ('materials', ?, ?, 'Denver', 'CO', 'm@example.com', 'Distributor', '["Paint"]', '[]') RETURNING id`,
        )
        .get(`mat-${Date.now()}-${Math.random()}`, `Mat Supply ${Date.now()}`) as { id: number }
    ).id;
    claimFor(id, user.id);
    const name = (
      db().prepare("SELECT name FROM companies WHERE id = ?").get(id) as { name: string }
    ).name;
    await signIn(context, baseURL!, user);
    page.on("dialog", (d) => d.accept());
    await page.goto(`/dashboard?edit=${id}`);
    const card = page.getByRole("article", { name });
    await card.getByLabel("Paint", { exact: true }).uncheck();
    await card.getByLabel("Company Type").selectOption("");
    await card.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("At least one product is required")).toBeVisible();
    await expect(page.getByText("Company type is required")).toBeVisible();
    await card.getByLabel("Company Type").selectOption("Manufacturer");
    await card.getByLabel("Glass Beads").check();
    await card.getByLabel("ISO 9001").check();
    await card.getByLabel("Year Established").fill("1998");
    await card.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByText("Company information updated successfully", { exact: true }),
    ).toBeVisible();
    const row = db()
      .prepare(
        "SELECT company_type, products, certifications, year_established FROM companies WHERE id = ?",
      )
      .get(id);
    expect(row).toEqual({
      company_type: "Manufacturer",
      products: '["Glass Beads"]',
      certifications: '["ISO 9001"]',
      year_established: 1998,
    });
  });

  test("a materials logo is picked, cropped, previewed and saved with the form", async ({
    page,
    context,
    baseURL,
    js,
  }) => {
    const user = await createUser();
    const name = `Logo Supply ${Date.now()}`;
    const { id } = db()
      .prepare(
        `INSERT INTO companies (directory, slug, name, location, state, email, company_type, products, is_claimed, claimed_by)
         VALUES ('materials', ?, ?, 'Denver', 'CO', 'm@example.com', 'Supplier', '["Paint"]', 1, ?) RETURNING id`,
      )
      .get(`logo-supply-${Date.now()}`, name, user.id) as { id: number };
    await signIn(context, baseURL!, user);
    page.on("dialog", (d) => d.accept());
    await page.goto(`/dashboard?edit=${id}`);
    const card = page.getByRole("article", { name });
    await card.getByLabel("Company Logo").setInputFiles(await pngFile(os.tmpdir(), 300, 180));
    if (js) {
      const dialog = page.getByRole("dialog", { name: "Crop Your Logo" });
      await dialog.getByRole("button", { name: "Use Cropped Image" }).click();
      await expect(card.getByRole("img", { name: "New logo preview" })).toBeVisible();
    }
    await card.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByText("Company information updated successfully", { exact: true }),
    ).toBeVisible();
    const row = db().prepare("SELECT custom_logo FROM companies WHERE id = ?").get(id) as {
      custom_logo: string;
    };
    expect(row.custom_logo).toMatch(/^\/logos\/[a-f0-9]{32}\.png$/);
  });

  test("deletes a listing its owner added, after confirmation", async ({
    page,
    context,
    baseURL,
    js,
  }) => {
    const user = await createUser();
    const company = createCompany({ name: `Doomed Lines ${Date.now()}` });
    claimFor(company.id, user.id);
    // Added by this owner in the wizard: deletable (a claimed one is only released; decision 015).
    db().prepare("UPDATE companies SET added_by = ? WHERE id = ?").run(user.id, company.id);
    await signIn(context, baseURL!, user);
    page.on("dialog", (d) => d.accept());
    await page.goto(`/dashboard?edit=${company.id}`);
    await page
      .getByRole("article", { name: company.name })
      .getByRole("link", { name: "Delete" })
      .click();
    if (!js) {
      await expect(page.getByRole("heading", { name: `Delete ${company.name}?` })).toBeVisible();
      await page.getByRole("button", { name: "Delete Listing" }).click();
    }
    await expect(page.getByText("Company Deleted", { exact: true })).toBeVisible();
    // Out of view at once, kept 30 days for the operator to restore.
    const row = db().prepare("SELECT deleted_at FROM companies WHERE id = ?").get(company.id) as {
      deleted_at: number | null;
    };
    expect(row.deleted_at).not.toBeNull();
    const res = await page.goto(`/companies/${company.slug}`);
    expect(res?.status()).toBe(404);
  });

  test("someone else's listing is a 404 and stays unchanged", async ({
    page,
    context,
    baseURL,
  }) => {
    const { company } = await ownerWithListing();
    await signedInUser(context, baseURL!);
    const res = await page.goto(`/dashboard/delete/${company.id}`);
    expect(res?.status()).toBe(404);
    const post = await page.request.post("/dashboard", {
      form: { intent: "delete", id: String(company.id) },
    });
    expect(post.status()).toBe(404);
    expect(db().prepare("SELECT count(*) n FROM companies WHERE id = ?").get(company.id)).toEqual({
      n: 1,
    });
  });

  test("uploads a logo (cropped with JavaScript) and shows it on the public card", async ({
    page,
    context,
    baseURL,
    js,
  }) => {
    const user = await createUser();
    const company = createCompany({ name: `Logo Lines ${Date.now()}` });
    claimFor(company.id, user.id);
    await signIn(context, baseURL!, user);
    const file = await pngFile(os.tmpdir(), 320, 200);
    await page.goto("/dashboard");
    const card = page.getByRole("article", { name: company.name });
    // A file picked before the page is interactive takes the no-JavaScript path: wait until
    // JavaScript has taken over the picker (its own Upload button goes away).
    if (js) await expect(card.getByRole("button", { name: "Upload", exact: true })).toHaveCount(0);
    await card.getByLabel(`Logo file for ${company.name}`).setInputFiles(file);
    if (js) {
      const dialog = page.getByRole("dialog", { name: "Crop Your Logo" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(/Cropped size: \d+ × \d+ px/)).toBeVisible();
      await dialog.getByRole("button", { name: "Use Cropped Image" }).click();
    } else {
      await card.getByRole("button", { name: "Upload" }).click();
    }
    await expect(page.getByText("Logo Updated", { exact: true })).toBeVisible();
    const row = db().prepare("SELECT custom_logo FROM companies WHERE id = ?").get(company.id) as {
      custom_logo: string;
    };
    expect(row.custom_logo).toMatch(/^\/logos\/[a-f0-9]{32}\.png$/);
    const logo = await page.request.get(row.custom_logo);
    expect(logo.headers()["content-type"]).toBe("image/png");
    expect(logo.headers()["cache-control"]).toContain("immutable");
    await page.goto(`/browse?${new URLSearchParams({ search: company.name })}`);
    await expect(page.getByRole("img", { name: `${company.name} logo` })).toHaveAttribute(
      "src",
      row.custom_logo,
    );
  });

  test("a file that is not an image is refused", async ({ page, context, baseURL, js }) => {
    test.skip(js, "with JavaScript a non-image file is silently ignored before upload");
    const user = await createUser();
    const company = createCompany();
    claimFor(company.id, user.id);
    await signIn(context, baseURL!, user);
    await page.goto("/dashboard");
    const card = page.getByRole("article", { name: company.name });
    await card.getByLabel(`Logo file for ${company.name}`).setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: Buffer.from("<svg onload=alert(1)>"),
    });
    await card.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("Logo Upload Failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Please select an image file", { exact: true })).toBeVisible();
    expect(db().prepare("SELECT custom_logo FROM companies WHERE id = ?").get(company.id)).toEqual({
      custom_logo: null,
    });
  });
});
