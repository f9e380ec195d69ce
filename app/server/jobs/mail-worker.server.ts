import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import {
  dueEmails,
  markEmailAttemptFailed,
  markEmailSent,
  stopIfSuppressed,
  type OutboxRow,
} from "~/models/mail/mail.server";

export type MailWorkerOptions = {
  /** smtp://host:port; without it messages are written as .eml files into `mailDir`. */
  smtpUrl?: string;
  from: string;
  mailDir: string;
  pollMs?: number;
};

function transportFor(opts: MailWorkerOptions): Transporter {
  if (opts.smtpUrl) {
    return nodemailer.createTransport(opts.smtpUrl, {
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 10_000,
    } as never);
  }
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
}

function toMessage(row: OutboxRow, from: string) {
  return {
    from: row.fromAddress ?? from,
    to: row.toAddress,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody ?? undefined,
    headers: { ...row.headers, "X-Outbox-Id": String(row.id) },
  };
}

/** Delivers every due message once; returns how many were sent. Safe to call concurrently. */
export async function deliverDueEmails(opts: MailWorkerOptions, now = new Date()): Promise<number> {
  const rows = dueEmails(now);
  if (!rows.length) return 0;
  const transport = transportFor(opts);
  let sent = 0;
  try {
    for (const row of rows) {
      if (stopIfSuppressed(row)) continue;
      try {
        const info = await transport.sendMail(toMessage(row, opts.from));
        if (!opts.smtpUrl) {
          await fs.mkdir(opts.mailDir, { recursive: true });
          const file = path.join(opts.mailDir, `${String(row.id).padStart(6, "0")}.eml`);
          await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
        }
        markEmailSent(row, now);
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const { final, attempts } = markEmailAttemptFailed(row, message, now);
        console.warn(
          `mail ${row.id} to ${row.toAddress}: attempt ${attempts} failed${final ? " (giving up)" : ""}: ${message}`,
        );
      }
    }
  } finally {
    transport.close();
  }
  return sent;
}

/** Polls the outbox until stopped. Runs only where writes happen (the primary). */
export function startMailWorker(opts: MailWorkerOptions) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await deliverDueEmails(opts);
    } catch (error) {
      console.error("mail worker failed", error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, opts.pollMs ?? 2_000);
  timer.unref();
  void tick();
  return {
    stop: () => clearInterval(timer),
    kick: tick,
  };
}
