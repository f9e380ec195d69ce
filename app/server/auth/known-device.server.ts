import crypto from "node:crypto";
import { createCookie } from "react-router";
import { normalizeEmail } from "~/models/accounts/users.server";
import { signedCookie } from "./cookie.server";
import { env } from "~/env.server";

/** How many accounts one browser remembers; the oldest mark goes first. */
const KEEP = 5;

/**
 * A browser that has signed in to an account before (or reset its password) carries a keyed mark
 * of that account's e-mail: the account-wide sign-in limit, which strangers can fill, never
 * refuses it (decision 041). Signed and HttpOnly like the session cookie; a year long, so it
 * outlives a session. It names no account: the mark is an HMAC under the session secret.
 */
const deviceCookie = createCookie("__device", {
  ...signedCookie(),
  maxAge: 365 * 24 * 60 * 60,
});

const markOf = (email: string) =>
  crypto
    .createHmac("sha256", env().SESSION_SECRET)
    .update(`known-device:${normalizeEmail(email)}`)
    .digest("base64url")
    .slice(0, 22);

async function marks(request: Request): Promise<string[]> {
  const value: unknown = await deviceCookie.parse(request.headers.get("Cookie"));
  if (!Array.isArray(value)) return [];
  return value.filter((m): m is string => typeof m === "string").slice(0, KEEP);
}

/** Whether this browser has signed in to the account of `email` before. */
export async function isKnownDevice(request: Request, email: string): Promise<boolean> {
  return (await marks(request)).includes(markOf(email));
}

/** The Set-Cookie value that makes this browser known for the account of `email`. */
export async function rememberDevice(request: Request, email: string): Promise<string> {
  const mark = markOf(email);
  const kept = (await marks(request)).filter((m) => m !== mark);
  return deviceCookie.serialize([mark, ...kept].slice(0, KEEP));
}
