import { redirect } from "react-router";
import { choosePlan, type PlanOutcome } from "~/server/billing/checkout.server";
import { getUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/billing.checkout";

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

/** POST: an owner's plan choice for one listing (the dashboard's "Change plan"). */
export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request);
  if (!user) return redirect(`/login?${new URLSearchParams({ redirectTo: "/dashboard" })}`);
  const form = await request.formData();
  const outcome = await choosePlan(user, {
    listingId: form.get("listingId"),
    tier: form.get("tier"),
    period: form.get("period"),
  });
  return answerPlanOutcome(outcome);
}

export function loader() {
  return redirect("/dashboard");
}
