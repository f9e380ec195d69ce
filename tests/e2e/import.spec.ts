import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { createUser, db, expect, insertListing, signIn, test } from "./fixtures";

/**
 * Decision 050: the operator uploads the sample list, maps it, reads the preview,
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
  // A cell with a control character (BEL), which no form would take.
  own.push([`Bell\u0007Lines ${tag}`, "Toledo", "OH", "43604", "", "", "", "", ""]);
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
  // A listing someone added with the Lakeshore row's website: only a possible match.
  const adder = await createUser({ firstName: "Ada" });
  const lookalike = insertListing(
    {
      directory: "striping",
      slug: `lookalike-lines-${tag}`,
      name: `Lookalike Lines ${tag}`,
      location: "Dallas",
      state: "TX",
      website: `https://lakeshore-markings.${tag}.example.com`,
      added_by: adder.id,
    },
    ["Road Striping"],
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
  // The list's work classes, each guessed as one of the directory's services.
  await expect(page.getByLabel(/“Pavement Marking” \(4 rows\)/)).toHaveValue("Road Striping");
  await expect(page.getByLabel(/“Thermoplastic”/)).toHaveValue("Thermoplastic Striping");
  await page.getByLabel(/“Sealcoating”/).selectOption("");
  await page.getByLabel("Credential the list grants").selectOption("dbe_certified");
  // The state of the list: no longer "each firm's own state".
  await expect(
    page.getByLabel("Granted in").locator("option", { hasText: "own state" }),
  ).toHaveCount(0);
  await page.getByLabel("Granted in").selectOption("OH");
  await page
    .getByLabel("The list's web address (optional)")
    .fill("https://ucp.example.gov/ohio-dbe");
  await page.getByRole("button", { name: "Preview the import" }).click();

  await expect(page.getByRole("heading", { name: "Preview of e2e-sample.csv" })).toBeVisible();
  await expect(
    page.getByText(
      `${source}: 5 new listings, 1 row matches an existing listing (1 would change), 1 duplicate within the file, 6 rows refused.`,
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      `Credential: every new and matched row gets DBE Certified in Ohio, listed in ${source}.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Possible matches (1)" })).toBeVisible();
  await expect(
    page.getByLabel(
      `Row 3: Lakeshore Pavement Markings Inc ${tag} (Cleveland, OH) — possible match of listing #${lookalike} “Lookalike Lines ${tag}” (Dallas, TX). Same firm: leave this row out.`,
    ),
  ).not.toBeChecked();
  await expect(
    page.getByText(`Row 15: BellLines ${tag}: Invisible control characters in Company name`),
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
  await expect(
    page.getByText(`Row 5: Maumee Valley Striping ${tag} → listing #${maumee}`),
  ).toContainText("gets DBE Certified in Ohio");
  // Nothing written before the commit.
  const named = () =>
    db()
      .prepare("SELECT id, phone FROM companies WHERE name LIKE ? ORDER BY id")
      .all(`%${tag}`) as {
      id: number;
      phone: string | null;
    }[];
  expect(named()).toHaveLength(2);

  await page.getByLabel(/Invite each imported listing/).check();
  await page.getByRole("button", { name: "Commit the import" }).click();
  // The commit runs on its own thread, which first loads the models: allow it time.
  await expect(page.getByText("Import done", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText("6 new, 1 updated, 0 unchanged, 1 duplicates, 6 refused, 6 invited.", {
      exact: true,
    }),
  ).toBeVisible();
  expect(named()).toHaveLength(8);
  // The listing someone added got nothing; the firm's own listing was created.
  expect(
    db().prepare("SELECT count(*) n FROM listing_credentials WHERE company_id = ?").get(lookalike),
  ).toEqual({ n: 0 });
  const firm = (name: string) =>
    db()
      .prepare("SELECT slug, services, description FROM companies WHERE name = ?")
      .get(`${name} ${tag}`) as { slug: string; services: string; description: string | null };
  expect(firm("Lakeshore Pavement Markings Inc")).toBeTruthy();
  // Work classes as the directory's services; the one kept out is in the description.
  expect(JSON.parse(firm("Buckeye Line Striping LLC").services)).toEqual([
    "Road Striping",
    "Thermoplastic Striping",
  ]);
  const cuyahoga = firm("Cuyahoga Striping & Sealcoating");
  expect(JSON.parse(cuyahoga.services)).toEqual([]);
  expect(cuyahoga.description).toBe("Work classes: Sealcoating.");
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

  // The credential's line says where it comes from, with the list's link.
  await page.goto(`/companies/${firm("Buckeye Line Striping LLC").slug}`);
  const credentials = page.locator("#credentials");
  // (The link says to screen readers that it opens in a new tab.)
  await expect(credentials).toContainText(
    new RegExp(`Listed in ${source}( \\(opens in a new tab\\))? on [A-Z][a-z]{2} \\d{1,2}, \\d{4}`),
  );
  await expect(credentials).not.toContainText("Verified by the directory");
  await expect(credentials.getByRole("link", { name: source })).toHaveAttribute(
    "href",
    "https://ucp.example.gov/ohio-dbe",
  );
  await page.goto("/admin/import");

  const exported = await page.request.get("/admin/export.csv");
  expect(exported.headers()["content-type"]).toContain("text/csv");
  expect(await exported.text()).toContain(`"'-Western Reserve Paint, Inc. ${tag}"`);

  const entry = page.getByRole("listitem").filter({ hasText: source });
  await entry.getByRole("button", { name: "Undo import" }).click();
  await expect(page.getByText("Import undone", { exact: true })).toBeVisible({ timeout: 30_000 });
  expect(named()).toEqual([
    { id: maumee, phone: null },
    { id: lookalike, phone: null },
  ]);
  await expect(page.getByRole("listitem").filter({ hasText: source })).toContainText("undone");
});

test("a file of more than 100 columns is refused with a message", async ({
  page,
  context,
  baseURL,
}) => {
  const operator = await createUser({ firstName: "Opal" });
  db().prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(operator.id);
  await signIn(context, baseURL!, operator);
  await page.goto("/admin/import");
  await page.getByLabel("Source").fill("Wide list");
  const header = Array.from({ length: 150 }, (_, i) => `column ${i}`).join(",");
  await page.getByLabel("CSV file").setInputFiles({
    name: "wide.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${header}\n${header}\n`),
  });
  await page.getByRole("button", { name: "Upload and map columns" }).click();
  await expect(
    page.getByText(
      "The file has 150 columns; one import takes at most 100. Remove the columns you do not import and upload it again.",
    ),
  ).toBeVisible();
});

test("the operator keeps a possible match out as the same firm", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const tag = crypto.randomBytes(3).toString("hex");
  const phone = phoneFor(2_000_000_000 + crypto.randomInt(7_000_000_000 - 10), 0);
  const operator = await createUser({ firstName: "Opal" });
  db().prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(operator.id);
  const owner = await createUser({ firstName: "Otto" });
  const owned = insertListing(
    {
      directory: "striping",
      slug: `owned-striping-${tag}`,
      name: `Owned Striping ${tag}`,
      location: "Parma",
      state: "OH",
      phone,
      claimed_by: owner.id,
      is_claimed: 1,
    },
    ["Road Striping"],
  );
  await signIn(context, baseURL!, operator);
  await page.goto("/admin/import");
  await page.getByLabel("Source").fill(`Keep-out list ${tag}`);
  await page.getByLabel("CSV file").setInputFiles({
    name: "keep-out.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`Firm Name,City,State,Phone\n"Listed Lines ${tag}",Parma,OH,"${phone}"\n`),
  });
  await page.getByRole("button", { name: "Upload and map columns" }).click();
  await page.getByLabel("Credential the list grants").selectOption("dbe_certified");
  await page.getByLabel("Granted in").selectOption("OH");
  await page.getByRole("button", { name: "Preview the import" }).click();
  await expect(page.getByRole("heading", { name: "Possible matches (1)" })).toBeVisible();
  await page.getByLabel(/Row 2: Listed Lines .* Same firm: leave this row out\./).check();
  await page.getByRole("button", { name: "Commit the import" }).click();
  await expect(page.getByText("Import done", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText(/0 new, 0 updated, .* 1 kept out as the same firm\./).first(),
  ).toBeVisible();
  expect(
    db().prepare("SELECT count(*) n FROM companies WHERE name = ?").get(`Listed Lines ${tag}`),
  ).toEqual({ n: 0 });
  expect(
    db().prepare("SELECT count(*) n FROM listing_credentials WHERE company_id = ?").get(owned),
  ).toEqual({ n: 0 });
});
