import type { ActionFunctionArgs } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client";
import { CONTACT_MESSAGES, contactSchema } from "~/lib/contact-schema";
import { SITE } from "~/lib/site";
import { action } from "~/routes/content/contact";
import { resetRateLimits } from "~/server/rate-limit.server";
import { createContactMessage } from "./contact.server";

const raw = getDb().$client;
const count = (table: string) =>
  (raw.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;

function form(values: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.set(k, v);
  return fd;
}

let ip = 0;
function post(values: Record<string, string>) {
  ip += 1;
  return {
    request: new Request("http://localhost/contact", { method: "POST", body: form(values) }),
    params: {},
    context: { clientIp: `198.51.100.${ip}` },
  } as unknown as ActionFunctionArgs;
}

const valid = {
  name: "Riley Stone",
  email: "riley@example.com",
  subject: "company-listing",
  message: "Please update our phone number.",
};

afterEach(() => {
  raw.exec("DROP TRIGGER IF EXISTS temp.fail_outbox");
  resetRateLimits();
});

describe("contact form validation", () => {
  const errorsFor = (values: Record<string, string>) => {
    const s = parseWithZod(form(values), { schema: contactSchema });
    return s.status === "success" ? {} : (s.reply().error ?? {});
  };

  it("answers the spec's message for each field", () => {
    expect(errorsFor({ ...valid, name: "R" }).name).toEqual([CONTACT_MESSAGES.name]);
    expect(errorsFor({ ...valid, name: "" }).name).toEqual([CONTACT_MESSAGES.name]);
    expect(errorsFor({ ...valid, name: "  R  " }).name).toEqual([CONTACT_MESSAGES.name]);
    expect(errorsFor({ ...valid, email: "not-an-email" }).email).toEqual([CONTACT_MESSAGES.email]);
    expect(errorsFor({ ...valid, email: "" }).email).toEqual([CONTACT_MESSAGES.email]);
    expect(errorsFor({ ...valid, message: "too short" }).message).toEqual([
      CONTACT_MESSAGES.message,
    ]);
    expect(errorsFor({ ...valid, subject: "spam" }).subject).toBeTruthy();
    expect(CONTACT_MESSAGES.name).toBe("Name must be at least 2 characters");
    expect(CONTACT_MESSAGES.email).toBe("Please enter a valid email address");
    expect(CONTACT_MESSAGES.message).toBe("Message must be at least 10 characters");
  });

  it("defaults the subject to general and trims values", () => {
    const { subject: _s, ...rest } = valid;
    const s = parseWithZod(form({ ...rest, name: "  Riley  " }), { schema: contactSchema });
    expect(s.status).toBe("success");
    if (s.status === "success")
      expect(s.value).toMatchObject({ subject: "general", name: "Riley" });
  });
});

describe("contact action", () => {
  it("stores the message and queues a mail to support, reply-to the sender", async () => {
    const res = (await action(post(valid))) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/contact");
    expect(res.headers.get("Set-Cookie")).toMatch(/__toast=/);
    const row = raw
      .prepare("select * from contact_messages order by id desc limit 1")
      .get() as Record<string, unknown>;
    expect(row).toMatchObject({
      name: "Riley Stone",
      email: "riley@example.com",
      subject: "company-listing",
      message: "Please update our phone number.",
    });
    const mail = raw.prepare("select * from email_outbox order by id desc limit 1").get() as Record<
      string,
      string
    >;
    expect(mail.to_address).toBe(SITE.supportEmail);
    expect(mail.reply_to).toBe("riley@example.com");
    expect(mail.subject).toBe("Contact form: Company Listing from Riley Stone");
    expect(mail.text_body).toContain("Please update our phone number.");
    expect(mail.text_body).toContain(`#${row.id}`);
  });

  it("escapes the message in the HTML body and keeps the subject on one line", () => {
    const { outboxId } = createContactMessage({
      name: "Evil\r\nBcc: x@example.com",
      email: "e@example.com",
      subject: "other",
      message: "<script>alert(1)</script> hello there",
    });
    const mail = raw.prepare("select * from email_outbox where id = ?").get(outboxId) as Record<
      string,
      string
    >;
    expect(mail.subject).toBe("Contact form: Other from Evil Bcc: x@example.com");
    expect(mail.html_body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html_body).not.toContain("<script>");
  });

  it("writes nothing on invalid input (400 with the messages)", async () => {
    const before = [count("contact_messages"), count("email_outbox")];
    const res = (await action(post({ ...valid, name: "R", email: "x", message: "short" }))) as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(res.init.status).toBe(400);
    expect(res.data.result.error).toMatchObject({
      name: [CONTACT_MESSAGES.name],
      email: [CONTACT_MESSAGES.email],
      message: [CONTACT_MESSAGES.message],
    });
    expect([count("contact_messages"), count("email_outbox")]).toEqual(before);
  });

  it("stores neither row when the mail cannot be queued (one transaction)", async () => {
    raw.exec(
      "CREATE TEMP TRIGGER fail_outbox BEFORE INSERT ON email_outbox BEGIN SELECT RAISE(ABORT, 'outbox down'); END",
    );
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = [count("contact_messages"), count("email_outbox")];
    expect(() => createContactMessage(contactSchema.parse(valid))).toThrow(/outbox down/);
    expect([count("contact_messages"), count("email_outbox")]).toEqual(before);
    // The page answers the spec's failure toast and keeps the values.
    const res = (await action(post(valid))) as {
      init: { status: number; headers: Record<string, string> };
    };
    expect(res.init.status).toBe(500);
    expect(JSON.stringify(res.init.headers)).toMatch(/__toast=/);
    expect([count("contact_messages"), count("email_outbox")]).toEqual(before);
    expect(quiet).toHaveBeenCalled();
    quiet.mockRestore();
  });

  it("stores nothing for a filled honeypot but answers as usual", async () => {
    const before = count("contact_messages");
    const res = (await action(
      post({ ...valid, contactWebsite: "http://spam.example" }),
    )) as Response;
    expect(res.status).toBe(302);
    expect(count("contact_messages")).toBe(before);
  });

  it("limits messages per address", async () => {
    const args = () =>
      ({
        request: new Request("http://localhost/contact", { method: "POST", body: form(valid) }),
        params: {},
        context: { clientIp: "203.0.113.77" },
      }) as unknown as ActionFunctionArgs;
    for (let i = 0; i < 5; i++) expect(((await action(args())) as Response).status).toBe(302);
    const blocked = (await action(args())) as { init: { status: number } };
    expect(blocked.init.status).toBe(429);
  });
});
