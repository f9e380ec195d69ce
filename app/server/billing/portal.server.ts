import { env } from "~/env.server";
import { callStripe, paymentsSetUp, PAYMENTS_NOT_SET_UP } from "./stripe.server";
import { customerOf } from "~/models/billing/store.server";

/** Stripe's Customer Portal for this owner (card, period switch, cancel), back to My Account. */
export async function portalUrl(userId: number): Promise<{ go: string } | { refused: string }> {
  if (!paymentsSetUp()) return { refused: PAYMENTS_NOT_SET_UP };
  const customer = customerOf(userId);
  if (!customer)
    return { refused: "There is no billing for this account yet: choose a plan first." };
  const session = await callStripe((stripe) =>
    stripe.billingPortal.sessions.create({
      customer,
      return_url: new URL("/dashboard#billing", env().SITE_URL).href,
    }),
  );
  return { go: session.url };
}
