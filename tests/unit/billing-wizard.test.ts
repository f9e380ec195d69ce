import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { call, signedInUser } from "~/tests/support/route-call";
import { planOf, press, returnPage, billingForTests } from "~/tests/support/billing-harness";
import * as wizard from "~/routes/owners/add-company/route";
import { loader as returnLoader } from "~/routes/owners/billing.return";
import { env } from "~/env.server";
import { pageText } from "~/tests/support/page-text";

const billing = billingForTests();

/** Posts one wizard step with its draft cookie; the answer's Location and the cookie after it. */
async function step(session: { cookie: string; draft: string }, fields: Record<string, string>) {
  const res = await call(wizard.action, "POST", "/add-company", {
    cookie: [session.cookie, session.draft].filter(Boolean).join("; "),
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  const set = res.headers.getSetCookie().find((c) => c.startsWith("__wizard="));
  if (set) session.draft = set.split(";")[0];
  return res.headers.get("Location") ?? "";
}

describe("the wizard's paid plan", () => {
  it("adds the listing first, then sends the owner to Checkout for the plan and period chosen", async () => {
    const owner = await signedInUser("wizard-pay");
    const session = { cookie: owner.cookie, draft: "" };
    const name = `Wizard Paid Lines ${Date.now()}`;
    await step(session, { intent: "type", type: "striping" });
    await step(session, { intent: "new" });
    await step(session, {
      intent: "details",
      name,
      location: "Austin",
      state: "TX",
      email: "office@wizard-paid.example.com",
      services: "Road Striping",
    });
    const checkout = await step(session, {
      intent: "submit",
      subscriptionTier: "vip",
      period: "year",
    });
    expect(checkout).toMatch(`${billing().standin.url}/checkout/cs_test_`);
    const row = getDb()
      .$client.prepare("SELECT id, subscription_tier FROM companies WHERE name = ?")
      .get(name) as { id: number; subscription_tier: string };
    expect(row.subscription_tier).toBe("free");
    const outcome = await returnPage(owner.cookie, await press(`${checkout}/pay`));
    expect(outcome.message).toBe(`VIP is active for ${name}`);
    expect(planOf(row.id)).toMatchObject({ tier: "vip", source: "paid" });
  });
});

describe("the plan cards' arithmetic", () => {
  it("Premium yearly says saving $24 ($96 against $120), VIP saving $100", async () => {
    const owner = await signedInUser("wizard-cards");
    const session = { cookie: owner.cookie, draft: "" };
    await step(session, { intent: "type", type: "striping" });
    await step(session, { intent: "new" });
    await step(session, {
      intent: "details",
      name: "Card Lines",
      location: "Austin",
      state: "TX",
      email: "office@card-lines.example.com",
      services: "Road Striping",
    });
    const loaded = await call(wizard.loader, "GET", "/add-company?step=plan", {
      cookie: `${session.cookie}; ${session.draft}`,
    });
    const { text } = await pageText(wizard.default, loaded, "/add-company?step=plan");
    expect(text).toContain("or $96/year (saving $24)");
    expect(text).toContain("or $500/year (2 months free, saving $100)");
    expect(text).not.toContain("saving $20)");
    expect(text).toContain("Monthly");
    expect(text).toContain("Yearly");
  });
});

describe("the return page on a LiteFS replica", () => {
  it("hands the request to the primary with fly-replay, as it writes", async () => {
    const owner = await signedInUser("replica-pay");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "litefs-"));
    fs.writeFileSync(path.join(dir, ".primary"), "primary-vm-1\n");
    const config = env();
    config.LITEFS_DIR = dir;
    try {
      const res = await call(returnLoader, "GET", "/billing/return?session_id=cs_test_x", {
        cookie: owner.cookie,
      });
      expect(res.status).toBe(409);
      expect(res.headers.get("fly-replay")).toBe("instance=primary-vm-1");
    } finally {
      config.LITEFS_DIR = undefined;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
