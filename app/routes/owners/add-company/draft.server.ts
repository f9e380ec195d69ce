import { createCookieSessionStorage } from "react-router";
import { z } from "zod";
import { signedCookie } from "~/server/auth/cookie.server";
import { DIRECTORIES } from "~/lib/directory";

/**
 * The wizard's data between steps, carried by the server in its own cookie so every step is a
 * plain page and Back never loses what was typed (decision 012).
 */
const storage = createCookieSessionStorage({
  // Path "/" and not "/add-company": single-fetch data requests go to /add-company.data.
  cookie: { name: "__wizard", ...signedCookie(), maxAge: 60 * 60 * 24 },
});

const draftSchema = z.object({
  type: z.enum(DIRECTORIES).default("striping"),
  claimId: z.number().int().positive().optional(),
  q: z.string().max(100).optional(),
  /** Raw field values as typed (strings and lists), re-validated at each step. */
  details: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional(),
  tier: z.enum(["free", "premium", "vip"]).default("free"),
  period: z.enum(["month", "year"]).default("month"),
});

export type WizardDraft = z.infer<typeof draftSchema>;

export async function readDraft(request: Request): Promise<WizardDraft> {
  const session = await storage.getSession(request.headers.get("Cookie"));
  const parsed = draftSchema.safeParse(session.get("draft") ?? {});
  return parsed.success ? parsed.data : draftSchema.parse({});
}

export async function saveDraft(request: Request, draft: WizardDraft): Promise<string> {
  const session = await storage.getSession(request.headers.get("Cookie"));
  session.set("draft", draft);
  return storage.commitSession(session);
}

export async function clearDraft(request: Request): Promise<string> {
  const session = await storage.getSession(request.headers.get("Cookie"));
  return storage.destroySession(session);
}

/** Form fields as stored in the draft: single values as strings, repeated ones as lists. */
export function formValues(formData: FormData, keys: readonly string[], lists: readonly string[]) {
  const values: Record<string, string | string[]> = {};
  for (const key of keys) {
    const v = formData.get(key);
    if (typeof v === "string") values[key] = v.slice(0, 2000);
  }
  for (const key of lists) {
    values[key] = formData.getAll(key).filter((v): v is string => typeof v === "string");
  }
  return values;
}
