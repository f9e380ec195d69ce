/**
 * Loaded before the server by `npm run dev` (`--import`): without STRIPE_SECRET_KEY the loopback
 * Stripe stand-in takes Stripe's place, its settings in place before the server reads its
 * environment, so a purchase can be clicked through on a fresh machine, offline.
 */
import { startDevStripe } from "./stripe-standin/dev";

if (!process.env.STRIPE_SECRET_KEY) {
  await startDevStripe(process.env.PORT ?? 3000, process.env.SITE_URL);
}
