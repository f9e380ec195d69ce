import { afterEach, beforeEach } from "vitest";
import { getDb } from "~/db/client";
import { deliverDueEmails } from "~/server/jobs/mail-worker.server";
import { startSmtpInbox, type ReceivedMail } from "./smtp-inbox";

/**
 * A fresh SMTP listener for each test of the file, the outbox's earlier mail marked sent so only
 * the test's own is delivered. `received(to)` runs the real mail worker until the outbox is empty
 * and returns what arrived for that address.
 */
export function mailPerTest() {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeEach(async () => {
    getDb()
      .$client.prepare("UPDATE email_outbox SET status = 'sent' WHERE status = 'pending'")
      .run();
    inbox = await startSmtpInbox();
  });
  afterEach(() => inbox.close());
  return {
    async received(to: string): Promise<ReceivedMail[]> {
      const opts = {
        smtpUrl: inbox.url,
        from: "Directory <no-reply@example.com>",
        mailDir: "/tmp",
      };
      while ((await deliverDueEmails(opts)) > 0);
      return inbox.messages.filter((m) => m.to.some((t) => t.toLowerCase() === to.toLowerCase()));
    },
  };
}
