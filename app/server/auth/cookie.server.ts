import { env } from "~/env.server";

/**
 * What every cookie of the site shares: signed with the session secret, sent to every path
 * (single-fetch data requests go to `<route>.data`), first-party, out of scripts' reach, and
 * https-only in production.
 */
export function signedCookie() {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: env().NODE_ENV === "production",
    secrets: [env().SESSION_SECRET],
  };
}
