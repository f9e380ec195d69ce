import { handleWebhook } from "~/server/billing/webhook.server";
import { jsonError } from "~/server/http.server";
import type { Route } from "./+types/api.stripe.webhook";

/** Stripe's events: the body is read raw, as signed, before anything parses it. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const raw = await request.text();
  const answer = await handleWebhook(raw, request.headers.get("stripe-signature"));
  if (answer.status !== 200) return jsonError(answer.status, answer.message);
  return Response.json({ received: true, message: answer.message });
}

export function loader() {
  return jsonError(405, "Stripe posts its events here.");
}
