/**
 * Decision 045: the plan cards, the FAQ and the dashboard say what the
 * product gives. Read from the pages as a visitor and an owner read them.
 */
import { describe, expect, it } from "vitest";
import { account, cookieFor } from "~/tests/support/admin-call";
import { insertCompany } from "~/tests/support/factories";
import { pageText } from "~/tests/support/page-text";
import { call } from "~/tests/support/route-call";
import { FAQ_ITEMS } from "~/lib/faq";
import { PLANS } from "~/lib/site";
import * as dashboard from "~/routes/owners/dashboard/route";
import * as faqPage from "~/routes/content/faq";

const features = (id: string) => PLANS.find((p) => p.id === id)!.features as readonly string[];

describe("what each plan is sold with is what it is given", () => {
  it("logos show on every plan, so Standard lists it and VIP does not sell it", () => {
    expect(features("free")).toContain("Logo display");
    expect(features("vip")).not.toContain("Logo display");
    // Not built, so not sold.
    expect(PLANS.flatMap((p) => p.features as readonly string[])).not.toContain(
      "Custom brand colors",
    );
    expect(PLANS.flatMap((p) => p.features as readonly string[])).not.toContain(
      "Enhanced description",
    );
  });

  it("the FAQ page says every owner edits, changes the e-mail and deletes the account in My Account", async () => {
    const { text } = await pageText(
      faqPage.default,
      await call(faqPage.loader, "GET", "/faq"),
      "/faq",
    );
    expect(text).toContain(
      "Every owner edits their listing in My Account, on every plan, Standard included",
    );
    expect(text).toContain("You do both yourself in My Account, under Account Settings.");
    expect(text).toContain("Every listing can show its logo, on every plan");
    expect(text).not.toContain("Standard users contact support");
    expect(text).not.toContain("made by our support team rather than in the dashboard");
    expect(FAQ_ITEMS.find((f) => f.id === "edit-listing")!.links).toEqual([
      { href: "/dashboard", label: "My Account" },
    ]);
  });

  it("the dashboard says the same rule and offers the settings it names", async () => {
    const owner = account();
    insertCompany({ name: "Standard Plan Lines", isClaimed: true, claimedBy: owner.id });
    const { text } = await pageText(
      dashboard.default,
      await call(dashboard.loader, "GET", "/dashboard", { cookie: await cookieFor(owner.id) }),
      "/dashboard",
    );
    expect(text).toContain(
      "Every owner edits their listing in My Account, on every plan, Standard included",
    );
    expect(text).toContain("Change Email");
    expect(text).toContain("Delete Account");
  });
});
