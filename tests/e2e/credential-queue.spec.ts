import crypto from "node:crypto";
import { createCompany, createUser, db, expect, signIn, test, waitForMail } from "./fixtures";

/**
 * The operator's credentials queue: the newest first, every credential reachable page by page,
 * filtered by kind, state and status in a GET form; verifying one mails the owner. With
 * JavaScript on and off.
 */
test("the operator filters the queue, pages through it newest first and verifies one", async ({
  page,
  context,
  baseURL,
}) => {
  const tag = crypto.randomBytes(3).toString("hex");
  const owner = await createUser();
  const insert = db().prepare(
    "INSERT INTO listing_credentials (company_id, kind, state, issuer, created_at) VALUES (?, ?, ?, 'Test issuer', ?) RETURNING id",
  );
  const names: string[] = [];
  for (let i = 0; i < 55; i++) {
    const company = createCompany({ name: `Queueline ${tag} ${String(i).padStart(2, "0")}` });
    db()
      .prepare("UPDATE companies SET is_claimed = 1, claimed_by = ? WHERE id = ?")
      .run(owner.id, company.id);
    insert.run(company.id, "dbe_certified", "OH", Date.UTC(2031, 0, 1, 0, i));
    names.push(company.name);
  }
  const other = createCompany({ name: `Queueline ${tag} other` });
  insert.run(other.id, "atssa_member", "", Date.UTC(2031, 0, 2));
  db()
    .prepare("UPDATE listing_credentials SET status = 'rejected' WHERE company_id = ?")
    .run(other.id);

  const operator = await createUser({ firstName: "Ola" });
  db().prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(operator.id);
  await signIn(context, baseURL!, operator);

  await page.goto("/admin");
  await expect(page.getByText(/credentials? waiting to be verified/)).toBeVisible();

  await page.goto("/admin/credentials");
  await page.getByLabel("Listing name").fill(`Queueline ${tag}`);
  await page.getByLabel("Kind").selectOption("dbe_certified");
  await page.getByLabel("State", { exact: true }).selectOption("OH");
  await page.getByRole("button", { name: "Find credentials" }).click();
  await expect(page.getByText("55 credentials waiting for a check")).toBeVisible();
  // Newest first: the first page holds the 50 newest, the second the 5 oldest.
  const listing = (i: number) => page.getByRole("link", { name: names[i]!, exact: true });
  await expect(listing(54)).toBeVisible();
  await expect(listing(5)).toBeVisible();
  await expect(listing(4)).toHaveCount(0);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(listing(4)).toBeVisible();
  await expect(listing(0)).toBeVisible();
  await expect(listing(5)).toHaveCount(0);

  await page.getByLabel("Status").selectOption("rejected");
  await page.getByLabel("Kind").selectOption("");
  await page.getByLabel("State", { exact: true }).selectOption("");
  await page.getByRole("button", { name: "Find credentials" }).click();
  await expect(page.getByText("1 credential rejected")).toBeVisible();
  await expect(page.getByRole("link", { name: other.name, exact: true })).toBeVisible();

  await page.goto(`/admin/credentials?q=${encodeURIComponent(names[54]!)}`);
  await page.getByRole("button", { name: new RegExp(`^Verify .* of ${names[54]}$`) }).click();
  await expect(page.getByText("Credential verified").first()).toBeVisible();
  await waitForMail(owner.email, new RegExp(`of ${names[54]} is verified`));
});
