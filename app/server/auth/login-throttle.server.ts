import { normalizeEmail, verifyLogin, type PublicUser } from "~/models/accounts/users.server";
import { isKnownDevice } from "./known-device.server";
import { allow, giveBack } from "~/server/rate-limit.server";

/** Who is signing in: the client's address and whether the browser knows the account. */
export type LoginClient = { ip: string; knownDevice: boolean };

export async function loginClient(request: Request, ip: string, email: string) {
  return { ip, knownDevice: await isKnownDevice(request, email) } satisfies LoginClient;
}

/**
 * Checks a password under the sign-in limits of decision 041 (the per-address limit on every
 * attempt sits in front of this, in the routes). Only failures count, so signing in normally
 * never uses them up:
 * - per account and address (`loginPair`): 5 failures in 15 minutes, then that address (a known
 *   browser has a bucket of its own) gets `throttled` for that account;
 * - per account (`loginAccount`): 50 failures in an hour from browsers that do not know the
 *   account, which one address cannot reach alone; after that only those browsers are refused.
 *   A browser that has signed in to the account before (or reset its password) is never
 *   refused by it, so strangers cannot lock the owner out.
 */
export async function verifyLoginThrottled(
  email: string,
  password: string,
  client: LoginClient,
): Promise<PublicUser | null | "throttled" | "disabled"> {
  const account = normalizeEmail(email);
  const pair = `${account}\n${client.knownDevice ? "known" : "any"}\n${client.ip}`;
  // Each attempt takes its use before the password is checked (the check awaits, and a burst
  // of guesses would otherwise all pass a limit counted afterwards); a success gives it back.
  if (!allow("loginPair", pair)) return "throttled";
  if (!client.knownDevice && !allow("loginAccount", account)) {
    giveBack("loginPair", pair);
    return "throttled";
  }
  const user = await verifyLogin(email, password);
  if (user) {
    giveBack("loginPair", pair);
    if (!client.knownDevice) giveBack("loginAccount", account);
  }
  return user;
}
