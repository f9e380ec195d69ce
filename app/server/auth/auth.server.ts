import { createCookie, redirect } from "react-router";
import {
  createSession,
  deleteSession,
  getSessionUser,
  SESSION_TTL_MS,
} from "~/models/accounts/sessions.server";
import { AUTH_LIMITS } from "~/lib/auth-schemas";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { signedCookie } from "./cookie.server";

/** The session cookie holds only the id of a `user_sessions` row. */
export const sessionCookie = createCookie("__session", {
  ...signedCookie(),
  maxAge: SESSION_TTL_MS / 1000,
});

export async function getSessionId(request: Request): Promise<string | null> {
  const value = await sessionCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value ? value : null;
}

export async function getUser(request: Request) {
  const id = await getSessionId(request);
  return id ? (getSessionUser(id) ?? null) : null;
}

export async function getUserId(request: Request): Promise<number | null> {
  return (await getUser(request))?.id ?? null;
}

/** A same-site path from `value`, or `fallback` (the one check: `~/lib/safe-redirect`). */
function safeRedirectTo(value: string | null | undefined, fallback = "/"): string {
  return safeRedirectPath(value, fallback);
}

/** The signed-in user, or a redirect to /login that comes back here afterwards. */
export async function requireUser(request: Request) {
  const user = await getUser(request);
  if (!user) {
    const url = new URL(request.url);
    const back = safeRedirectTo(url.pathname + url.search);
    throw redirect(`/login?${new URLSearchParams({ redirectTo: back })}`);
  }
  return user;
}

export async function requireUserId(request: Request): Promise<number> {
  return (await requireUser(request)).id;
}

/** Ends the session row and clears the cookie. */
export async function logoutHeaders(request: Request): Promise<Headers> {
  const id = await getSessionId(request);
  if (id) deleteSession(id);
  return new Headers({ "Set-Cookie": await sessionCookie.serialize("", { maxAge: 0 }) });
}

export { safeRedirectTo };

/**
 * Signs a user in: a new `user_sessions` row (30 days, a fresh id at every login) and the
 * Set-Cookie value that carries its id. A session the request already had is ended first,
 * so a login never reuses or keeps an older id.
 */
export async function createUserSessionCookie(userId: number, request?: Request) {
  const previous = request ? await getSessionId(request) : null;
  if (previous) deleteSession(previous);
  const session = createSession(userId);
  return sessionCookie.serialize(session.id, { expires: session.expiresAt });
}

/** The Set-Cookie value that clears the session cookie (the row is ended elsewhere). */
export function clearSessionCookie() {
  return sessionCookie.serialize("", { maxAge: 0 });
}

/**
 * Where to go after signing in: a local path only (no other origin, no `//` or `/\\` tricks,
 * none made by dot segments either), otherwise /dashboard. Every `redirectTo` read goes here.
 */
export function afterLoginRedirect(value: FormDataEntryValue | string | null | undefined) {
  return safeRedirectPath(value, "/dashboard");
}

/** For /login and /register: a signed-in visitor goes on to `redirectTo` or /dashboard. */
export async function requireAnonymous(request: Request) {
  if (await getUser(request)) {
    throw redirect(afterLoginRedirect(new URL(request.url).searchParams.get("redirectTo")));
  }
}

/**
 * The loader of the sign-in and sign-up pages: signed-in visitors go on; the others get the
 * page they came from, which the form carries back.
 */
export async function signInPageLoader(request: Request) {
  await requireAnonymous(request);
  // Only a target the action would follow is carried in the form; anything else is dropped.
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "");
  return { redirectTo: redirectTo.length <= AUTH_LIMITS.redirectTo ? redirectTo : "" };
}
