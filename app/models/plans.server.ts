import type { SubscriptionTier } from "~/lib/options";

/**
 * Plans (decision 015): `subscriptionTier`/`tierRank` are the plan that is paid for and active,
 * and the only thing ranking, badges and the homepage read. A plan chosen in the wizard or the
 * API is only *requested* until the operator activates it after payment.
 */
export function requestedPlan(chosen: SubscriptionTier) {
  return { requestedTier: chosen === "free" ? null : chosen };
}
