import { and, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import {
  BULK_EMAIL_DAILY_CAP,
  BULK_EMAIL_MAX_PER_SEND,
  BULK_EMAIL_MESSAGES,
  type BulkEmailInput,
} from "~/lib/bulk-email-schema";
import { isValidEmail } from "~/lib/contact-rules";
import { SITE } from "~/lib/site";
import { db, schema, type Db } from "~/models/db.server";
import { BadRequest, DomainError, Forbidden } from "~/models/errors.server";
import { pickColumns } from "~/models/directory/pick-columns.server";
import { listingEmailProven } from "~/models/listings/listing-email.server";
import { enqueueEmail } from "./mail.server";

const { bulkEmailSends, companies, emailOutbox } = schema;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * At most this many recipients from one client address in any 24 hours, whatever the accounts
 * (decision 042): twice one account's cap, so two colleagues behind one office router can each
 * send their day's mail, while a stack of fresh accounts on one machine cannot multiply it.
 */
export const BULK_EMAIL_IP_DAILY_CAP = 2 * BULK_EMAIL_DAILY_CAP;

/** Past the per-user daily cap: the HTTP answer is 429. */
export class DailyCapReached extends DomainError {
  constructor(message: string) {
    super(message, 429);
  }
}

export type BulkEmailSender = {
  id: number;
  email: string;
  isVerified: boolean;
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
};

type Reader = Pick<Db, "select">;

/** Recipients this user mailed in the 24 hours before `now`. */
export function recipientsInLastDay(userId: number, now = new Date(), reader: Reader = db()) {
  return recipientsSince(eq(bulkEmailSends.userId, userId), now, reader);
}

/** Recipients mailed from this client address (its `visitorKey`) in the 24 hours before `now`. */
export function recipientsFromVisitorInLastDay(
  visitorKey: string,
  now = new Date(),
  reader: Reader = db(),
) {
  return recipientsSince(eq(bulkEmailSends.visitorKey, visitorKey), now, reader);
}

function recipientsSince(who: SQL, now: Date, reader: Reader) {
  const row = reader
    .select({ n: sql<number>`coalesce(sum(${bulkEmailSends.recipientCount}), 0)` })
    .from(bulkEmailSends)
    .where(and(who, gt(bulkEmailSends.createdAt, new Date(now.getTime() - DAY_MS))))
    .get();
  return Number(row?.n ?? 0);
}

/**
 * Sends one message per selected materials company that has a proven e-mail address (decision
 * 042), through the outbox, with the sender as reply-to; no recipient sees another's address. Ids
 * outside the materials directory are ignored. The send row, which counts against the daily caps
 * (per account and per client address), and the messages are written in one transaction.
 */
export const BULK_EMAIL_RULES = {
  verifyFirst:
    "Verify your e-mail address before you write to suppliers. You can send the verification e-mail again from your dashboard.",
  alreadySent: "You already sent this message to the selected companies.",
  unconfirmed:
    "None of the selected companies has confirmed its email address yet, so they cannot receive messages.",
  visitorCap: `Too many emails were sent from your network today (the limit is ${BULK_EMAIL_IP_DAILY_CAP} companies per 24 hours). Please try again tomorrow.`,
} as const;

export function sendBulkEmail(
  sender: BulkEmailSender,
  input: BulkEmailInput,
  /** The client's keyed address (`visitorKey`); null when unknown. */
  from: { visitorKey: string | null; now?: Date },
) {
  const now = from.now ?? new Date();
  // Mail that carries a visitor's words to other businesses needs a proven address.
  if (!sender.isVerified) throw new Forbidden(BULK_EMAIL_RULES.verifyFirst);
  const ids = [...new Set(input.companyIds)];
  if (!ids.length) throw new BadRequest(BULK_EMAIL_MESSAGES.noneSelected.description);
  if (ids.length > BULK_EMAIL_MAX_PER_SEND) {
    throw new BadRequest(BULK_EMAIL_MESSAGES.tooMany.description);
  }
  return db().transaction(
    (tx) => {
      const rows = tx
        .select({ ...pickColumns(companies, ["id", "name", "email"]), proven: listingEmailProven })
        .from(companies)
        .where(and(eq(companies.directory, "materials"), inArray(companies.id, ids)))
        .all();
      if (!rows.length) throw new BadRequest(BULK_EMAIL_MESSAGES.noneSelected.description);
      const reachable = rows.filter((r) => r.email && isValidEmail(r.email));
      if (!reachable.length) {
        throw new BadRequest("None of the selected companies has an email address.");
      }
      // The message is the sender's words: only to addresses their owners proved (decision 042).
      const proven = reachable.filter((r) => r.proven);
      if (!proven.length) throw new BadRequest(BULK_EMAIL_RULES.unconfirmed);
      // One supplier never gets the same message from the same sender twice.
      const sentBefore = new Set(
        tx
          .select({ to: emailOutbox.toAddress, text: emailOutbox.textBody })
          .from(emailOutbox)
          .where(
            and(
              inArray(
                emailOutbox.toAddress,
                proven.map((r) => r.email!),
              ),
              eq(emailOutbox.replyTo, sender.email),
              eq(emailOutbox.subject, input.subject),
            ),
          )
          .all()
          .map((m) => `${m.to}\n${m.text}`),
      );
      const recipients = proven.filter(
        (r) => !sentBefore.has(`${r.email}\n${bulkEmailText(sender, r.name, input.message)}`),
      );
      if (!recipients.length) throw new BadRequest(BULK_EMAIL_RULES.alreadySent);
      const left = BULK_EMAIL_DAILY_CAP - recipientsInLastDay(sender.id, now, tx);
      if (recipients.length > left) {
        throw new DailyCapReached(
          left <= 0
            ? `You have reached the daily limit of ${BULK_EMAIL_DAILY_CAP} companies per 24 hours. Please try again tomorrow.`
            : `You can email ${left} more ${left === 1 ? "company" : "companies"} today (the limit is ${BULK_EMAIL_DAILY_CAP} per 24 hours). Please select fewer companies.`,
        );
      }
      if (
        from.visitorKey &&
        recipients.length >
          BULK_EMAIL_IP_DAILY_CAP - recipientsFromVisitorInLastDay(from.visitorKey, now, tx)
      ) {
        throw new DailyCapReached(BULK_EMAIL_RULES.visitorCap);
      }
      tx.insert(bulkEmailSends)
        .values({
          userId: sender.id,
          recipientCount: recipients.length,
          subject: input.subject,
          visitorKey: from.visitorKey,
          createdAt: now,
        })
        .run();
      for (const r of recipients) {
        enqueueEmail(
          {
            to: r.email!,
            replyTo: sender.email,
            subject: input.subject,
            text: bulkEmailText(sender, r.name, input.message),
          },
          tx,
        );
      }
      const result = {
        sent: recipients.length,
        withoutEmail: rows.length - reachable.length,
        unconfirmed: reachable.length - proven.length,
        alreadySent: proven.length - recipients.length,
      };
      // The sender keeps a copy of what went out, to their own proven address.
      enqueueEmail(
        {
          to: sender.email,
          subject: `${BULK_EMAIL_COPY_PREFIX}${input.subject}`,
          text: senderCopyText(
            recipients.map((r) => r.name),
            result,
            input,
          ),
        },
        tx,
      );
      return result;
    },
    { behavior: "immediate" },
  );
}

export const BULK_EMAIL_COPY_PREFIX = "Copy: ";

function senderCopyText(
  names: string[],
  result: { withoutEmail: number; unconfirmed: number; alreadySent: number },
  input: BulkEmailInput,
) {
  const skipped = [
    result.unconfirmed
      ? `${result.unconfirmed} of the companies you selected ${result.unconfirmed === 1 ? "has" : "have"} not confirmed ${result.unconfirmed === 1 ? "its" : "their"} email address yet and did not receive it.`
      : "",
    result.withoutEmail
      ? `${result.withoutEmail} of the companies you selected ${result.withoutEmail === 1 ? "has" : "have"} no email address.`
      : "",
    result.alreadySent
      ? `${result.alreadySent} had already received this message from you and ${result.alreadySent === 1 ? "was" : "were"} not sent it again.`
      : "",
  ].filter(Boolean);
  return [
    `This is a copy of the email you sent through the ${SITE.brand} materials & equipment directory to ${names.length} ${names.length === 1 ? "company" : "companies"}:`,
    ...names.map((n) => `- ${n}`),
    ...(skipped.length ? ["", ...skipped] : []),
    "",
    "Each company received its own copy, with your address as the reply-to, so their answers come straight to you.",
    "",
    `Subject: ${input.subject}`,
    "",
    input.message,
  ].join("\n");
}

function bulkEmailText(sender: BulkEmailSender, companyName: string, message: string) {
  const name = [sender.firstName, sender.lastName].filter(Boolean).join(" ") || sender.email;
  const from = sender.company ? `${name} (${sender.company})` : name;
  return [
    message,
    "",
    "--",
    `Sent to ${companyName} by ${from} <${sender.email}> through the ${SITE.brand} materials & equipment directory.`,
    "Reply to this email to answer the sender directly.",
  ].join("\n");
}
