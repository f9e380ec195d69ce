import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { createUser, db, expect, insertListing, signIn, test } from "./fixtures";

/**
 * Issue 31 (decision 050): the operator uploads the sample list, maps it, reads the preview,
 * commits, exports and undoes, with and without JavaScript (the js and no-js projects).
 */
const SAMPLE = path.resolve("tests/fixtures/import-sample.csv");

/** The n-th row's phone of this test, never a seeded listing's ((ddd) 555-01dd). */
const phoneFor = (base: number, n: number) => {
  const d = String(base + n);
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
};

/** The sample file made this test's own: tagged names, addresses and numbers. */
function taggedSample(tag: string, base: number): Buffer {
  const [header, ...rows] = parse(fs.readFileSync(SAMPLE), {
    relax_column_count: true,
  }) as string[][];
  const own = rows.map(([name, city, state, zip, phone, email, website, ...rest], i) => [
    name ? `${name} ${tag}` : "",
    city,
    state,
    zip,
    phone && phone.replace(/\D/g, "").length >= 10 ? phoneFor(base, i) : phone,
    email?.includes("@") ? email.replace("@", `-${tag}@`) : email,
    website ? website.replace("example.com", `${tag}.example.com`) : website,
    ...rest,
  ]);
  const quote = (c = "") => `"${c.replace(/"/g, '""')}"`;
  return Buffer.from([header!, ...own].map((r) => r.map(quote).join(",")).join("\n"));
}

test("upload, map, preview, commit, export and undo an import", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = crypto.randomBytes(3).toString("hex");
  const base = 2_000_000_000 + crypto.randomInt(7_000_000_000 - 100);
  const operator = await createUser({ firstName: "Opal" });
  db().prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(operator.id);
  await signIn(context, baseURL!, operator);
  // The listing the file's Maumee row matches, already in the directory without phone or e-mail.
  const maumee = insertListing(
    {
      directory: "striping",
      slug: `maumee-valley-striping-${tag}`,
      name: `Maumee Valley Striping ${tag}`,
      location: "Toledo",
      state: "OH",
    },
    ["Line Striping"],
  );
  const source = `E2E DBE list ${tag}`;

  await page.goto("/admin");
  await page.getByRole("link", { name: "Import", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Import listings" })).toBeVisible();
  await page.getByLabel("Source").fill(source);
  await page.getByLabel("CSV file").setInputFiles({
    name: "e2e-sample.csv",
    mimeType: "text/csv",
    buffer: taggedSample(tag, base),
  });
  await page.getByRole("button", { name: "Upload and map columns" }).click();

  await expect(
    page.getByRole("heading", { name: "Map the columns of e2e-sample.csv" }),
  ).toBeVisible();
  // Headers the form recognised on its own.
  await expect(page.getByLabel("Company name")).toHaveValue("Firm Name");
  await expect(page.getByLabel("ZIP code")).toHaveValue("Zip");
  await page.getByLabel("Credential the list grants").selectOption("dbe_certified");
  await page.getByLabel("Granted in").selectOption("OH");
  await page.getByRole("button", { name: "Preview the import" }).click();

  await expect(page.getByRole("heading", { name: "Preview of e2e-sample.csv" })).toBeVisible();
  await expect(
    page.getByText(
      `${source}: 6 new listings, 1 row matches an existing listing (1 would change), 1 duplicate within the file, 5 rows refused.`,
    ),
  ).toBeVisible();
  await expect(page.getByText("Row 8: (no name): No name")).toBeVisible();
  await expect(
    page.getByText(`Row 12: Erie Shore Lines ${tag}: Unknown state: Ohio Territory`),
  ).toBeVisible();
  await expect(
    page.getByText(`Row 7: BUCKEYE LINE STRIPING ${tag}: same firm as row 2`),
  ).toBeVisible();
  await expect(
    page.getByText(`Row 5: Maumee Valley Striping ${tag} → listing #${maumee}`),
  ).toContainText(`Phone “${phoneFor(base, 3)}”`);
  // Nothing written before the commit.
  const named = () =>
    db().prepare("SELECT id, phone FROM companies WHERE name LIKE ?").all(`%${tag}`) as {
      id: number;
      phone: string | null;
    }[];
  expect(named()).toHaveLength(1);

  await page.getByLabel(/Invite each imported listing/).check();
  await page.getByRole("button", { name: "Commit the import" }).click();
  // The commit runs on its own thread, which first loads the models: allow it time.
  await expect(page.getByText("Import done", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText("6 new, 1 updated, 0 unchanged, 1 duplicates, 5 refused, 6 invited.", {
      exact: true,
    }),
  ).toBeVisible();
  expect(named()).toHaveLength(7);
  const imported = db()
    .prepare("SELECT id FROM listing_imports WHERE source_name = ?")
    .get(source) as { id: number };
  expect(
    db()
      .prepare("SELECT action, note FROM audit_log WHERE target_type = 'import' AND target_id = ?")
      .all(imported.id),
  ).toEqual([{ action: "listing.import", note: "e2e-sample.csv" }]);
  expect(
    db()
      .prepare(
        "SELECT count(*) n FROM listing_credentials WHERE source_name = ? AND status = 'verified' AND state = 'OH'",
      )
      .get(source),
  ).toEqual({ n: 7 });

  const exported = await page.request.get("/admin/export.csv");
  expect(exported.headers()["content-type"]).toContain("text/csv");
  expect(await exported.text()).toContain(`"'-Western Reserve Paint, Inc. ${tag}"`);

  const entry = page.getByRole("listitem").filter({ hasText: source });
  await entry.getByRole("button", { name: "Undo import" }).click();
  await expect(page.getByText("Import undone", { exact: true })).toBeVisible({ timeout: 30_000 });
  expect(named()).toEqual([{ id: maumee, phone: null }]);
  await expect(page.getByRole("listitem").filter({ hasText: source })).toContainText("undone");
});
