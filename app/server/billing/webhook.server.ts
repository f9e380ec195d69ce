import type Stripe from "stripe";
import { env } from "~/env.server";
import { PaymentsUnavailable, stripeOrNone } from "./stripe.server";
import { leaveOtherSubscriptions } from "./checkout.server";
import { eventSeen, recordEvent } from "~/models/billing/store.server";
import { syncSubscription, type SyncResult } from "./sync.server";

export type WebhookAnswer = { status: number; message: string };

/**
 * Syncs a subscription and, when it starts giving the plan, takes its listings off any other
 * subscription the owner paid them on (a change of plan or period: the newer one wins, and an
 * older one's later syncs never take them back). The return page and the webhook both end here.
 */
export async function settle(subId: string, now = new Date()): Promise<SyncResult> {
  const result = await syncSubscription(subId, now);
  if (result.known && result.started) {
    await leaveOtherSubscriptions(result.subscription.userId, subId, result.listingIds);
  }
  return result;
}

/** The subscription an event is about, wherever this kind of object keeps it. */
export function subscriptionOfEvent(event: Stripe.Event): string | undefined {
  const object = event.data.object as unknown as Record<string, unknown>;
  const id = (v: unknown) =>
    typeof v === "string" ? v : v && typeof v === "object" && "id" in v ? String(v.id) : undefined;
  switch (event.type) {
    case "checkout.session.completed":
      return id(object.subscription);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return id(object.id);
    case "invoice.paid":
    case "invoice.payment_failed": {
      const parent = object.parent as
        | { subscription_details?: { subscription?: unknown } }
        | null
        | undefined;
      return id(parent?.subscription_details?.subscription) ?? id(object.subscription);
    }
    default:
      return undefined;
  }
}

/**
 * POST /api/stripe/webhook: the signature is checked on the raw body (400, nothing changed, on a
 * bad or missing one); an event already handled is a 200 that changes nothing; the subscription
 * it names is read again from Stripe and synced. Stripe unreachable: a 503, and Stripe sends the
 * event again later (it is recorded only once handled).
 */
export async function handleWebhook(
  rawBody: string,
  signature: string | null,
  now = new Date(),
): Promise<WebhookAnswer> {
  const stripe = stripeOrNone();
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) return { status: 400, message: "Payments are not set up on this site." };
  if (!signature) return { status: 400, message: "Missing Stripe-Signature header." };
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return { status: 400, message: "Invalid signature." };
  }
  if (eventSeen(event.id)) return { status: 200, message: "Already handled." };
  const subId = subscriptionOfEvent(event);
  if (subId) {
    try {
      const result = await settle(subId, now);
      if (!result.known)
        console.warn(`stripe webhook ${event.id} (${event.type}): ${result.reason}`);
    } catch (error) {
      if (error instanceof PaymentsUnavailable) {
        return { status: 503, message: "Stripe is unreachable; send the event again." };
      }
      // Not recorded: Stripe sends it again, and the failure is in the log.
      console.error(`stripe webhook ${event.id} (${event.type}) failed`, error);
      return { status: 500, message: "The event could not be handled; send it again." };
    }
  }
  recordEvent(event.id, event.type);
  return { status: 200, message: "ok" };
}
