import { z } from "zod";
import { multiLine, singleLine } from "./plain-text";

/**
 * A typed text between `min` and `max` characters once trimmed, one line or many (decision 043),
 * with messages that name the field. `required` is what a missing value is told.
 */
export const boundedText = (
  label: string,
  min: number,
  max: number,
  lines: "one" | "many" = "one",
  required = `${label} is required`,
) =>
  z
    .string({ error: required })
    .trim()
    .min(min, min > 1 ? `${label} must be at least ${min} characters` : `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => (lines === "one" ? singleLine : multiLine)[0](v), {
      message: (lines === "one" ? singleLine : multiLine)[1],
    });
