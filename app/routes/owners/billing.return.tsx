import { useLoaderData } from "react-router";
import { OnwardLink } from "~/components/ui/link";
import { noindexMeta } from "~/lib/private-page";
import { checkoutReturn, type ReturnState } from "~/server/billing/return.server";
import { requireUser } from "~/server/auth/auth.server";
import { ensurePrimary } from "~/server/litefs.server";
import { PaymentsUnavailable, PAYMENTS_UNAVAILABLE } from "~/server/billing/stripe.server";
import type { Route } from "./+types/billing.return";

export const meta = noindexMeta({
  title: "Your plan | Road Striping Directory",
  description: "The outcome of a plan payment.",
  path: "/billing/return",
});

/**
 * Back from Stripe's Checkout. The sync writes, so on LiteFS the request is replayed on the
 * primary; every reload reads Stripe again until the payment is confirmed.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  ensurePrimary();
  try {
    return {
      outcome: await checkoutReturn(user.id, url.searchParams),
      reload: url.pathname + url.search,
    };
  } catch (error) {
    if (!(error instanceof PaymentsUnavailable)) throw error;
    const outcome: ReturnState = { state: "confirming", message: PAYMENTS_UNAVAILABLE };
    return { outcome, reload: url.pathname + url.search };
  }
}

export default function BillingReturn() {
  const { outcome, reload } = useLoaderData<typeof loader>();
  const tone =
    outcome.state === "active"
      ? "border-green-200 bg-green-50 text-green-900"
      : "border-amber-200 bg-amber-50 text-amber-900";
  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-2xl font-bold text-gray-900">Your plan</h1>
      <p role="status" className={`mt-4 rounded-lg border p-4 ${tone}`}>
        {outcome.message}
      </p>
      {outcome.state === "confirming" ? (
        <p className="mt-3 text-sm text-gray-700">
          Stripe has not confirmed it yet.{" "}
          <a href={reload} className="text-brand-700 underline">
            Check again
          </a>
        </p>
      ) : null}
      <OnwardLink to="/dashboard">Back to My Account</OnwardLink>
    </div>
  );
}
