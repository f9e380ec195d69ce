/**
 * Credentials: the owner adds, edits and removes them from the dashboard,
 * with evidence only the owner and the operator can read; the operator verifies or rejects them
 * (audited, the owner mailed the reason); expiry hides them on their day and the owner is told a
 * month before; every public read (search, category page, card, API, JSON-LD) reads the records.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  account,
  auditOf,
  call as adminCall,
  cookieFor,
  lastMailTo,
  sql,
} from "~/tests/support/admin-call";
import { insertCompany } from "~/tests/support/factories";
import { insertCredential } from "~/tests/support/credential-fixtures";
import { args, asResponse, call, respond, signedInUser } from "~/tests/support/route-call";
import { companyJsonLd } from "~/lib/structured-data";
import { runCredentialExpiry } from "~/models/credentials/credential-review.server";
import { searchCompanies } from "~/models/search/company-search.server";
import { serializeStripingCompany } from "~/models/directory/company-serializer.server";
import { credentialsOf } from "~/models/credentials/credentials.server";
import { getCompanyBySlug } from "~/models/directory/companies.server";
import { landingLoader } from "~/routes/directory/striping-companies.landing.server";
import { stateServicePairs } from "~/models/directory/landing-pages.server";
import * as adminCredentials from "~/routes/admin/admin.credentials";
import * as dashboardCredentials from "~/routes/owners/dashboard_.credentials";
import * as evidenceRoute from "~/routes/owners/credentials.$id.evidence";
import * as companiesApi from "~/routes/api/api.companies._index";

process.env.FILES_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "files-"));
const EVIDENCE = path.join(process.env.FILES_DIR, "evidence");

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const all = { limit: 100_000, offset: 0 };
const ids = (f: Parameters<typeof searchCompanies>[1]) =>
  searchCompanies("striping", f, all).map((r) => r.id);
const row = (id: number) =>
  sql.prepare("SELECT * FROM listing_credentials WHERE id = ?").get(id) as
    | Record<string, unknown>
    | undefined;
const credentialsOfListing = (companyId: number) =>
  sql
    .prepare("SELECT * FROM listing_credentials WHERE company_id = ? ORDER BY id")
    .all(companyId) as Record<string, unknown>[];

function post(cookie: string, fields: Record<string, string>, file?: Buffer, name = "e.pdf") {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("evidence", new Blob([new Uint8Array(file)]), name);
  const out = dashboardCredentials.action(
    args("POST", "/dashboard/credentials", { cookie, body: form }) as never,
  );
  return respond(out).then(asResponse);
}

const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe("the owner's credentials", () => {
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let stranger: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    owner = await signedInUser("cred-owner");
    stranger = await signedInUser("cred-stranger");
  });

  it("adds a DOT prequalification with evidence: self-reported, the state's DOT as issuer", async () => {
    const listing = insertCompany({ name: "Buckeye Lines", state: "OH", claimedBy: owner.id });
    const res = await post(
      owner.cookie,
      { intent: "save", companyId: String(listing.id), kind: "dot_prequalified", state: "OH" },
      PDF,
    );
    expect(res.status).toBe(302);
    const [c] = credentialsOfListing(listing.id);
    expect(c).toMatchObject({
      kind: "dot_prequalified",
      state: "OH",
      issuer: "Ohio Department of Transportation",
      status: "self_reported",
      source: "owner",
      evidence_type: "application/pdf",
    });
    expect(fs.existsSync(path.join(EVIDENCE, String(c.evidence_file)))).toBe(true);
    // The page the owner sees says so.
    const data = (await dashboardCredentials.loader({
      request: new Request("http://localhost/dashboard/credentials", {
        headers: { Cookie: owner.cookie },
      }),
    } as never)) as Awaited<ReturnType<typeof dashboardCredentials.loader>>;
    const shown = data.listings.find((l) => l.id === listing.id)!.credentials[0];
    expect(shown).toMatchObject({ status: "self_reported", hasEvidence: true });

    // Evidence: the owner and the operator read it, privately; nobody else learns it exists.
    const mine = await call(evidenceRoute.loader, "GET", `/credentials/${c.id}/evidence`, {
      cookie: owner.cookie,
      params: { id: String(c.id) },
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    expect(mine.headers.get("Content-Disposition")).toMatch(/^attachment;/);
    expect(Buffer.from(await mine.arrayBuffer()).equals(PDF)).toBe(true);
    const operator = account("admin");
    const theirs = await call(evidenceRoute.loader, "GET", `/credentials/${c.id}/evidence`, {
      cookie: await cookieFor(operator.id),
      params: { id: String(c.id) },
    });
    expect(theirs.status).toBe(200);
    for (const cookie of [stranger.cookie, undefined]) {
      const refused = await call(evidenceRoute.loader, "GET", `/credentials/${c.id}/evidence`, {
        cookie,
        params: { id: String(c.id) },
      });
      expect(refused.status).toBe(404);
    }
  });

  it("refuses bad input and changes nothing: no state, a file that is no PDF or image, a past expiry, someone else's listing, a duplicate", async () => {
    const listing = insertCompany({ name: "Refused Lines", state: "TX", claimedBy: owner.id });
    const base = { intent: "save", companyId: String(listing.id) };
    const noState = await post(owner.cookie, { ...base, kind: "dbe_certified" });
    expect(noState.status).toBe(400);
    expect(await noState.json()).toMatchObject({
      errors: { state: "Choose the state that granted it." },
    });
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    const badFile = await post(owner.cookie, { ...base, kind: "atssa_member" }, html, "x.pdf");
    expect(badFile.status).toBe(400);
    expect(await badFile.json()).toMatchObject({
      errors: { evidence: "Attach a PDF, PNG, JPEG or WebP file of at most 5 MB." },
    });
    const past = await post(owner.cookie, { ...base, kind: "atssa_member", expiresOn: day(-1) });
    expect(past.status).toBe(400);
    const noIssuer = await post(owner.cookie, { ...base, kind: "licensed_insured" });
    expect(await noIssuer.json()).toMatchObject({ formError: "Name the issuer (who granted it)." });
    const notMine = await post(stranger.cookie, { ...base, kind: "atssa_member" });
    expect(notMine.status).toBe(404);
    expect(credentialsOfListing(listing.id)).toEqual([]);

    expect((await post(owner.cookie, { ...base, kind: "atssa_member" })).status).toBe(302);
    const twice = await post(owner.cookie, { ...base, kind: "atssa_member" });
    expect(twice.status).toBe(409);
    expect(credentialsOfListing(listing.id)).toHaveLength(1);
  });

  it("an edit of a verified credential returns it to self-reported; remove deletes it and its evidence", async () => {
    const listing = insertCompany({ name: "Edited Lines", state: "TX", claimedBy: owner.id });
    const c = insertCredential(listing.id, {
      kind: "bbb_accredited",
      issuer: "Better Business Bureau",
      status: "verified",
      verifiedAt: new Date(),
    });
    const edit = await post(
      owner.cookie,
      {
        intent: "save",
        companyId: String(listing.id),
        credentialId: String(c.id),
        kind: "bbb_accredited",
        issuer: "Better Business Bureau",
        number: "A+ 123",
      },
      PDF,
    );
    expect(edit.status).toBe(302);
    const edited = row(c.id)!;
    expect(edited).toMatchObject({ status: "self_reported", number: "A+ 123", verified_at: null });
    const file = path.join(EVIDENCE, String(edited.evidence_file));
    expect(fs.existsSync(file)).toBe(true);
    // Someone else cannot remove it.
    const theirs = await post(stranger.cookie, { intent: "remove", credentialId: String(c.id) });
    expect(theirs.status).toBe(404);
    expect(row(c.id)).toBeDefined();
    const removed = await post(owner.cookie, { intent: "remove", credentialId: String(c.id) });
    expect(removed.status).toBe(302);
    expect(row(c.id)).toBeUndefined();
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe("the operator's queue", () => {
  it("lists self-reported credentials newest first; verify and reject are audited, a rejection mails the owner the reason", async () => {
    const operator = account("admin");
    const cookie = await cookieFor(operator.id);
    const owner = account();
    const listing = insertCompany({ name: "Queued Lines", state: "OH", claimedBy: owner.id });
    const older = insertCredential(listing.id, {
      kind: "dot_prequalified",
      state: "OH",
      createdAt: new Date("2001-01-01T00:00:00Z"),
    });
    const newer = insertCredential(listing.id, { kind: "woman_owned" });
    const queue = await (
      await adminCall(adminCredentials.loader, "/admin/credentials?q=Queued+Lines", { cookie })
    ).json();
    const queued = queue.items.map((c: { id: number }) => c.id);
    expect(queued).toEqual([newer.id, older.id]);
    expect(queue.items[1]).toMatchObject({
      kind: "dot_prequalified",
      state: "OH",
      listing: { name: "Queued Lines" },
    });

    const noReason = await adminCall(adminCredentials.action, "/admin/credentials", {
      cookie,
      form: { credentialId: String(newer.id), intent: "reject" },
    });
    expect(noReason.status).toBe(400);
    expect(row(newer.id)!.status).toBe("self_reported");

    const verified = await adminCall(adminCredentials.action, "/admin/credentials", {
      cookie,
      form: { credentialId: String(older.id), intent: "verify" },
    });
    expect(verified.status).toBe(302);
    expect(row(older.id)).toMatchObject({ status: "verified", verified_by: operator.id });
    const rejected = await adminCall(adminCredentials.action, "/admin/credentials", {
      cookie,
      form: { credentialId: String(newer.id), intent: "reject", reason: "Not on the SBA list." },
    });
    expect(rejected.status).toBe(302);
    expect(row(newer.id)).toMatchObject({
      status: "rejected",
      rejection_reason: "Not on the SBA list.",
    });
    expect(auditOf(operator.email).map((a) => [a.action, a.target_id, a.note])).toEqual([
      ["credential.verify", older.id, null],
      ["credential.reject", newer.id, "Not on the SBA list."],
    ]);
    const mail = lastMailTo(owner.email)!;
    expect(mail.subject).toBe('We could not verify "Woman Owned" for Queued Lines');
    expect(mail.text_body).toContain("Reason: Not on the SBA list.");

    // The public reads: the verified one shows, dated; the rejected one does not.
    const shown = credentialsOf(listing.id);
    expect(shown.map((c) => [c.kind, c.verified])).toEqual([["dot_prequalified", true]]);
    // A non-operator gets the console's 404.
    const stranger = await adminCall(adminCredentials.loader, "/admin/credentials", {
      cookie: await cookieFor(owner.id),
    });
    expect(stranger.status).toBe(404);
  });
});

describe("one meaning everywhere", () => {
  it("the chips, the DOT Certified page, the API and the JSON-LD read the same records; verified only narrows, the page lists the checked ones", async () => {
    const self = insertCompany({
      name: "Self Said Lines",
      state: "WV",
      services: ["Paint Striping"],
    });
    const checked = insertCompany({ name: "Checked Lines", state: "WV" });
    const elsewhere = insertCompany({ name: "Kentucky Prequal Lines", state: "WV" });
    const expired = insertCompany({ name: "Lapsed Lines", state: "WV" });
    insertCredential(self.id, {
      kind: "dot_prequalified",
      state: "WV",
      issuer: "West Virginia DOT",
    });
    insertCredential(checked.id, {
      kind: "dot_prequalified",
      state: "WV",
      issuer: "West Virginia DOT",
      status: "verified",
      verifiedAt: new Date("2026-03-04T12:00:00Z"),
    });
    insertCredential(elsewhere.id, { kind: "dot_prequalified", state: "KY" });
    insertCredential(expired.id, { kind: "dot_prequalified", state: "WV", expiresOn: day(0) });

    const dot = ids({ certifications: ["DOT Certified"], state: "WV" });
    expect(dot).toEqual(expect.arrayContaining([self.id, checked.id]));
    expect(dot).not.toContain(elsewhere.id);
    expect(dot).not.toContain(expired.id);
    expect(ids({ certifications: ["DOT Certified"], state: "WV", verifiedOnly: true })).toEqual([
      checked.id,
    ]);
    expect(ids({ category: "DOT Certified", state: "WV" }).sort()).toEqual(dot.sort());

    const page = await landingLoader({
      request: new Request("http://localhost/striping-companies/west-virginia/dot-certified"),
      params: { state: "west-virginia", service: "dot-certified" },
      context: { clientIp: "203.0.113.9" },
    } as never);
    // The page lists the checked credentials; the owner's word alone is counted apart.
    expect(page.companies.map((c) => c.id)).toEqual([checked.id]);
    expect(page.found.n).toBe(1);
    expect(page.selfReported).toBe(1);
    expect(stateServicePairs()).toContainEqual({ state: "WV", label: "DOT Certified" });

    const api = await call(
      companiesApi.loader,
      "GET",
      "/api/companies?state=WV&cert=DOT+Certified&verified=1",
    );
    const body = (await api.json()) as { id: number; credentials: unknown[] }[];
    expect(body.map((c) => c.id)).toEqual([checked.id]);
    expect(body[0].credentials).toEqual([
      {
        kind: "dot_prequalified",
        state: "WV",
        issuer: "West Virginia DOT",
        verified: true,
        expiresOn: null,
      },
    ]);
    expect(serializeStripingCompany(getCompanyBySlug(expired.slug)!).credentials).toEqual([]);

    const ld = companyJsonLd(
      { ...serializeStripingCompany(checked), description: null } as never,
      [],
      "https://example.com",
      credentialsOf(checked.id),
    );
    expect(ld.hasCredential).toEqual([
      expect.objectContaining({
        "@type": "EducationalOccupationalCredential",
        name: "DOT Certified (WV)",
        recognizedBy: { "@type": "Organization", name: "West Virginia DOT" },
      }),
    ]);
  });

  it("the expiry job mails the owner once a month before and touches an expired credential once", () => {
    const owner = account();
    const listing = insertCompany({ name: "Renewing Lines", state: "TX", claimedBy: owner.id });
    const soon = insertCredential(listing.id, {
      kind: "licensed_insured",
      issuer: "Texas licensing",
      expiresOn: day(20),
    });
    const gone = insertCredential(listing.id, {
      kind: "atssa_member",
      expiresOn: day(0),
      updatedAt: new Date(Date.now() - 5 * 86_400_000),
    });
    const first = runCredentialExpiry("https://example.com");
    expect(first.notified).toBeGreaterThanOrEqual(1);
    expect(row(soon.id)!.expiry_notice_at).not.toBeNull();
    const mail = lastMailTo(owner.email)!;
    expect(mail.subject).toMatch(/^"Licensed & Insured" of Renewing Lines expires on /);
    expect(Number(row(gone.id)!.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    const again = runCredentialExpiry("https://example.com");
    expect(again).toEqual({ notified: 0, expired: 0 });
    expect(credentialsOf(listing.id).map((c) => c.kind)).toEqual(["licensed_insured"]);
  });
});

describe("migration 0024", () => {
  it("moves a 'DOT Certified' service tag into a self-reported DOT prequalification of the listing's state", () => {
    const tagged = insertCompany({
      name: "Old Tag Lines",
      state: "OH",
      services: ["DOT Certified", "Road Striping"],
    });
    const migration = fs.readFileSync("db/migrations/0024_dot_certified_credentials.sql", "utf8");
    // Its data steps again (the test database has it already, triggers included).
    for (const statement of migration.split("--> statement-breakpoint")) {
      if (!statement.includes("CREATE TRIGGER")) sql.exec(statement);
    }
    expect(credentialsOfListing(tagged.id)).toEqual([
      expect.objectContaining({
        kind: "dot_prequalified",
        state: "OH",
        issuer: "Ohio Department of Transportation",
        status: "self_reported",
        source: "migration",
      }),
    ]);
    const after = sql.prepare("SELECT services FROM companies WHERE id = ?").get(tagged.id) as {
      services: string;
    };
    expect(JSON.parse(after.services)).toEqual(["Road Striping"]);
    expect(
      sql.prepare("SELECT count(*) AS n FROM services WHERE name = 'DOT Certified'").get(),
    ).toEqual({ n: 0 });
    expect(ids({ category: "DOT Certified", state: "OH" })).toContain(tagged.id);
  });

  it("counts a credential's write as a content change, so cached pages showing it are dropped", () => {
    const version = () => sql.prepare("SELECT n FROM content_version").pluck().get() as number;
    const listing = insertCompany({ name: "Versioned Lines" });
    const before = version();
    const c = insertCredential(listing.id, { kind: "atssa_member" });
    sql.prepare("UPDATE listing_credentials SET status = 'verified' WHERE id = ?").run(c.id);
    sql.prepare("DELETE FROM listing_credentials WHERE id = ?").run(c.id);
    expect(version()).toBe(before + 3);
  });
});
