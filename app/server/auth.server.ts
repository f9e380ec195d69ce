import { createCookie, redirect } from "react-router";
import {
  createSession,
  deleteSession,
  getSessionUser,
  SESSION_TTL_MS,
} from "~/models/sessions.server";
import { AUTH_LIMITS } from "~/lib/auth-schemas";
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

const SITE = "http://site.invalid";

/**
 * A same-site path to go to, or `fallback`. The value is resolved against the site the way a
 * browser would, so `/\t/evil.example` (browsers drop the tab: `//evil.example`) and `/\\evil`
 * never leave it; control characters, spaces and non-ASCII are refused outright, which also keeps
 * a Location header from ever failing to serialise.
 */
function safeRedirectTo(value: string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  if (!/^[\x21-\x7e]+$/.test(value) || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE) return fallback;
  return url.pathname + url.search + url.hash;
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
 * Where to go after signing in: a local path only (no other origin, no `//` or `/\\` tricks),
 * otherwise /dashboard.
 */
export function afterLoginRedirect(value: FormDataEntryValue | string | null | undefined) {
  const to = typeof value === "string" ? value : null;
  return safeRedirectTo(to, "/dashboard");
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
  const redirectTo = new URL(request.url).searchParams.get("redirectTo") ?? "";
  return { redirectTo: redirectTo.slice(0, AUTH_LIMITS.redirectTo) };
}
