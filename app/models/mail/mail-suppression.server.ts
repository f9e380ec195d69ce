import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { prepared } from "~/db/prepared";
import { db, schema } from "~/models/db.server";

const { mailSuppressions } = schema;

/** The outbox's reason for a message that was never sent to an address that unsubscribed. */
export const SUPPRESSED = "Not sent: the address unsubscribed.";

const key = (email: string) => email.trim().toLowerCase();

/** Asked before every message is queued or sent, so prepared once per connection. */
export function isSuppressed(email: string): boolean {
  const query = prepared("isSuppressed", (database) =>
    database
      .select({ email: mailSuppressions.email })
      .from(mailSuppressions)
      .where(eq(mailSuppressions.email, sql.placeholder("email")))
      .prepare(),
  );
  return Boolean(query.get({ email: key(email) }));
}

/** The address gets no mail it did not ask for from now on (decision 050); repeating is harmless. */
export function suppressAddress(email: string, reason = "unsubscribe") {
  db()
    .insert(mailSuppressions)
    .values({ email: key(email), reason })
    .onConflictDoNothing()
    .run();
}

/** A keyed hash of the address: the link needs no stored token and cannot be made for another. */
export function unsubscribeToken(email: string, secret: string): string {
  return crypto
    .createHmac("sha256", secret)
    .update(`unsubscribe:${key(email)}`)
    .digest("base64url")
    .slice(0, 32);
}

export function isUnsubscribeToken(email: string, token: string, secret: string): boolean {
  const want = Buffer.from(unsubscribeToken(email, secret));
  const got = Buffer.from(token);
  return got.length === want.length && crypto.timingSafeEqual(got, want);
}

export function unsubscribeUrl(email: string, mail: { siteUrl: string; secret: string }) {
  const url = new URL("/unsubscribe", mail.siteUrl);
  url.searchParams.set("e", key(email));
  url.searchParams.set("t", unsubscribeToken(email, mail.secret));
  return url.toString();
}

/** RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to the URL. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
