import crypto from "node:crypto";
import { getDb } from "~/db/client";
import { args, asResponse, cookieFor, respond } from "./route-call";

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

export { cookieFor };

/** Calls a loader or action as Remix would (a form makes it a POST); the answer as a Response. */
export async function call(
  fn: (a: never) => unknown,
  url: string,
  opts: { cookie?: string; form?: Record<string, string>; params?: Record<string, string> } = {},
) {
  const routeArgs = args(opts.form ? "POST" : "GET", url, {
    cookie: opts.cookie,
    body: opts.form ? new URLSearchParams(opts.form) : undefined,
    params: opts.params,
    ip: "203.0.113.5",
  });
  return asResponse(await respond(fn(routeArgs as never)));
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
