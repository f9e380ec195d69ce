/**
 * Which listing an imported row is taken for: a listing someone claimed or added is filled and
 * credited only when name and place agree; a row sharing only its contacts with one is a
 * possible match, listed for the operator, and becomes the firm's own listing. And what a row
 * gets: the list's credential in the list's state, never characters the forms refuse.
 */
import crypto from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { account, sql } from "~/tests/support/admin-call";
import { insertCompany } from "~/tests/support/factories";
import { sampleCsv, sampleSource } from "~/tests/support/import-csv";
import { CredentialsSection, credentialStanding } from "~/components/credentials-section";
import { commitImport, type CommitInput } from "~/models/imports/import-commit.server";
import { credentialsOf } from "~/models/credentials/credentials.server";
import { planImport, type ImportSettings } from "~/models/imports/import-plan.server";
import { previewImport } from "~/models/imports/import-preview.server";
import { readCsv, type CsvFile } from "~/models/imports/import-rows.server";
import { saveSourceSettings, saveUpload } from "~/models/imports/import-uploads.server";
import { importPage } from "~/server/admin/admin-import.server";

const operator = account("admin");
const actor = { id: operator.id, email: operator.email };
const MAIL = { siteUrl: "https://striping.example.com", secret: "unit-test-secret-0123456789" };
const tag = () => crypto.randomBytes(3).toString("hex");
/** A phone of its own for each test ((2dd) 7dd-dddd, never the seed's). */
const phone = () =>
  `(2${crypto.randomInt(10, 99)}) 7${crypto.randomInt(10, 99)}-${crypto.randomInt(1000, 9999)}`;

function input(bytes: Buffer, over: Partial<CommitInput> = {}, s = sampleSource()): CommitInput {
  return {
    ...s,
    file: readCsv(bytes) as CsvFile,
    fileName: "list.csv",
    bytes,
    invite: false,
    actor,
    mail: MAIL,
    ...over,
  };
}
const byId = (id: number) =>
  sql.prepare("SELECT * FROM companies WHERE id = ?").get(id) as Record<string, unknown>;
const byName = (name: string) =>
  sql.prepare("SELECT * FROM companies WHERE name = ?").all(name) as Record<string, unknown>[];
const credentialRows = (id: unknown) =>
  sql.prepare("SELECT kind, state FROM listing_credentials WHERE company_id = ?").all(id);

describe("a listing someone added or claimed", () => {
  it("is neither filled nor credited for a row sharing only its website; the firm is created", async () => {
    const t = tag();
    const squatter = insertCompany({
      name: `Lookalike Paving ${t}`,
      location: "Dallas",
      state: "TX",
      website: `https://real-firm-${t}.example.com`,
      phone: null,
      addedBy: account().id,
    });
    const bytes = sampleCsv([
      {
        "Firm Name": `Real Firm Striping ${t}`,
        City: "Columbus",
        State: "OH",
        Phone: phone(),
        Website: `www.real-firm-${t}.example.com`,
        "Certificate Number": "DBE-9",
      },
    ]);
    const plan = planImport(readCsv(bytes) as CsvFile, sampleSource());
    expect(plan.matched).toEqual([]);
    expect(plan.possible.map((p) => [p.row.row, p.companyId])).toEqual([[2, squatter.id]]);

    const done = await commitImport(input(bytes));
    expect(done.counts).toMatchObject({ created: 1, updated: 0, credentials: 1 });
    expect(byId(squatter.id)).toMatchObject({ phone: null, name: `Lookalike Paving ${t}` });
    expect(credentialRows(squatter.id)).toEqual([]);
    const [firm] = byName(`Real Firm Striping ${t}`);
    expect(credentialRows(firm!.id)).toEqual([{ kind: "dbe_certified", state: "OH" }]);
  });

  it("keeps a possible match out when the operator says it is the same firm", async () => {
    const t = tag();
    const shared = phone();
    const owned = insertCompany({
      name: `Owner Named Striping ${t}`,
      location: "Parma",
      state: "OH",
      phone: shared,
      claimedBy: account().id,
      isClaimed: true,
    });
    const bytes = sampleCsv([
      { "Firm Name": `Listed Name LLC ${t}`, City: "Parma", State: "OH", Phone: shared },
    ]);
    const done = await commitImport(input(bytes, { keepOut: [2] }));
    expect(done.counts).toMatchObject({ created: 0, updated: 0, keptOut: 1, credentials: 0 });
    expect(byName(`Listed Name LLC ${t}`)).toEqual([]);
    expect(credentialRows(owned.id)).toEqual([]);
  });

  it("is filled and credited when name and place agree", async () => {
    const t = tag();
    const owned = insertCompany({
      name: `Agreeing Striping ${t}`,
      location: "Akron",
      state: "OH",
      phone: null,
      claimedBy: account().id,
      isClaimed: true,
    });
    const number = phone();
    const bytes = sampleCsv([
      // The same name as the list spells it: the company suffix does not count.
      { "Firm Name": `Agreeing Striping ${t}, Inc.`, City: "Akron", State: "OH", Phone: number },
    ]);
    const done = await commitImport(input(bytes));
    expect(done.counts).toMatchObject({ created: 0, updated: 1, credentials: 1 });
    expect(byId(owned.id)).toMatchObject({ phone: number });
    expect(credentialRows(owned.id)).toEqual([{ kind: "dbe_certified", state: "OH" }]);
  });

  it("lists every possible match in the preview, not only the first 200", () => {
    const t = tag();
    const area = crypto.randomInt(200, 999);
    const rows = Array.from({ length: 210 }, (_, i) => {
      const number = `(${area}) ${200 + i}-${crypto.randomInt(1000, 9999)}`;
      insertCompany({ name: `Someone's ${t} ${i}`, phone: number, addedBy: operator.id });
      return { "Firm Name": `Listed ${t} ${i}`, City: "Toledo", State: "OH", Phone: number };
    });
    const preview = previewImport(readCsv(sampleCsv(rows)) as CsvFile, sampleSource());
    expect(preview.counts.possible).toBe(210);
    expect(preview.possible).toHaveLength(210);
    expect(preview.created).toEqual([]);
  });
});

