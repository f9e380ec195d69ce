import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { startSmtpInbox } from "~/tests/support/smtp-inbox";
import { backoffMs, enqueueEmail, getEmail, MAX_ATTEMPTS } from "~/models/mail/mail.server";
import { deliverDueEmails } from "~/server/jobs/mail-worker.server";
import { freePort } from "~/scripts/free-port";

const from = "Directory <no-reply@example.com>";
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
  getDb().$client.prepare("UPDATE email_outbox SET status = 'sent' WHERE status = 'pending'").run();
});

describe("email outbox", () => {
  it("delivers over SMTP with text and HTML bodies and marks the row sent", async () => {
    const inbox = await startSmtpInbox();
    closers.push(inbox.close);
    const { id } = enqueueEmail({
      to: "owner@example.com",
      subject: "Hello",
      text: "Plain body",
      html: "<p>HTML body</p>",
      replyTo: "asker@example.com",
    });
    expect(await deliverDueEmails({ smtpUrl: inbox.url, from, mailDir: "/tmp" })).toBe(1);
    expect(inbox.messages).toHaveLength(1);
    expect(inbox.messages[0]).toMatchObject({
      to: ["owner@example.com"],
      subject: "Hello",
      replyTo: "asker@example.com",
    });
    expect(inbox.messages[0].text).toContain("Plain body");
    expect(inbox.messages[0].html).toContain("<p>HTML body</p>");
    expect(getEmail(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("survives the SMTP server being down and delivers once it is back", async () => {
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}`;
    const { id } = enqueueEmail({ to: "later@example.com", subject: "Retry me", text: "x" });
    const now = new Date();
    expect(await deliverDueEmails({ smtpUrl: url, from, mailDir: "/tmp" }, now)).toBe(0);
    const afterFailure = getEmail(id)!;
    expect(afterFailure).toMatchObject({ status: "pending", attempts: 1 });
    expect(afterFailure.lastError).toBeTruthy();
    // Not due again before its backoff has passed.
    expect(
      await deliverDueEmails(
        { smtpUrl: url, from, mailDir: "/tmp" },
        new Date(now.getTime() + 1000),
      ),
    ).toBe(0);
    expect(getEmail(id)!.attempts).toBe(1);

    const inbox = await startSmtpInbox({ port });
    closers.push(inbox.close);
    const later = new Date(afterFailure.nextAttemptAt.getTime() + 1);
    expect(await deliverDueEmails({ smtpUrl: url, from, mailDir: "/tmp" }, later)).toBe(1);
    expect(inbox.messages.map((m) => m.subject)).toEqual(["Retry me"]);
    expect(getEmail(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("gives up after the last attempt with the state failed", async () => {
    const url = `smtp://127.0.0.1:${await freePort()}`;
    const { id } = enqueueEmail({ to: "never@example.com", subject: "Doomed", text: "x" });
    let now = new Date();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await deliverDueEmails({ smtpUrl: url, from, mailDir: "/tmp" }, now);
      now = new Date(now.getTime() + backoffMs(i + 1) + 1);
    }
    expect(getEmail(id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(backoffMs(1)).toBeLessThan(backoffMs(2));
  });

  it("writes .eml files when no SMTP server is configured", async () => {
    const fs = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-"));
    const { id } = enqueueEmail({
      to: "file@example.com",
      subject: "To disk",
      text: "Body on disk",
    });
    expect(await deliverDueEmails({ from, mailDir: dir })).toBe(1);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dir, files[0]), "utf8");
    expect(eml).toContain("Subject: To disk");
    expect(eml).toContain("Body on disk");
    expect(getEmail(id)!.status).toBe("sent");
  });
});
