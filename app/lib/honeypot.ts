/** The name of the field only bots fill (decision 004): it reads like a real one to them. */
export const HONEYPOT_FIELD = "contactWebsite";

/** Whether an anonymous form came back with the honeypot filled: then nothing is stored. */
export function filledHoneypot(formData: FormData): boolean {
  return Boolean(formData.get(HONEYPOT_FIELD));
}
