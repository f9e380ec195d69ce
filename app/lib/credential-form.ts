import { z } from "zod";
import { CREDENTIAL_KINDS, isStateKind } from "./credential-kinds";
import { singleLine } from "./plain-text";
import { STATE_CODES } from "./states";

const optionalLine = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine(...singleLine)
    .optional()
    .transform((v) => v || null);

/** A real calendar day as YYYY-MM-DD, the way `<input type="date">` sends it. */
function isDay(v: string) {
  const date = new Date(`${v}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(v) &&
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(v)
  );
}

/** The owner's credential form, checked the same with JavaScript or not. */
export const credentialFormSchema = z
  .object({
    kind: z.enum(CREDENTIAL_KINDS, "Choose the kind of credential."),
    state: z
      .string()
      .optional()
      .transform((v) => v ?? "")
      .refine((v) => v === "" || STATE_CODES.includes(v), "Choose a state from the list."),
    issuer: optionalLine(120, "Keep the issuer under 120 characters."),
    number: optionalLine(60, "Keep the number under 60 characters."),
    expiresOn: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || null)
      .refine((v) => v === null || isDay(v), "Enter the expiry date as a date (YYYY-MM-DD)."),
  })
  .refine((v) => !isStateKind(v.kind) || v.state !== "", {
    message: "Choose the state that granted it.",
    path: ["state"],
  });

export type CredentialForm = z.output<typeof credentialFormSchema>;
