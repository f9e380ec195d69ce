import { redirect } from "react-router";
import { choosePlan } from "~/server/billing/checkout.server";
import { answerPlanOutcome } from "~/server/billing/plan-outcome.server";
import { getUser } from "~/server/auth/auth.server";
import type { Route } from "./+types/billing.checkout";

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
