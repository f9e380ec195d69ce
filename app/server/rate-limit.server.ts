import { env } from "~/env.server";

type Bucket = { count: number; resetAt: number };
const buckets = new Map<string, Bucket>();

/** Production limits; RATE_LIMIT_FACTOR multiplies them for browser tests and load tests. */
export const LIMITS = {
  review: { max: 3, windowMs: 60 * 60 * 1000 },
  reviewReport: { max: 10, windowMs: 60 * 60 * 1000 },
  activity: { max: 120, windowMs: 60 * 1000 },
  contact: { max: 5, windowMs: 60 * 60 * 1000 },
  // Bulk e-mails kept through sign-in, per address (a signed-out write).
  bulkEmailDraft: { max: 20, windowMs: 60 * 60 * 1000 },
  newsletter: { max: 5, windowMs: 60 * 60 * 1000 },
  merch: { max: 5, windowMs: 60 * 60 * 1000 },
  login: { max: 10, windowMs: 15 * 60 * 1000 },
  // Failed sign-ins per account and address (decision 041).
  loginPair: { max: 5, windowMs: 15 * 60 * 1000 },
  // Failed sign-ins per account from browsers that never signed in to it: out of one address's
  // reach (at most 25 an hour), and it never refuses a browser that knows the account.
  loginAccount: { max: 50, windowMs: 60 * 60 * 1000 },
  register: { max: 5, windowMs: 60 * 60 * 1000 },
  passwordReset: { max: 5, windowMs: 60 * 60 * 1000 },
  verifyResend: { max: 3, windowMs: 60 * 60 * 1000 },
  quote: { max: 10, windowMs: 60 * 60 * 1000 },
  // Messages in leads' threads, per address (both sides); a thread also caps 20 a day per side.
  leadMessage: { max: 10, windowMs: 60 * 1000 },
} as const;

/**
 * A fixed-window counter per key in this process. Returns false once the limit is reached.
 * One process serves a region, so memory is the right place; see decision 004.
 */
export function allow(name: keyof typeof LIMITS, key: string, now = Date.now()): boolean {
  const { max, windowMs } = LIMITS[name];
  const limit = Math.max(1, Math.floor(max * env().RATE_LIMIT_FACTOR));
  const id = `${name}:${key}`;
  const bucket = buckets.get(id);
  if (!bucket || bucket.resetAt <= now) {
    buckets.set(id, { count: 1, resetAt: now + windowMs });
    if (buckets.size > 50_000) sweep(now);
    return true;
  }
  if (bucket.count >= limit) return false;
  bucket.count += 1;
  return true;
}

/**
 * Returns a use taken by `allow` that turned out not to count (a sign-in that succeeded): taking
 * first and giving back after is what keeps concurrent attempts from all passing one check.
 */
export function giveBack(name: keyof typeof LIMITS, key: string, now = Date.now()) {
  const bucket = buckets.get(`${name}:${key}`);
  if (bucket && bucket.resetAt > now && bucket.count > 0) bucket.count -= 1;
}

/** When a refused key may try again (ms from `now`); 0 when it may now. */
export function retryInMs(name: keyof typeof LIMITS, key: string, now = Date.now()): number {
  const bucket = buckets.get(`${name}:${key}`);
  return bucket && bucket.resetAt > now ? bucket.resetAt - now : 0;
}

function sweep(now: number) {
  for (const [id, bucket] of buckets) if (bucket.resetAt <= now) buckets.delete(id);
}

export function resetRateLimits() {
  buckets.clear();
}
