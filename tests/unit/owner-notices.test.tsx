/**
 * The owner notices, and the listing address from decision 042: the owner is e-mailed when a plan
 * is requested, starts (with its paid-until day) and ends, and when the listing is verified; the
 * dashboard shows the plan's state and dates, whether the listing's address is confirmed, and a
 * button that mails the link again within the model's limits.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { account, cookieFor, sql } from "~/tests/support/admin-call";
import { insertCompany } from "~/tests/support/factories";
import { pageText } from "~/tests/support/page-text";
import { call, flashedToast } from "~/tests/support/route-call";
import { changeListing, setListingPlan } from "~/models/admin/admin-listing.server";
import { createListing } from "~/models/listings/onboarding.server";
import { endLapsedPlans } from "~/models/listings/plans.server";
import { LISTING_EMAIL_SUBJECT } from "~/lib/mail/listing-mails";
import * as dashboard from "~/routes/owners/dashboard/route";

const tag = () => crypto.randomBytes(4).toString("hex");
const SITE = "https://striping.example.com";

const mailsTo = (to: string) =>
  sql
    .prepare("SELECT subject, text_body FROM email_outbox WHERE to_address = ? ORDER BY id")
    .all(to) as { subject: string; text_body: string }[];

async function dashboardText(cookie: string) {
  return (
    await pageText(dashboard.default, await call(dashboard.loader, "GET", "/dashboard", { cookie }))
  ).text;
}

describe("plan and badge notices", () => {
  it("mails the owner at each step and the dashboard shows the plan's state and dates", async () => {
    const owner = account();
    const cookie = await cookieFor(owner.id);
    const admin = account("admin");
    const listing = createListing(
      owner,
      {
        name: `Noticed Lines ${tag()}`,
        location: "Austin",
        state: "TX",
        email: owner.email,
        services: ["Road Striping"],
        subscriptionTier: "vip",
        receiveQuotes: true,
      } as never,
      { siteUrl: SITE },
    );
    // A plan chosen when adding is bought at Checkout; nothing is requested of the operator.
    expect(mailsTo(owner.email).map((m) => m.subject)).toEqual([]);
    expect(await dashboardText(cookie)).toContain("Standard plan (free).");

    setListingPlan(
      listing.id,
      { tier: "vip", featuredUntil: new Date("2027-03-31T00:00:00Z"), searchPriority: 0 },
      admin,
    );
    const active = mailsTo(owner.email).at(-1)!;
    expect(active.subject).toBe("Your plan is active");
    expect(active.text_body).toContain(`The VIP plan for ${listing.name} is active from today.`);
    expect(active.text_body).toContain("It runs until Mar 31, 2027");
    expect(await dashboardText(cookie)).toContain("VIP plan, complimentary until Mar 31, 2027.");

    changeListing(listing.id, "verify", admin, "Licence checked.");
    const verified = mailsTo(owner.email).at(-1)!;
    expect(verified.subject).toBe("Your listing is verified");
    expect(verified.text_body).toContain(`Our team checked ${listing.name}`);

    expect(endLapsedPlans(new Date("2027-04-02T12:00:00Z"))).toBeGreaterThanOrEqual(1);
    const ended = mailsTo(owner.email).at(-1)!;
    expect(ended.subject).toBe("Your plan has ended");
    expect(ended.text_body).toContain(`The VIP plan for ${listing.name} has reached its last day`);
    expect(await dashboardText(cookie)).toContain("Standard plan (free).");
  });

  it("tells the owner when the operator grants a complimentary plan or ends it", async () => {
    const owner = account();
    const admin = account("admin");
    const listing = insertCompany({
      name: `Requested Lines ${tag()}`,
      isClaimed: true,
      claimedBy: owner.id,
    });
    setListingPlan(
      listing.id,
      { tier: "premium", featuredUntil: new Date("2030-01-31T00:00:00Z"), searchPriority: 0 },
      admin,
    );
    expect(mailsTo(owner.email).at(-1)!.text_body).toContain(
      `The Premium plan for ${listing.name} is active from today.`,
    );
    changeListing(listing.id, "plan.end", admin);
    expect(mailsTo(owner.email).at(-1)!.text_body).toContain(
      `The Premium plan for ${listing.name} has ended.`,
    );
  });
});

describe("the listing's address on the owner's card (decision 042)", () => {
  it("shows that it is not confirmed and mails the link again, within the limits", async () => {
    const owner = account();
    const cookie = await cookieFor(owner.id);
    const office = `office-${tag()}@lines.example.com`;
    const listing = insertCompany({
      name: `Unconfirmed Lines ${tag()}`,
      email: office,
      isClaimed: true,
      claimedBy: owner.id,
      addedBy: owner.id,
    });
    sql.prepare("DELETE FROM listing_email_proofs WHERE company_id = ?").run(listing.id);
    const before = await dashboardText(cookie);
    expect(before).toContain(`Listing e-mail ${office} is not confirmed yet`);
    expect(before).toContain("No confirmation link has been sent yet.");
    expect(before).toContain("Send the confirmation link again");

    const resend = () =>
      call(dashboard.action, "POST", "/dashboard", {
        cookie,
        body: new URLSearchParams({ intent: "resend-email-link", id: String(listing.id) }),
      });
    const first = await resend();
    expect(first.status).toBe(302);
    expect((await flashedToast(first))?.title).toBe("Confirmation link sent");
    expect(mailsTo(office).map((m) => m.subject)).toEqual([LISTING_EMAIL_SUBJECT]);
    expect(await dashboardText(cookie)).toMatch(
      /A confirmation link was sent on \w{3} \d+, \d{4}\./,
    );

    const again = await resend();
    expect((await flashedToast(again))?.title).toBe("Link already sent");
    expect(mailsTo(office)).toHaveLength(1);

    // Someone else's listing: 404, nothing sent.
    const stranger = account();
    const refused = await call(dashboard.action, "POST", "/dashboard", {
      cookie: await cookieFor(stranger.id),
      body: new URLSearchParams({ intent: "resend-email-link", id: String(listing.id) }),
    }).catch((e: unknown) => e as Response);
    expect(refused.status).toBe(404);

    sql
      .prepare("UPDATE listing_email_proofs SET proven_at = unixepoch() WHERE company_id = ?")
      .run(listing.id);
    expect(await dashboardText(cookie)).toContain(`Listing e-mail ${office} is confirmed.`);
  });
});
