import { redirect } from "react-router";
import { redirectWithToast } from "~/server/toast.server";
import type { PlanOutcome } from "./checkout.server";

/** Where a plan choice lands: Stripe's Checkout, or the dashboard with what happened. */
export async function answerPlanOutcome(outcome: PlanOutcome, back = "/dashboard") {
  if ("go" in outcome) return redirect(outcome.go, 303);
  if ("done" in outcome) {
    return redirectWithToast(back, { title: outcome.done, description: outcome.listing ?? "" });
  }
  return redirectWithToast(back, {
    type: "destructive",
    title: outcome.refused,
    description: outcome.listing ? `${outcome.listing} keeps its plan.` : "",
  });
}
