import { z } from "zod";
import { refuse, type Refusal } from "./refusal";
import { multiLine, singleLine } from "./plain-text";
import { trimmedText } from "./schema-fields";

/** At most this many companies per send. */
export const BULK_EMAIL_MAX_PER_SEND = 50;
/** At most this many recipients per user in any 24 hours. */
export const BULK_EMAIL_DAILY_CAP = 200;

export const BULK_EMAIL_LIMITS = { subject: 200, message: 5000 } as const;

/** The messages of bulk e-mail (tests/e2e/materials.spec.ts): a title and its description. */
export const BULK_EMAIL_MESSAGES = {
  noneSelected: {
    title: "No Companies Selected",
    description: "Please select at least one company to send emails to",
  },
  missing: {
    title: "Missing Information",
    description: "Please provide both subject and message for the email",
  },
  tooMany: {
    title: "Too Many Companies",
    description: `You can email at most ${BULK_EMAIL_MAX_PER_SEND} companies at a time. Please select fewer companies.`,
  },
  tooLong: {
    title: "Message Too Long",
    description: `The subject can have at most ${BULK_EMAIL_LIMITS.subject} characters and the message at most ${BULK_EMAIL_LIMITS.message}.`,
  },
  failed: { title: "Error", description: "Failed to send bulk email" },
} as const;

export function bulkEmailSuccess(count: number) {
  return {
    title: "Success",
    description: `Email sent to ${count} ${count === 1 ? "company" : "companies"} successfully`,
  };
}

/**
 * One schema for the /materials form and POST /api/materials/bulk-email; a refusal carries its
 * title and description (`refuse`).
 */
export const bulkEmailSchema = z
  .object({
    companyIds: z
      .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
      .optional()
      .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
      .transform((values) => values.map((x) => Number(x))),
    subject: trimmedText.refine(...singleLine),
    message: trimmedText.refine(...multiLine),
  })
  .superRefine((value, ctx) => {
    const issue = (m: Refusal, path: string) => refuse(ctx, m, [path]);
    const ids = value.companyIds;
    if (!ids.length || ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
      return issue(BULK_EMAIL_MESSAGES.noneSelected, "companyIds");
    }
    if (!value.subject || !value.message) {
      return issue(BULK_EMAIL_MESSAGES.missing, !value.subject ? "subject" : "message");
    }
    if (new Set(ids).size > BULK_EMAIL_MAX_PER_SEND) {
      return issue(BULK_EMAIL_MESSAGES.tooMany, "companyIds");
    }
    if (
      value.subject.length > BULK_EMAIL_LIMITS.subject ||
      value.message.length > BULK_EMAIL_LIMITS.message
    ) {
      issue(
        BULK_EMAIL_MESSAGES.tooLong,
        value.subject.length > BULK_EMAIL_LIMITS.subject ? "subject" : "message",
      );
    }
  })
  .transform(
    (v): BulkEmailInput => ({
      companyIds: [...new Set(v.companyIds)],
      // A subject is one line: no header folding tricks.
      subject: v.subject.replace(/\s+/g, " "),
      message: v.message,
    }),
  );

export type BulkEmailInput = { companyIds: number[]; subject: string; message: string };
