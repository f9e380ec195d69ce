/**
 * A signed-out buyer who writes to suppliers is told on the sign-in page
 * why they are there; the sender receives a copy of what was sent; without JavaScript the
 * subject and message come before the list, and a refused send keeps the filters.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { insertMaterialsCompany } from "~/tests/support/factories";
import { pageText } from "~/tests/support/page-text";
import { sql } from "~/tests/support/admin-call";
import { call, freshIp, signedInUser } from "~/tests/support/route-call";
import * as login from "~/routes/auth/login";
import * as materials from "~/routes/directory/materials/route";

const tag = () => crypto.randomBytes(4).toString("hex");
const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) body.append(k, x);
  return body;
};

describe("writing to suppliers", () => {
  it("a signed-out buyer lands on a sign-in page that says why, with the message kept", async () => {
    const supplier = insertMaterialsCompany({ name: `Kept Paint ${tag()}` });
    const answer = await call(materials.action, "POST", "/materials?product=Paint", {
      body: form({
        companyIds: String(supplier.id),
        subject: "Thermoplastic pricing",
        message: "Please quote 40 bags of white thermoplastic.",
        returnTo: "?product=Paint",
      }),
      ip: freshIp(),
    });
    expect(answer.status).toBe(302);
    const to = new URL(answer.headers.get("Location")!, "http://localhost");
    expect(to.pathname).toBe("/login");
    const { text } = await pageText(
      login.default,
      await call(login.loader, "GET", `${to.pathname}${to.search}`),
      "/login",
    );
    expect(text).toContain("Sign in to send your email to the suppliers you selected.");
    expect(text).not.toContain("Sign in to manage your company listings.");

    // Signing in from anywhere else still reads as before.
    const plain = await pageText(
      login.default,
      await call(login.loader, "GET", "/login"),
      "/login",
    );
    expect(plain.text).toContain("Sign in to manage your company listings.");
  });

  it("the sender receives a copy of what was sent, naming the companies", async () => {
    const me = await signedInUser("buyer");
    const supplier = insertMaterialsCompany({ name: `Copy Beads ${tag()}` });
    sql
      .prepare(
        "INSERT INTO listing_email_proofs (company_id, email, source, proven_at) VALUES (?, lower(?), 'import', unixepoch()) ON CONFLICT DO UPDATE SET proven_at = unixepoch()",
      )
      .run(supplier.id, supplier.email);
    const subject = `Glass beads ${tag()}`;
    const sent = await call(materials.action, "POST", "/materials", {
      cookie: me.cookie,
      body: form({
        companyIds: String(supplier.id),
        subject,
        message: "We need 2 pallets of Type I glass beads by June.",
      }),
      ip: freshIp(),
    });
    expect(sent.status).toBe(302);
    const copy = sql
      .prepare("SELECT subject, text_body FROM email_outbox WHERE to_address = ? ORDER BY id DESC")
      .get(me.email) as { subject: string; text_body: string };
    expect(copy.subject).toBe(`Copy: ${subject}`);
    expect(copy.text_body).toContain("This is a copy of the email you sent");
    expect(copy.text_body).toContain(`- ${supplier.name}`);
    expect(copy.text_body).toContain("We need 2 pallets of Type I glass beads by June.");
    expect(copy.text_body).not.toContain(supplier.email!);
  });

  it("without JavaScript the fields come before the list, and the form posts to the filtered list", async () => {
    insertMaterialsCompany({ name: `Filtered Primer ${tag()}`, products: ["Primer"] });
    const { html } = await pageText(
      materials.default,
      await call(materials.loader, "GET", "/materials?product=Primer"),
      "/materials?product=Primer",
    );
    const subject = html.indexOf('id="bulk-subject"');
    const firstCard = html.indexOf('name="companyIds"');
    expect(subject).toBeGreaterThan(0);
    expect(firstCard).toBeGreaterThan(subject);
    // The bulk e-mail form's own tag, whatever order React writes its attributes in.
    expect(/<form[^>]*aria-label="Bulk email[^>]*>/.exec(html)?.[0]).toContain(
      'action="/materials?product=Primer"',
    );
  });
});
