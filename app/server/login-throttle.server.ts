import { verifyLogin, type PublicUser } from "~/models/users.server";
import { allow, exhausted } from "./rate-limit.server";

/**
 * Checks a password under the per-account limit (decision 017): after 10 failures for one
 * e-mail in 15 minutes, that account answers `throttled` without the password being tried, from
 * every address, so spreading guesses over many IPs gains nothing. Only failures count, so the
 * owner signing in normally is never locked out by their own successes.
 */
export async function verifyLoginThrottled(
  email: string,
  password: string,
): Promise<PublicUser | null | "throttled" | "disabled"> {
  const account = email.trim().toLowerCase();
  if (exhausted("loginAccount", account)) return "throttled";
  const user = await verifyLogin(email, password);
  if (!user) allow("loginAccount", account);
  return user;
}
