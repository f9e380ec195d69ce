import { z } from "zod";
import { isValidEmail } from "./contact-rules";

export const EMAIL_MESSAGE = "Please enter a valid email address";

/** A single e-mail address field (newsletter, merch notifications), lower-cased. */
export const emailOnlySchema = z.object({
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .refine((v) => isValidEmail(v), EMAIL_MESSAGE)
    .transform((v) => v.toLowerCase()),
});
