import type { z } from "zod";
import { getUser } from "./auth.server";
import { jsonError } from "./http.server";

/** The signed-in user for an API route, or a thrown 401 JSON answer. */
export async function requireApiUser(request: Request) {
  const user = await getUser(request);
  if (!user) throw jsonError(401, "Authentication required");
  return user;
}

/** Parses a JSON body with a schema; a thrown 400 `{ message }` names the first problem. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const formIssue = parsed.error.issues.find((i) => i.path.length === 0);
  const issue = formIssue ?? parsed.error.issues[0];
  throw jsonError(400, issue.message, {
    errors: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
  });
}
