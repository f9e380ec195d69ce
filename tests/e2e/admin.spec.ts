import { createCompany, createUser, db, expect, signIn, test, waitForMail } from "./fixtures";

/** The operator's console: the claims queue (decision 018), with and without JS. */
test.describe("operator console", () => {
  test("is a 404 to visitors and to owners", async ({ page, context, baseURL }) => {
    expect((await page.goto("/admin"))?.status()).toBe(404);
    await signIn(context, baseURL!, await createUser());
    expect((await page.goto("/admin/claims"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });

  test("an operator approves a claim that waited for review", async ({
    page,
    context,
    baseURL,
  }) => {
    const operator = await createUser({ firstName: "Opal" });
    db().prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(operator.id);
    const claimant = await createUser({ firstName: "Clem" });
    const company = createCompany({ name: `No Mail Lines ${Date.now()}` });
    db().prepare("UPDATE companies SET email = NULL WHERE id = ?").run(company.id);
    db()
      .prepare(
        "INSERT INTO company_claims (company_id, user_id, email, status) VALUES (?, ?, ?, 'review')",
      )
      .run(company.id, claimant.id, claimant.email);

    await signIn(context, baseURL!, operator);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Operator Console" })).toBeVisible();
    await page.getByRole("link", { name: "Review claims" }).click();
    await expect(page.getByRole("link", { name: company.name })).toBeVisible();
    await page.getByRole("button", { name: `Approve claim of ${company.name}` }).click();
    await expect(page.getByText("Claim approved", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: company.name })).toHaveCount(0);
    expect(db().prepare("SELECT claimed_by FROM companies WHERE id = ?").get(company.id)).toEqual({
      claimed_by: claimant.id,
    });
    await waitForMail(claimant.email, `Your claim of "${company.name}" was approved`);
    await page.getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("cell", { name: "claim.approve" }).first()).toBeVisible();
  });
});
