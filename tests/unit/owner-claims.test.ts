/** Claiming and onboarding by API, and the dashboard route, for signed-in owners. */
import { describe, expect, it } from "vitest";
import { args, respond } from "~/tests/support/route-call";
import { insertCompany } from "~/tests/support/factories";
import * as claimApi from "~/routes/api/api.companies.claim";
import * as claimVerifyApi from "~/routes/api/api.companies.claim.verify";
import * as onboardApi from "~/routes/api/api.companies.onboard";
import * as dashboard from "~/routes/owners/dashboard/route";
import * as deletePage from "~/routes/owners/dashboard_.delete.$id";

import {
  ownedBy,
  snapshot,
  sql,
  status,
  twoOwners,
  validEdit,
} from "~/tests/support/owner-fixtures";

const owners = twoOwners();

describe("claim and onboard API", () => {
  it("a claim waits for the code mailed to the listing; the listing is told once it is theirs", async () => {
    const c = insertCompany({ email: "listing@example.com" });
    const first = await respond(
      claimApi.action(
        args("POST", "/x", {
          cookie: owners.alice.cookie,
          json: { companyId: c.id, email: owners.alice.email, subscriptionTier: "vip" },
        }),
      ),
    );
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ status: "pending", sentTo: "l***@example.com" });
    expect(snapshot(c.id)).toMatchObject({ is_claimed: 0, claimed_by: null });
    const codeMail = sql
      .prepare(
        "SELECT subject FROM email_outbox WHERE to_address = 'listing@example.com' ORDER BY id DESC",
      )
      .get() as { subject: string };
    const code = /(\d{6})$/.exec(codeMail.subject)![1];
    const verified = await respond(
      claimVerifyApi.action(
        args("POST", "/x", { cookie: owners.alice.cookie, json: { companyId: c.id, code } }),
      ),
    );
    expect(verified.status).toBe(200);
    expect((await verified.json()).company).toMatchObject({ id: c.id, isClaimed: true });
    // The plan chosen with the claim is bought at Checkout: the claim alone gives none.
    expect(snapshot(c.id)).toMatchObject({
      is_claimed: 1,
      claimed_by: owners.alice.id,
      subscription_tier: "free",
      tier_rank: 0,
      requested_tier: null,
    });
    const mail = sql
      .prepare(
        "SELECT to_address, text_body FROM email_outbox WHERE to_address = 'listing@example.com' ORDER BY id DESC",
      )
      .get() as { to_address: string; text_body: string };
    expect(mail.text_body).toContain(owners.alice.email);
    const second = await respond(
      claimApi.action(
        args("POST", "/x", {
          cookie: owners.bob.cookie,
          json: { companyId: c.id, email: owners.bob.email },
        }),
      ),
    );
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe("This listing has already been claimed.");
    expect(snapshot(c.id)).toMatchObject({ claimed_by: owners.alice.id });
  });
  it("onboards with the SPEC's validation, geocoding the city", async () => {
    const bad = await respond(
      onboardApi.action(
        args("POST", "/x", {
          cookie: owners.alice.cookie,
          json: { name: "", location: "Austin", state: "TX", email: "a@b.co" },
        }),
      ),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Company name is required");
    const badEmail = await respond(
      onboardApi.action(
        args("POST", "/x", {
          cookie: owners.alice.cookie,
          json: { name: "X", location: "Austin", state: "TX", email: "nope" },
        }),
      ),
    );
    expect((await badEmail.json()).message).toBe("Valid email is required");
    const badContact = await respond(
      onboardApi.action(
        args("POST", "/x", {
          cookie: owners.alice.cookie,
          json: { name: "X", location: "Austin", state: "TX", email: "a@b.co", phone: "123" },
        }),
      ),
    );
    expect((await badContact.json()).message).toBe("Invalid contact information provided");
    const ok = await respond(
      onboardApi.action(
        args("POST", "/x", {
          cookie: owners.alice.cookie,
          json: {
            name: "Fresh Lines",
            location: "Austin",
            state: "TX",
            email: "a@b.co",
            services: ["Road Striping"],
            subscriptionTier: "premium",
          },
        }),
      ),
    );
    expect(ok.status).toBe(201);
    const { company } = await ok.json();
    expect(company).toMatchObject({
      name: "Fresh Lines",
      claimedBy: owners.alice.id,
      subscriptionTier: "free",
      requestedTier: null,
      isClaimed: true,
    });
    expect((snapshot(company.id) as { latitude: number }).latitude).toBeCloseTo(30.3, 0);
  });
});

describe("dashboard route", () => {
  it("signed out: the action redirects to login and changes nothing", async () => {
    const c = ownedBy(owners.alice.id);
    const form = new URLSearchParams({ intent: "delete", id: String(c.id) });
    const res = await respond(
      dashboard.action(
        args("POST", "/dashboard", {
          body: form,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        }),
      ),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect(snapshot(c.id)).toBeTruthy();
  });
  it("another user's listing: 404 for every intent and for the delete page", async () => {
    const c = ownedBy(owners.alice.id);
    const before = snapshot(c.id);
    for (const intent of ["delete", "update-striping", "update-materials", "logo"]) {
      const form = new URLSearchParams({
        intent,
        id: String(c.id),
        ...validEdit,
        services: "Road Striping",
      });
      expect(
        await status(
          dashboard.action(
            args("POST", "/dashboard", {
              cookie: owners.bob.cookie,
              body: form,
              headers: { "Content-Type": "application/x-www-form-urlencoded" },
            }),
          ),
        ),
      ).toBe(404);
    }
    expect(
      await status(
        deletePage.loader(
          args("GET", `/dashboard/delete/${c.id}`, {
            cookie: owners.bob.cookie,
            params: { id: String(c.id) },
          }),
        ),
      ),
    ).toBe(404);
    expect(snapshot(c.id)).toEqual(before);
  });
});
