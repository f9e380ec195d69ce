/**
 * Decision 050: the sample file of invented firms goes through preview, commit, a
 * second commit, undo, export and the invitations, asserted in rows, audit entries and mail.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { getDb } from "~/db/client";
import { startSmtpInbox } from "~/tests/support/smtp-inbox";
import { account } from "~/tests/support/admin-call";
import { insertCompany } from "~/tests/support/factories";
import { commitImport, type CommitInput } from "~/models/imports/import-commit.server";
import { planImport } from "~/models/imports/import-plan.server";
import { readCsv, type CsvFile } from "~/models/imports/import-rows.server";
import { undoImport } from "~/models/imports/import-undo.server";
import { exportStream } from "~/models/listings/listing-export.server";
import { enqueueEmail } from "~/models/mail/mail.server";
import { isUnsubscribeToken, suppressAddress } from "~/models/mail/mail-suppression.server";
import { deliverDueEmails } from "~/server/jobs/mail-worker.server";
import { sampleSource } from "~/tests/support/import-csv";

const sql = getDb().$client;
const bytes = fs.readFileSync(path.resolve("tests/fixtures/import-sample.csv"));
const MAIL = { siteUrl: "https://striping.example.com", secret: "unit-test-secret-0123456789" };
const SOURCE = sampleSource();

const operator = account("admin");
const actor = { id: operator.id, email: operator.email };
const file = readCsv(bytes) as CsvFile;
const input = (over: Partial<CommitInput> = {}): CommitInput => ({
  ...SOURCE,
  file,
  fileName: "ohio-dbe.csv",
  bytes,
  invite: false,
  actor,
  mail: MAIL,
  ...over,
});

const listing = (name: string) =>
  sql.prepare("SELECT * FROM companies WHERE name = ?").get(name) as
    | Record<string, unknown>
    | undefined;
const credentialsOf = (id: unknown) =>
  sql.prepare("SELECT * FROM listing_credentials WHERE company_id = ?").all(id) as Record<
    string,
    unknown
  >[];

let maumee: { id: number };
let cuyahoga: { id: number };
beforeAll(() => {
  // An existing listing the file matches by name and city, with the owner's description.
  maumee = insertCompany({
    name: "Maumee Valley Striping",
    location: "Toledo",
    state: "OH",
    phone: null,
    email: null,
    description: "Family firm since 1988, written by its owner.",
  });
  // A claimed listing sharing only the phone of a row (another name): a possible match only.
  const owner = account();
  cuyahoga = insertCompany({
    name: "Cuyahoga Sealcoat",
    location: "Parma",
    state: "OH",
    phone: "(440) 555-0190",
    email: "owner@cuyahoga-own.example.com",
    claimedBy: owner.id,
    isClaimed: true,
  });
});

describe("the preview", () => {
  it("tells new, matching, duplicate and refused rows apart, with reasons and changes", () => {
    const plan = planImport(file, SOURCE);
    expect(plan.created.map((r) => r.name)).toEqual([
      "Buckeye Line Striping LLC",
      "Lakeshore Pavement Markings Inc",
      "Scioto Traffic Paint Co",
      "-Western Reserve Paint, Inc.",
      "@Home Line Painting",
    ]);
    expect(plan.possible.map((p) => [p.row.row, p.companyId])).toEqual([[6, cuyahoga.id]]);
    // A ZIP without a city gives the city.
    expect(plan.created[2]).toMatchObject({ location: "Chillicothe", state: "OH" });
    expect(plan.matched.map((m) => [m.row.row, m.companyId])).toEqual([[5, maumee.id]]);
    const fields = (i: number) => plan.matched[i]!.changes.map((c) => c.field);
    // Maumee's empty phone and e-mail; its services were set (by the factory) and stay.
    expect(fields(0)).toEqual(["phone", "email"]);
    expect(plan.duplicates).toEqual([expect.objectContaining({ of: 2 })]);
    expect(plan.refused.map((r) => [r.row, r.reason])).toEqual([
      [8, "No name"],
      [9, "No city or ZIP"],
      [10, "Bad e-mail: not-an-email"],
      [11, "Phone not 10 digits: 555-0114"],
      [12, "Unknown state: Ohio Territory"],
    ]);
  });

  it("refuses a file that is not UTF-8 or has no rows", () => {
    expect(readCsv(Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0xff, 0xfe]))).toMatchObject({
      error: expect.stringContaining("UTF-8"),
    });
    expect(readCsv(Buffer.from("Firm Name,City\n"))).toMatchObject({
      error: "The file has a header row but no rows.",
    });
  });
});

describe("commit, again, export, undo", () => {
  let importId = 0;
  it("writes the listings, geocoded, with the source's credential and an audit entry", async () => {
    const done = await commitImport(input());
    importId = done.importId;
    expect(done.counts).toMatchObject({
      // The five new rows and the firm that shares only a phone with Cuyahoga Sealcoat.
      created: 6,
      // Maumee's empty fields and credential.
      updated: 1,
      unchanged: 0,
      credentials: 7,
      duplicates: 1,
      refused: 5,
    });
    const buckeye = listing("Buckeye Line Striping LLC")!;
    expect(buckeye).toMatchObject({
      location: "Columbus",
      state: "OH",
      phone: "(614) 555-0142",
      email: "office@buckeye-lines.example.com",
      claimed_by: null,
    });
    expect(buckeye.latitude).toBeCloseTo(39.96, 1);
    expect(credentialsOf(buckeye.id)).toEqual([
      expect.objectContaining({
        kind: "dbe_certified",
        state: "OH",
        number: "DBE-1001",
        status: "verified",
        source: "import",
        source_name: "Ohio UCP DBE directory",
      }),
    ]);
    expect(credentialsOf(buckeye.id)[0]!.verified_at).not.toBeNull();
    // The match got its empty fields, kept its owner's description, and the credential.
    expect(listing("Maumee Valley Striping")).toMatchObject({
      phone: "(419) 555-0163",
      email: "bids@maumee-striping.example.com",
      description: "Family firm since 1988, written by its owner.",
    });
    expect(credentialsOf(maumee.id)).toHaveLength(1);
    // The claimed listing sharing the phone: nothing written, no credential.
    expect(listing("Cuyahoga Sealcoat")).toMatchObject({
      email: "owner@cuyahoga-own.example.com",
    });
    expect(credentialsOf(cuyahoga.id)).toEqual([]);
    const entry = sql
      .prepare("SELECT * FROM audit_log WHERE action = 'listing.import' AND target_id = ?")
      .get(importId) as { actor_email: string; note: string; after: string };
    expect(entry.actor_email).toBe(operator.email);
    expect(entry.note).toBe("ohio-dbe.csv");
    expect(JSON.parse(entry.after)).toMatchObject({ file: "ohio-dbe.csv", created: 6 });
  });

  it("changes nothing when the same file is imported again", async () => {
    const count = () =>
      sql.prepare("SELECT count(*) n, max(updated_at) u FROM companies").get() as object;
    const creds = () => sql.prepare("SELECT count(*) n FROM listing_credentials").get();
    const [before, beforeCreds] = [count(), creds()];
    const again = await commitImport(input());
    expect(again.counts).toMatchObject({ created: 0, updated: 0, unchanged: 7, credentials: 0 });
    expect(count()).toEqual(before);
    expect(creds()).toEqual(beforeCreds);
    await undoImport(again.importId, actor);
  });

  it("exports the listings as CSV with formulas neutralised", async () => {
    const text = await new Response(exportStream(MAIL.siteUrl)).text();
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    // The header line as a spreadsheet shows it.
    expect(
      text
        .replace(/^\uFEFF/, "")
        .split("\r\n")[0]
        .split("\n")[0],
    ).toBe("id,name,city,state,phone,email,website,description,work classes,page url");
    expect(Object.keys(rows[0]!)).toHaveLength(10);
    const names = rows.map((r) => r.name);
    expect(names).toContain("'-Western Reserve Paint, Inc.");
    expect(names).toContain("'@Home Line Painting");
    expect(names.some((n) => /^[=+\-@]/.test(n!))).toBe(false);
    const buckeye = rows.find((r) => r.name === "Buckeye Line Striping LLC")!;
    expect(buckeye["page url"]).toMatch(
      /^https:\/\/striping\.example\.com\/companies\/buckeye-line-striping-llc-columbus-oh/,
    );
    expect(buckeye["work classes"]).toBe("Road Striping; Thermoplastic Striping");
  });

  it("is undone as a whole, except a listing claimed since", async () => {
    const owner = account();
    const claimed = listing("Lakeshore Pavement Markings Inc")!;
    sql.prepare("UPDATE companies SET claimed_by = ? WHERE id = ?").run(owner.id, claimed.id);
    const undone = await undoImport(importId, actor);
    expect(undone).toMatchObject({ removed: 5, restored: 1, keptClaimed: 1 });
    expect(listing("Buckeye Line Striping LLC")).toBeUndefined();
    expect(listing("Lakeshore Pavement Markings Inc")).toBeDefined();
    expect(listing("Maumee Valley Striping")).toMatchObject({ phone: null, email: null });
    expect(credentialsOf(maumee.id)).toEqual([]);
    expect(credentialsOf(cuyahoga.id)).toEqual([]);
    expect(
      sql.prepare("SELECT count(*) n FROM audit_log WHERE action = 'listing.import.undo'").get(),
    ).toEqual({ n: 2 });
    await expect(undoImport(importId, actor)).rejects.toThrow("already undone");
  });
});

describe("invitations", () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    sql.prepare("UPDATE email_outbox SET status = 'sent' WHERE status = 'pending'").run();
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());
  const deliver = async () => {
    const opts = { smtpUrl: inbox.url, from: "Directory <no-reply@example.com>", mailDir: "/tmp" };
    const later = new Date(Date.now() + 60 * 60 * 1000);
    while ((await deliverDueEmails(opts, later)) > 0);
  };

  it("mails each imported listing once, with a one-click unsubscribe that is honoured", async () => {
    const done = await commitImport(input({ invite: true }));
    // Lakeshore is claimed, Scioto has no address: five invitations.
    expect(done.counts.invited).toBe(5);
    await deliver();
    const to = "office@buckeye-lines.example.com";
    const mails = inbox.messages.filter((m) => m.to.includes(to));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      '"Buckeye Line Striping LLC" is listed on the Road Striping Directory',
    );
    expect(mails[0]!.text).toContain(
      "Claim your listing: https://striping.example.com/add-company",
    );
    const raw = mails[0]!.raw.replace(/\r?\n\s+/g, " ");
    expect(raw).toMatch(/List-Unsubscribe: <https:\/\/striping\.example\.com\/unsubscribe\?e=/);
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const link = new URL(/<(https:[^>]+)>/.exec(raw)![1]!);
    expect(isUnsubscribeToken(to, link.searchParams.get("t")!, MAIL.secret)).toBe(true);

    // A second import never invites the same listing again.
    expect((await commitImport(input({ invite: true }))).counts.invited).toBe(0);

    // Unsubscribed: later mail is not sent, mail the person asked for still is.
    suppressAddress(to);
    enqueueEmail({ to, subject: "A lead for you", text: "x" });
    enqueueEmail({ to, subject: "Reset your password", text: "y", requested: true });
    await deliver();
    const subjects = inbox.messages.filter((m) => m.to.includes(to)).map((m) => m.subject);
    expect(subjects).toContain("Reset your password");
    expect(subjects).not.toContain("A lead for you");
    expect(
      sql
        .prepare("SELECT status, last_error FROM email_outbox WHERE subject = 'A lead for you'")
        .get(),
    ).toEqual({ status: "failed", last_error: "Not sent: the address unsubscribed." });
  });
});
