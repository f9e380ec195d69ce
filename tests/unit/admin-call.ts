import crypto from "node:crypto";
import { getDb } from "../../db/client";
import { createSession } from "~/models/sessions.server";
import { sessionCookie } from "~/server/auth.server";

/** Helpers of the operator console's tests: accounts, session cookies, calling a route. */
export const sql = getDb().$client;

export function account(role = "business_owner") {
  const email = `op-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const row = sql
    .prepare(
      "INSERT INTO users (email, hashed_password, first_name, last_name, is_verified, role) VALUES (?, 'x', 'Ola', 'Operator', 1, ?) RETURNING id",
    )
    .get(email, role) as { id: number };
  return { id: row.id, email, firstName: "Ola", lastName: "Operator", isVerified: true };
}

export const cookieFor = async (id: number) =>
  (await sessionCookie.serialize(createSession(id).id)).split(";")[0];

/** Calls a loader or action as Remix would; a thrown Response is the answer. */
export async function call(
  fn: (a: never) => unknown,
  url: string,
  opts: { cookie?: string; form?: Record<string, string>; params?: Record<string, string> } = {},
) {
  const request = new Request(`http://localhost${url}`, {
    method: opts.form ? "POST" : "GET",
    headers: opts.cookie ? { Cookie: opts.cookie } : {},
    body: opts.form ? new URLSearchParams(opts.form) : undefined,
  });
  try {
    const out = await fn({
      request,
      params: opts.params ?? {},
      context: { clientIp: "203.0.113.5" },
    } as never);
    if (out instanceof Response) return out;
    // `data()` from a route: its payload and status.
    if (out && typeof out === "object" && "type" in out && out.type === "DataWithResponseInit") {
      const d = out as unknown as { data: unknown; init?: { status?: number } };
      return new Response(JSON.stringify(d.data), { status: d.init?.status ?? 200 });
    }
    return new Response(JSON.stringify(out), { status: 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

export const lastMailTo = (to: string) =>
  sql
    .prepare(
      "SELECT subject, text_body, status FROM email_outbox WHERE to_address = ? ORDER BY id DESC",
    )
    .get(to) as { subject: string; text_body: string; status: string } | undefined;

export const auditOf = (actorEmail: string) =>
  sql
    .prepare(
      "SELECT action, target_type, target_id, before, after, note FROM audit_log WHERE actor_email = ? ORDER BY id",
    )
    .all(actorEmail) as {
    action: string;
    target_type: string;
    target_id: number;
    before: string | null;
    after: string | null;
    note: string | null;
  }[];
