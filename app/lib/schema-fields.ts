import { z } from "zod";
import { multiLine, singleLine } from "./plain-text";

/**
 * The field schemas every form's zod schema is built from. conform turns "" into undefined inside
 * every string schema, so a text field starts optional (and never `.pipe(z.string())`).
 */

/** A text field, trimmed; missing reads as "". */
export const trimmedText = z
  .string()
  .optional()
  .transform((v) => (v ?? "").trim());

/** A trimmed one-line text field of at most `max` characters, without control characters. */
export const textUpTo = (max: number) =>
  trimmedText
    .refine((v) => v.length <= max, `Must be at most ${max} characters.`)
    .refine(...singleLine);

/** A trimmed multi-line text field (a textarea): line breaks and tabs, no other controls. */
export const multilineUpTo = (max: number) =>
  trimmedText
    .refine((v) => v.length <= max, `Must be at most ${max} characters.`)
    .refine(...multiLine);

export const CHOOSE_MESSAGE = "Choose one of the listed options.";

/** One of `values`, or nothing when left empty. */
export const optionalChoice = (values: readonly string[]) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => v === undefined || values.includes(v), CHOOSE_MESSAGE);
