import Stripe from "stripe";
import { env, STRIPE_API } from "~/env.server";

/**
 * The API version the app is written against: objects are read in this shape whatever the
 * account's default is, so an upgrade is a deliberate change here and nowhere else.
 */
export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

export const PAYMENTS_NOT_SET_UP = "Payments are not set up on this site";
export const PAYMENTS_UNAVAILABLE = "Payments are unavailable, try again shortly";

/** Stripe could not be reached or failed on its side: the owner is told to try again. */
export class PaymentsUnavailable extends Error {
  constructor(cause?: unknown) {
    super(PAYMENTS_UNAVAILABLE, { cause });
  }
}

/** No secret key: plans show, nothing can be bought. */
export class PaymentsNotSetUp extends Error {
  constructor() {
    super(PAYMENTS_NOT_SET_UP);
  }
}

let client: { key: string; base: string; stripe: Stripe } | undefined;

/** The SDK client, sending every call to STRIPE_API_BASE; undefined without a secret key. */
export function stripeOrNone(): Stripe | undefined {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = env();
  if (!key) return undefined;
  if (client?.key === key && client.base === base) return client.stripe;
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  const stripe = new Stripe(key, {
    apiVersion: STRIPE_API_VERSION,
    host: url.hostname,
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
    maxNetworkRetries: 1,
    timeout: 10_000,
    appInfo: { name: "Road Striping Directory" },
  });
  client = { key, base, stripe };
  return stripe;
}

export function stripe(): Stripe {
  const s = stripeOrNone();
  if (!s) throw new PaymentsNotSetUp();
  return s;
}

export const paymentsSetUp = () => Boolean(env().STRIPE_SECRET_KEY);

/**
 * Where a plan form's answer redirects the browser: Stripe's hosted Checkout and Customer Portal,
 * or the stand-in's own pages at STRIPE_API_BASE. The page's form-action policy must allow them.
 */
export function stripeFormTargets(): string[] {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = env();
  if (!key) return [];
  const origin = new URL(base).origin;
  return origin === STRIPE_API
    ? ["https://checkout.stripe.com", "https://billing.stripe.com"]
    : [origin];
}

/**
 * Runs Stripe calls; any error from Stripe (unreachable, failing on its side, or refusing the
 * request) becomes PaymentsUnavailable: the owner is told to try again, never shown a 500, and
 * the cause is logged. A missing object (404) is for the caller to handle inside `run`.
 */
export async function callStripe<T>(run: (stripe: Stripe) => Promise<T>): Promise<T> {
  const s = stripe();
  try {
    return await run(s);
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (!unavailable(error)) console.error("stripe: request refused", error.message);
    throw new PaymentsUnavailable(error);
  }
}

function unavailable(error: InstanceType<typeof Stripe.errors.StripeError>) {
  if (error instanceof Stripe.errors.StripeConnectionError) return true;
  if (error instanceof Stripe.errors.StripeRateLimitError) return true;
  return (error.statusCode ?? 500) >= 500;
}
