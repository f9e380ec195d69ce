/**
 * The audit log names every record that exists, credentials and imports included (never
 * "no longer on record" for them), and says what changed in words, not as raw JSON.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { account, call, cookieFor, sql } from "~/tests/support/admin-call";
import { insertCompany } from "~/tests/support/factories";
import { insertCredential } from "~/tests/support/credential-fixtures";
import { pageText } from "~/tests/support/page-text";
import { auditChange } from "~/lib/audit-words";
import { changeListing } from "~/models/admin/admin-listing.server";
import { decideCredential } from "~/models/credentials/credential-review.server";
import { audit } from "~/models/admin/audit.server";
import { getDb } from "~/db/client";
import * as adminAudit from "~/routes/admin/admin.audit";

const tag = () => crypto.randomBytes(4).toString("hex");

describe("the audit log", () => {
  it("names a credential and an import that exist, and links to them", async () => {
    const admin = account("admin");
    const cookie = await cookieFor(admin.id);
    const actor = { id: admin.id, email: admin.email };
    const company = insertCompany({ name: `Audited Creds ${tag()}`, state: "OH" });
    const c = insertCredential(company.id, { kind: "dbe_certified", state: "OH" });
    decideCredential(c.id, { accepted: true }, { actor, siteUrl: "http://localhost:3000" });
    const imp = sql
      .prepare(
        "INSERT INTO listing_imports (source_name, file_name, file_sha256, actor_email, counts) VALUES ('Ohio UCP DBE directory', 'ohio.csv', 'x', ?, '{}') RETURNING id",
      )
      .get(admin.email) as { id: number };
    audit(getDb(), {
      actor,
      action: "listing.import",
      targetType: "import",
      targetId: imp.id,
      after: { source: "Ohio UCP DBE directory", file: "ohio.csv", created: 12, invited: 4 },
    });
    changeListing(company.id, "verify", actor, "Checked the state licence.");

    const { text, html } = await pageText(
      adminAudit.default,
      await call(adminAudit.loader, "/admin/audit", { cookie }),
    );
    expect(text).not.toContain("no longer on record");
    expect(text).toMatch(new RegExp(`Credential: DBE [^()]+ \\(OH\\) of ${company.name}`));
    expect(text).toContain("Import: Ohio UCP DBE directory");
    expect(html).toContain(`href="/admin/import"`);
    expect(html).toContain(
      `href="/admin/credentials?${new URLSearchParams({ q: company.name, status: "all" })}"`.replace(
        /&/g,
        "&amp;",
      ),
    );
    // In words: no braces or quoted keys of JSON.
    expect(text).toContain("Status: self reported → verified");
    expect(text).toContain("Source: Ohio UCP DBE directory");
    expect(text).toContain("Created: 12");
    expect(text).toContain("Verified badge: no → yes");
    expect(text).toContain("Note: Checked the state licence.");
    expect(text).not.toMatch(/[{}]|"status"/);
  });

  it("reads a change, a creation and a removal as sentences", () => {
    expect(
      auditChange(
        { status: "self_reported", companyId: 4, kind: "dbe_certified" },
        { status: "verified" },
      ),
    ).toEqual(["Status: self reported → verified"]);
    expect(
      auditChange(
        { subscriptionTier: "premium", featuredUntil: "2026-12-01" },
        { subscriptionTier: "free", featuredUntil: null },
      ),
    ).toEqual(["Plan: premium → free", "Paid until: Dec 1, 2026 → none"]);
    expect(auditChange(null, { title: "Spring striping" })).toEqual(["Title: Spring striping"]);
    expect(auditChange({ email: "a@example.com", confirmed: true }, null)).toEqual([
      "Removed (Email: a@example.com; Confirmed: yes)",
    ]);
  });
});
