/**
 * The lead inbox and the operator's queues say in words what
 * a person needs (the pages are rendered from their own loaders and read as text).
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { account, call, cookieFor, sql } from "~/tests/support/admin-call";
import { insertCompany } from "~/tests/support/factories";
import { pageText } from "~/tests/support/page-text";
import { signedInUser } from "~/tests/support/route-call";
import { changeListing } from "~/models/admin/admin-listing.server";
import { setUserDisabled } from "~/models/admin/admin-users.server";
import { respondToLead } from "~/models/quotes/leads.server";
import * as leadsPage from "~/routes/owners/dashboard_.leads";
import * as adminReviews from "~/routes/admin/admin.reviews";
import * as adminAudit from "~/routes/admin/admin.audit";
import * as adminQuotes from "~/routes/admin/admin.quotes";
import * as adminUsers from "~/routes/admin/admin.users";
import { insertForwardedRequest } from "~/tests/support/forwarded-request";

const tag = () => crypto.randomBytes(4).toString("hex");

/** A parking-lot request with every detail filled in, forwarded to a listing of `ownerId`. */
function forwardedLead(ownerId: number | null, location = "Plano, TX 75024") {
  const company = insertCompany({
    name: `Plano Lines ${tag()}`,
    isClaimed: ownerId !== null,
    claimedBy: ownerId,
  });
  const quoteId = insertForwardedRequest(sql, company.id, location, { numberOfCrosswalks: 2 });
  return { company, quoteId };
}

describe("the lead inbox", () => {
  it("shows every detail in words, then the owner's own answer", async () => {
    const me = await signedInUser("owner");
    const { company, quoteId } = forwardedLead(me.id);
    const read = async () =>
      (
        await pageText(
          leadsPage.default,
          await call(leadsPage.loader, "/dashboard/leads", { cookie: me.cookie }),
        )
      ).text;

    const before = await read();
    expect(before).toContain("240 stalls");
    expect(before).toContain("Within 1-2 weeks");
    expect(before).not.toMatch(/240 · 1-2weeks/);
    expect(before).toContain("Parking Lot Striping details");
    expect(before).toContain("Parking lot type: Restripe existing lines");
    expect(before).toContain("Striping material: Thermoplastic");
    expect(before).toContain("Number of stalls: 240");
    expect(before).toContain("Number of arrows: 12");
    expect(before).toContain("Number of crosswalks: 2");

    respondToLead(
      me.id,
      { quoteId, companyId: company.id },
      {
        message: "We can restripe the lot on a Sunday.",
        priceRange: "$2,400–$2,900",
        earliestStart: "June 8",
      },
      "https://striping.example.com",
      me.email,
    );
    const after = await read();
    expect(after).toContain("Conversation with Pat Manager");
    expect(after).toContain("Price range: $2,400–$2,900");
    expect(after).toContain("Earliest start: June 8");
    expect(after).toContain("We can restripe the lot on a Sunday.");
  });
});

const operator = async () => {
  const admin = account("admin");
  return { admin, cookie: await cookieFor(admin.id) };
};

describe("the review-report queue", () => {
  it("shows the review's text and rating, the company with links, and each report's reason and note", async () => {
    const { cookie } = await operator();
    const company = insertCompany({ name: `Reported Striping ${tag()}` });
    const review = sql
      .prepare(
        "INSERT INTO reviews (company_id, customer_name, rating, title, content, status) VALUES (?, 'Vic Visitor', 1, ?, 'They never showed up and kept the deposit.', 'visible') RETURNING id",
      )
      .get(company.id, `Terrible ${tag()}`) as { id: number };
    sql
      .prepare(
        "INSERT INTO review_reports (review_id, reason, note, reporter_key) VALUES (?, 'conflict_of_interest', 'This is the owner of the competing firm across town.', ?)",
      )
      .run(review.id, tag());
    const { text, html } = await pageText(
      adminReviews.default,
      await call(adminReviews.loader, "/admin/reviews", { cookie }),
    );
    expect(text).toContain("They never showed up and kept the deposit.");
    expect(text).toContain("1 out of 5 by Vic Visitor");
    expect(text).toContain(company.name);
    expect(text).toContain("Conflict of interest (owner, employee or competitor)");
    expect(text).toContain("“This is the owner of the competing firm across town.”");
    expect(html).toContain(`href="/companies/${company.slug}"`);
    expect(html).toContain(`href="/admin/listings/${company.id}"`);
  });
});

describe("the audit log", () => {
  it("names each record (e-mail, listing name) and links it to its console page", async () => {
    const { admin, cookie } = await operator();
    const target = account();
    setUserDisabled(target.id, true, admin, "Posting fake reviews.");
    const company = insertCompany({ name: `Audited Lines ${tag()}` });
    changeListing(company.id, "verify", admin, "Checked the state licence.");
    const { text, html } = await pageText(
      adminAudit.default,
      await call(adminAudit.loader, "/admin/audit", { cookie }),
    );
    expect(text).toContain(`Account: ${target.email}`);
    expect(text).toContain(`Listing: ${company.name}`);
    expect(text).not.toContain(`user ${target.id}`);
    expect(html).toContain(`href="/admin/users?q=${encodeURIComponent(target.email)}"`);
    expect(html).toContain(`href="/admin/listings/${company.id}"`);
  });

  it("marks the reason for disabling an account required before it is sent", async () => {
    const { cookie } = await operator();
    const target = account();
    const { html } = await pageText(
      adminUsers.default,
      await call(adminUsers.loader, `/admin/users?q=${encodeURIComponent(target.email)}`, {
        cookie,
      }),
    );
    const input = html.match(/<input[^>]*id="disable-note-\d+"[^>]*>/)![0];
    expect(input).toMatch(/\brequired=""/);
    expect(html).toContain(`Reason for disabling ${target.email} (required) *`);
  });
});

describe("the quotes console", () => {
  it("names the project types by their labels and the place once", async () => {
    const { cookie } = await operator();
    const { company, quoteId } = forwardedLead(null, `Plano ${tag()}`);
    const { text } = await pageText(
      adminQuotes.default,
      await call(adminQuotes.loader, "/admin/quotes", { cookie }),
    );
    const card = text.slice(text.indexOf(`#${quoteId} `), text.indexOf(`#${quoteId} `) + 400);
    expect(card).toContain(`#${quoteId} Parking Lot Striping`);
    expect(card).not.toMatch(/in (Plano \w+) in \1/);
    expect(card).not.toContain("parking_lot");
    expect(text).toContain(company.name);
    expect(text).toMatch(new RegExp(`${company.name} 3\\.2 mi Standard Viewed`));
  });
});
