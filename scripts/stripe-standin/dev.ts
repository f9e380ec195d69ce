import crypto from "node:crypto";
import { startStripeStandin } from "./server";

/**
 * `npm run dev` without STRIPE_SECRET_KEY: the loopback stand-in takes Stripe's place, so a
 * developer can click through a purchase on a fresh machine, offline. Set before env() is read.
 */
export async function startDevStripe(port: string | number, siteUrl?: string) {
  const secret = `whsec_dev_${crypto.randomBytes(16).toString("hex")}`;
  const site = siteUrl ?? `http://localhost:${port}`;
  const standin = await startStripeStandin({
    webhookUrl: new URL("/api/stripe/webhook", site).href,
    webhookSecret: secret,
  });
  process.env.STRIPE_SECRET_KEY = "sk_test_standin";
  process.env.STRIPE_WEBHOOK_SECRET = secret;
  process.env.STRIPE_API_BASE = standin.url;
  console.log(`Stripe stand-in on ${standin.url} (no STRIPE_SECRET_KEY: test payments only)`);
  return standin;
}
