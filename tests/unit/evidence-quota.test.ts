/**
 * Evidence shares the volume with the database: an account keeps at most 50 MB of it and
 * uploads at most 20 files an hour; past either it is told so and nothing is stored. What the
 * account still keeps counts, so removing a file makes room again.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { insertCompany } from "~/tests/support/factories";
import { insertCredential } from "~/tests/support/credential-fixtures";
import { sql } from "~/tests/support/admin-call";
import { args, asResponse, respond, signedInUser } from "~/tests/support/route-call";
import { EVIDENCE_UPLOADS_PER_HOUR } from "~/models/credentials/credentials.server";
import { env } from "~/env.server";
import * as dashboardCredentials from "~/routes/owners/dashboard_.credentials";

process.env.FILES_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "files-"));
const EVIDENCE = path.join(process.env.FILES_DIR, "evidence");
const MB = 1024 * 1024;
const pdf = (bytes: number) =>
  Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(bytes - 9, 32)]);
const stored = () => (fs.existsSync(EVIDENCE) ? fs.readdirSync(EVIDENCE).length : 0);

type Owner = Awaited<ReturnType<typeof signedInUser>>;

async function post(owner: Owner, fields: Record<string, string>, file?: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("evidence", new Blob([new Uint8Array(file)]), "e.pdf");
  return asResponse(
    await respond(
      dashboardCredentials.action(
        args("POST", "/dashboard/credentials", { cookie: owner.cookie, body: form }) as never,
      ),
    ),
  );
}

const KINDS = ["atssa_member", "bbb_accredited", "licensed_insured"] as const;

describe("evidence uploads per account", () => {
  it("at most 20 uploads an hour, refused with a message and nothing stored", async () => {
    const owner = await signedInUser("evidence-rate");
    const listing = insertCompany({ claimedBy: owner.id, isClaimed: true });
    const base = { intent: "save", companyId: String(listing.id), kind: "atssa_member" };
    const limit = Math.floor(EVIDENCE_UPLOADS_PER_HOUR * env().RATE_LIMIT_FACTOR);
    expect((await post(owner, base, pdf(100))).status).toBe(302);
    const id = sql
      .prepare("SELECT id FROM listing_credentials WHERE company_id = ?")
      .pluck()
      .get(listing.id) as number;
    for (let i = 1; i < limit; i++) {
      const res = await post(owner, { ...base, credentialId: String(id) }, pdf(100));
      expect(res.status).toBe(302);
    }
    const before = stored();
    const refused = await post(owner, { ...base, credentialId: String(id) }, pdf(100));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      errors: { evidence: "You can upload 20 evidence files an hour. Please try again later." },
    });
    expect(stored()).toBe(before);
    // A save without a file is not an upload.
    expect((await post(owner, { ...base, credentialId: String(id), number: "7" })).status).toBe(
      302,
    );
  });

  it("at most 50 MB kept, counted from what the account still keeps", async () => {
    const owner = await signedInUser("evidence-bytes");
    const listing = insertCompany({ claimedBy: owner.id, isClaimed: true });
    const other = insertCompany({ claimedBy: owner.id, isClaimed: true });
    // 48 MB already kept across the account's listings.
    insertCredential(other.id, {
      kind: "atssa_member",
      evidenceFile: `${"a".repeat(32)}.pdf`,
      evidenceType: "application/pdf",
      evidenceBytes: 24 * MB,
      evidenceBy: owner.id,
    });
    const kept = insertCredential(listing.id, {
      kind: "bbb_accredited",
      issuer: "Better Business Bureau",
      evidenceFile: `${"b".repeat(32)}.pdf`,
      evidenceType: "application/pdf",
      evidenceBytes: 24 * MB,
      evidenceBy: owner.id,
    });
    const before = stored();
    const refused = await post(
      owner,
      { intent: "save", companyId: String(listing.id), kind: KINDS[2], issuer: "State" },
      pdf(3 * MB),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errors: {
        evidence:
          "You can keep at most 50 MB of evidence files. Remove a credential's evidence (or the credential) to make room.",
      },
    });
    expect(stored()).toBe(before);
    expect(
      sql
        .prepare("SELECT count(*) FROM listing_credentials WHERE company_id = ?")
        .pluck()
        .get(listing.id),
    ).toBe(1);

    // Replacing a kept file counts the new one instead of the old.
    const replaced = await post(
      owner,
      {
        intent: "save",
        companyId: String(listing.id),
        credentialId: String(kept.id),
        kind: "bbb_accredited",
        issuer: "Better Business Bureau",
      },
      pdf(3 * MB),
    );
    expect(replaced.status).toBe(302);

    // Removing a credential frees its bytes.
    expect((await post(owner, { intent: "remove", credentialId: String(kept.id) })).status).toBe(
      302,
    );
    const room = await post(
      owner,
      { intent: "save", companyId: String(listing.id), kind: KINDS[2], issuer: "State" },
      pdf(3 * MB),
    );
    expect(room.status).toBe(302);
  });
});