describe("the list's credential", () => {
  it("is granted in the list's state, also to a firm based elsewhere, and the preview says so", async () => {
    const t = tag();
    const bytes = sampleCsv([
      { "Firm Name": `Mountaineer Lines ${t}`, City: "Wheeling", State: "WV", Phone: phone() },
    ]);
    const preview = previewImport(readCsv(bytes) as CsvFile, sampleSource());
    expect(preview.credential).toEqual({ label: "DBE Certified in Ohio", state: "OH" });
    await commitImport(input(bytes));
    const [firm] = byName(`Mountaineer Lines ${t}`);
    expect(firm).toMatchObject({ state: "WV" });
    expect(credentialRows(firm!.id)).toEqual([{ kind: "dbe_certified", state: "OH" }]);
  });

  it("asks for the list's state again when a saved source has none", async () => {
    const source = `Old source ${tag()}`;
    const old: ImportSettings = sampleSource({ sourceName: source, credentialState: "" });
    saveSourceSettings(old);
    const upload = saveUpload(
      sampleCsv([{ "Firm Name": "X", City: "Toledo", State: "OH" }]),
      "x.csv",
    );
    const url = new URL(
      `http://localhost/admin/import?upload=${upload}&source=${encodeURIComponent(source)}&step=preview`,
    );
    const page = await importPage(url);
    expect(page).toMatchObject({
      stage: "map",
      listState: "OH",
      error: expect.stringContaining("Choose the state the list's credential is for"),
    });
  });

  it("reads 'Listed in' the list on the import's day, with the list's link", async () => {
    const t = tag();
    const bytes = sampleCsv([
      { "Firm Name": `Linked Lines ${t}`, City: "Dayton", State: "OH", Phone: phone() },
    ]);
    const s = sampleSource({ sourceUrl: "https://ucp.example.gov/dbe" });
    await commitImport(input(bytes, {}, s), new Date("2026-11-27T15:00:00Z"));
    const [firm] = byName(`Linked Lines ${t}`);
    const [credential] = credentialsOf(firm!.id as number);
    expect(credentialStanding(credential!)).toBe(
      "Listed in Ohio UCP DBE directory on Nov 27, 2026",
    );
    const html = renderToStaticMarkup(<CredentialsSection credentials={[credential!]} />);
    expect(html).not.toContain("Verified by the directory");
    expect(html).toMatch(
      /Listed in <a href="https:\/\/ucp\.example\.gov\/dbe"[^>]*>Ohio UCP DBE directory/,
    );
  });
});

describe("cells", () => {
  it("refuses a row with a control character, as the forms do", () => {
    const bytes = sampleCsv([
      { "Firm Name": "Null\u0000Byte Striping", City: "Toledo", State: "OH" },
      { "Firm Name": "Escape Lines", City: "Tol\u001bedo", State: "OH" },
      {
        "Firm Name": "Bell Markings",
        City: "Toledo",
        State: "OH",
        "Work Classes": "Striping\u0007",
      },
      { "Firm Name": "Tab\tand\nbreak Striping", City: "Toledo", State: "OH" },
    ]);
    const plan = planImport(readCsv(bytes) as CsvFile, sampleSource());
    expect(plan.refused).toEqual([
      { row: 2, name: "NullByte Striping", reason: "Invisible control characters in Company name" },
      { row: 3, name: "Escape Lines", reason: "Invisible control characters in City" },
      {
        row: 4,
        name: "Bell Markings",
        reason: "Invisible control characters in Work classes (services)",
      },
    ]);
    // Line breaks and tabs inside a cell become spaces.
    expect(plan.created.map((r) => r.name)).toEqual(["Tab and break Striping"]);
  });

  it("refuses a column name with a control character", () => {
    expect(readCsv(Buffer.from("Firm Name,Ci\u001bty\nA,Toledo\n"))).toEqual({
      error: "A column name holds invisible control characters: remove them and upload it again.",
    });
  });

  it("refuses a file of more than 100 columns", () => {
    const header = Array.from({ length: 101 }, (_, i) => `c${i}`).join(",");
    expect(readCsv(Buffer.from(`${header}\n${header}\n`))).toEqual({
      error:
        "The file has 101 columns; one import takes at most 100. Remove the columns you do not import and upload it again.",
    });
  });
});
