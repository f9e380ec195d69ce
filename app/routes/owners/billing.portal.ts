import { redirect } from "react-router";
import { portalUrl } from "~/server/billing/portal.server";
import { getUser } from "~/server/auth/auth.server";
import { PaymentsUnavailable, PAYMENTS_UNAVAILABLE } from "~/server/billing/stripe.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/billing.portal";

/** POST "Manage billing": Stripe's Customer Portal for the signed-in owner. */
export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request);
  if (!user) return redirect(`/login?${new URLSearchParams({ redirectTo: "/dashboard" })}`);
  try {
    const portal = await portalUrl(user.id);
    if ("go" in portal) return redirect(portal.go, 303);
    return redirectWithToast("/dashboard", { type: "destructive", title: portal.refused });
  } catch (error) {
    if (!(error instanceof PaymentsUnavailable)) throw error;
    return redirectWithToast("/dashboard", { type: "destructive", title: PAYMENTS_UNAVAILABLE });
  }
}

export function loader() {
  return redirect("/dashboard");
}
