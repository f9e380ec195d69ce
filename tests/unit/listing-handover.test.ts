/**
 * A listing that changes hands keeps nothing of its owner's word: a release, a deletion, a new
 * claim or the adding account's deletion removes the owner's self-reported credentials with
 * their evidence files and resets coverage; what the operator verified or a public list named
 * stays, without any file; and the next owner never reads the previous owner's evidence.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { insertCompany } from "~/tests/support/factories";
import { insertCredential } from "~/tests/support/credential-fixtures";
import { sql } from "~/tests/support/admin-call";
import { args, asResponse, call, respond, signedInUser } from "~/tests/support/route-call";
import { deleteAccount } from "~/models/accounts/account.server";
import { startClaim, verifyClaim } from "~/models/claims/claims.server";
import { deleteAddedListing, releaseListing } from "~/models/listings/listing-state.server";
import { hashPassword } from "~/models/accounts/users.server";
import * as dashboardCredentials from "~/routes/owners/dashboard_.credentials";
import * as evidenceRoute from "~/routes/owners/credentials.$id.evidence";

process.env.FILES_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "files-"));
const EVIDENCE = path.join(process.env.FILES_DIR, "evidence");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const SITE = "http://localhost:3000";

type Owner = Awaited<ReturnType<typeof signedInUser>>;

async function upload(owner: Owner, companyId: number, kind: string, state = "") {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    intent: "save",
    companyId: String(companyId),
    kind,
    state,
  }))
    form.append(k, v);
  form.append("evidence", new Blob([new Uint8Array(PDF)]), "e.pdf");
  const res = asResponse(
    await respond(
      dashboardCredentials.action(
        args("POST", "/dashboard/credentials", { cookie: owner.cookie, body: form }) as never,
      ),
    ),
  );
  expect(res.status).toBe(302);
  return sql
    .prepare("SELECT * FROM listing_credentials WHERE company_id = ? AND kind = ?")
    .get(companyId, kind) as { id: number; evidence_file: string };
}

const credentialsOf = (companyId: number) =>
  sql
    .prepare(
      "SELECT kind, source, status, evidence_file FROM listing_credentials WHERE company_id = ? ORDER BY kind",
    )
    .all(companyId);
const coverage = (companyId: number) => ({
  miles: (
    sql.prepare("SELECT travel_miles FROM companies WHERE id = ?").get(companyId) as {
      travel_miles: number | null;
    }
  ).travel_miles,
  states: sql
    .prepare("SELECT state FROM company_service_states WHERE company_id = ?")
    .pluck()
    .all(companyId),
});
const fileExists = (file: string) => fs.existsSync(path.join(EVIDENCE, file));

function setCoverage(companyId: number) {
  sql.prepare("UPDATE companies SET travel_miles = 300 WHERE id = ?").run(companyId);
  sql
    .prepare("INSERT INTO company_service_states (company_id, state) VALUES (?, 'OK')")
    .run(companyId);
}

async function evidenceStatus(owner: Owner, id: number) {
  const res = await call(evidenceRoute.loader, "GET", `/credentials/${id}/evidence`, {
    cookie: owner.cookie,
    params: { id: String(id) },
  });
  return res.status;
}

describe("a listing changing hands", () => {
  let first: Owner;
  let next: Owner;
  beforeAll(async () => {
    first = await signedInUser("handover-first");
    next = await signedInUser("handover-next");
  });

  it("a release removes the owner's credentials, files and coverage; verified and imported ones stay without files", async () => {
    const email = `office-${crypto.randomBytes(3).toString("hex")}@lines.example.com`;
    const listing = insertCompany({ name: "Handover Lines", state: "OH", email });
    sql
      .prepare("UPDATE companies SET is_claimed = 1, claimed_by = ? WHERE id = ?")
      .run(first.id, listing.id);
    const selfReported = await upload(first, listing.id, "atssa_member");
    const verified = await upload(first, listing.id, "bbb_accredited");
    sql.prepare("UPDATE listing_credentials SET status = 'verified' WHERE id = ?").run(verified.id);
    insertCredential(listing.id, {
      kind: "dbe_certified",
      state: "OH",
      status: "verified",
      source: "import",
      sourceName: "Ohio UCP DBE directory",
    });
    setCoverage(listing.id);
    expect(await evidenceStatus(first, verified.id)).toBe(200);

    releaseListing(first.id, listing.id);

    expect(credentialsOf(listing.id)).toEqual([
      { kind: "bbb_accredited", source: "owner", status: "verified", evidence_file: null },
      { kind: "dbe_certified", source: "import", status: "verified", evidence_file: null },
    ]);
    expect(fileExists(selfReported.evidence_file)).toBe(false);
    expect(fileExists(verified.evidence_file)).toBe(false);
    expect(coverage(listing.id)).toEqual({ miles: null, states: [] });

    // The next owner claims it and finds none of the first owner's files.
    startClaim(
      { id: next.id, email: next.email, firstName: "Test", lastName: null, isVerified: true },
      { companyId: listing.id, subscriptionTier: "free" },
    );
    const code = /(\d{6})$/.exec(
      (
        sql
          .prepare("SELECT subject FROM email_outbox WHERE to_address = ? ORDER BY id DESC")
          .get(email) as { subject: string }
      ).subject,
    )![1];
    verifyClaim(
      { id: next.id, email: next.email, firstName: "Test", lastName: null, isVerified: true },
      { companyId: listing.id, code },
      SITE,
    );
    expect(await evidenceStatus(next, verified.id)).toBe(404);
  });

  it("the next owner never reads a file the previous owner left on a credential", async () => {
    const listing = insertCompany({ name: "Left Behind Lines", state: "TX" });
    sql
      .prepare("UPDATE companies SET is_claimed = 1, claimed_by = ? WHERE id = ?")
      .run(first.id, listing.id);
    const held = await upload(first, listing.id, "atssa_member");
    // The listing passes to another account by a way that kept the row (an operator's edit).
    sql.prepare("UPDATE companies SET claimed_by = ? WHERE id = ?").run(next.id, listing.id);
    expect(await evidenceStatus(next, held.id)).toBe(404);
  });

  it("deleting a listing one added removes its credentials' files and coverage", async () => {
    const listing = insertCompany({ name: "Deleted Lines", addedBy: first.id });
    sql
      .prepare("UPDATE companies SET is_claimed = 1, claimed_by = ? WHERE id = ?")
      .run(first.id, listing.id);
    const held = await upload(first, listing.id, "atssa_member");
    setCoverage(listing.id);
    deleteAddedListing(first.id, listing.id);
    expect(credentialsOf(listing.id)).toEqual([]);
    expect(fileExists(held.evidence_file)).toBe(false);
    expect(coverage(listing.id)).toEqual({ miles: null, states: [] });
  });

  it("deleting the account that added a listing leaves it unclaimed with no word of theirs and no unproven address", async () => {
    const leaving = await signedInUser("handover-leaving");
    sql
      .prepare("UPDATE users SET hashed_password = ? WHERE id = ?")
      .run(await hashPassword("correct horse battery"), leaving.id);
    const victim = `victim-${crypto.randomBytes(3).toString("hex")}@example.com`;
    const typed = insertCompany({ name: "Phishing Name", email: victim, addedBy: leaving.id });
    const own = insertCompany({
      name: "Own Address Lines",
      email: leaving.email,
      addedBy: leaving.id,
    });
    sql
      .prepare(
        "INSERT INTO listing_email_proofs (company_id, email, source, proven_at) VALUES (?, ?, 'account', 1)",
      )
      .run(own.id, leaving.email);
    for (const l of [typed, own]) {
      sql
        .prepare("UPDATE companies SET is_claimed = 1, claimed_by = ? WHERE id = ?")
        .run(leaving.id, l.id);
    }
    const held = await upload(leaving, typed.id, "atssa_member");
    setCoverage(typed.id);

    await deleteAccount(leaving.id, "correct horse battery");

    const emailOf = (id: number) =>
      sql.prepare("SELECT email, claimed_by FROM companies WHERE id = ?").get(id);
    expect(emailOf(typed.id)).toEqual({ email: null, claimed_by: null });
    expect(emailOf(own.id)).toEqual({ email: leaving.email, claimed_by: null });
    expect(credentialsOf(typed.id)).toEqual([]);
    expect(fileExists(held.evidence_file)).toBe(false);
    expect(coverage(typed.id)).toEqual({ miles: null, states: [] });
  });

  it("a new claim drops what an earlier holder left on an unclaimed listing", () => {
    const email = `office-${crypto.randomBytes(3).toString("hex")}@lines.example.com`;
    const listing = insertCompany({ name: "Orphan Lines", email });
    insertCredential(listing.id, { kind: "atssa_member", source: "owner" });
    setCoverage(listing.id);
    const who = {
      id: next.id,
      email: next.email,
      firstName: "Test",
      lastName: null,
      isVerified: true,
    };
    startClaim(who, { companyId: listing.id, subscriptionTier: "free" });
    const code = /(\d{6})$/.exec(
      (
        sql
          .prepare("SELECT subject FROM email_outbox WHERE to_address = ? ORDER BY id DESC")
          .get(email) as { subject: string }
      ).subject,
    )![1];
    verifyClaim(who, { companyId: listing.id, code }, SITE);
    expect(credentialsOf(listing.id)).toEqual([]);
    expect(coverage(listing.id)).toEqual({ miles: null, states: [] });
  });
});
