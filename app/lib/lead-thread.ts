import { z } from "zod";
import { multiLine, singleLine } from "./plain-text";

/** What one side of a lead's thread may write (pages and API alike). */
export const MESSAGE_MAX = 2000;
export const MESSAGES_PER_DAY = 20;

export const messageSchema = z.object({
  message: z
    .string({ message: "Write a message." })
    .trim()
    .min(1, "Write a message.")
    .max(MESSAGE_MAX, "Keep the message under 2,000 characters.")
    .refine(...multiLine),
});

/** A short line the firm may add to its first message. */
const optionalLine = z
  .string()
  .trim()
  .max(100)
  .refine(...singleLine)
  .optional()
  .transform((v) => v || undefined);

export const firmMessageSchema = messageSchema.extend({
  priceRange: optionalLine,
  earliestStart: optionalLine,
});

export type ThreadSide = "firm" | "requester";

/** A thread as both sides and the API read it (oldest first). */
export type ThreadMessage = {
  from: ThreadSide;
  message: string;
  sentAt: string;
  price?: string;
  start?: string;
  /** The operator hid it: the page says "Removed by the directory", the text is gone. */
  removed?: boolean;
};

export const REMOVED_TEXT = "Removed by the directory";

/** Why a firm closes a lead as not a fit; the requester is told only that it declined. */
export const DECLINE_KINDS = {
  outside_area: "Outside our area",
  service: "A service we do not offer",
  spam: "Spam or fake",
  duplicate: "Duplicate",
} as const;
export type DeclineKind = keyof typeof DECLINE_KINDS;
export const isDeclineKind = (v: unknown): v is DeclineKind =>
  typeof v === "string" && Object.hasOwn(DECLINE_KINDS, v);

/** How many "spam or fake" declines hold a request for the operator. */
export const SPAM_HOLD_AT = 3;
