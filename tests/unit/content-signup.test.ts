/** The newsletter's double opt-in and the merch notice: what is stored, mailed and shown. */
import { describe, expect, it } from "vitest";
import * as blogIndex from "~/routes/content/blog._index";
import * as merch from "~/routes/content/merch";
import * as confirm from "~/routes/content/newsletter.confirm";

import { get, postForm, raw, value } from "~/tests/support/content-calls";

describe("newsletter double opt-in", () => {
  it("stores the address with a token and queues the confirmation mail together", async () => {
    const email = `reader-${Date.now()}@example.com`;
    const res = (await blogIndex.action(
      postForm("/blog?index", { email: email.toUpperCase() }),
    )) as Response;
    expect(res.status).toBe(302);
    const sub = raw.prepare("select * from newsletter_subscribers where email = ?").get(email) as {
      confirm_token: string;
      confirmed_at: number | null;
    };
    expect(sub.confirm_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(sub.confirmed_at).toBeNull();
    const mail = raw
      .prepare("select * from email_outbox where to_address = ? order by id desc")
      .get(email) as {
      text_body: string;
    };
    expect(mail.text_body).toContain(`/newsletter/confirm?token=${sub.confirm_token}`);

    // GET shows a button and writes nothing; the POST confirms.
    const page = value<{ state: string }>(
      await confirm.loader(get(`/newsletter/confirm?token=${sub.confirm_token}`)),
    );
    expect(page.state).toBe("pending");
    const after = raw
      .prepare("select confirmed_at from newsletter_subscribers where email = ?")
      .get(email) as {
      confirmed_at: number | null;
    };
    expect(after.confirmed_at).toBeNull();
    const done = (await confirm.action(
      postForm("/newsletter/confirm", { token: sub.confirm_token }),
    )) as Response;
    expect(done.status).toBe(302);
    const confirmed = raw
      .prepare("select confirmed_at from newsletter_subscribers where email = ?")
      .get(email) as {
      confirmed_at: number | null;
    };
    expect(confirmed.confirmed_at).toBeGreaterThan(0);
    const invalid = value<{ state: string }>(
      await confirm.loader(get("/newsletter/confirm?token=nope")),
    );
    expect(invalid.state).toBe("invalid");
  });

  it("refuses a bad address with the spec's message and writes nothing", async () => {
    const before = (
      raw.prepare("select count(*) n from newsletter_subscribers").get() as { n: number }
    ).n;
    const res = (await blogIndex.action(postForm("/blog?index", { email: "nope" }))) as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(res.init.status).toBe(400);
    expect(res.data.result.error.email).toEqual(["Please enter a valid email address"]);
    expect(
      (raw.prepare("select count(*) n from newsletter_subscribers").get() as { n: number }).n,
    ).toBe(before);
  });
});

describe("merch notifications", () => {
  it("stores the address once; a duplicate is answered kindly", async () => {
    const email = `fan-${Date.now()}@example.com`;
    const first = (await merch.action(postForm("/merch", { email }))) as Response;
    expect(first.status).toBe(302);
    const second = (await merch.action(postForm("/merch", { email }))) as Response;
    expect(second.status).toBe(302);
    const rows = raw.prepare("select * from merch_notifications where email = ?").all(email);
    expect(rows).toHaveLength(1);
    const honeypot = (await merch.action(
      postForm("/merch", { email: "bot@example.com", contactWebsite: "x" }),
    )) as Response;
    expect(honeypot.status).toBe(302);
    expect(
      raw.prepare("select * from merch_notifications where email = 'bot@example.com'").all(),
    ).toHaveLength(0);
  });
});
