import { Form } from "react-router";
import { formatDate } from "~/lib/format";
import { TIER_LABEL } from "~/lib/options";
import { dollars, PERIOD_LABEL } from "~/lib/plan-prices";
import type { BillingOverview } from "~/models/billing/overview.server";

const STATUS_LABEL: Record<string, string> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Payment failed",
  unpaid: "Unpaid",
  canceled: "Ended",
  incomplete: "Awaiting payment",
  incomplete_expired: "Expired",
  paused: "Paused",
};

/** My Account's billing: plans paid, their listings, next charges, invoices, and the portal. */
export function BillingSection({ billing }: { billing: BillingOverview }) {
  const { subscriptions, invoices } = billing;
  const failed = subscriptions.filter((s) => s.graceEnds);
  return (
    <section
      id="billing"
      aria-labelledby="billing-heading"
      className="rounded-xl border border-gray-200 bg-white p-5"
    >
      <h2 id="billing-heading" className="text-lg font-semibold text-gray-900">
        Billing
      </h2>
      {failed.map((s) => (
        <p
          key={s.id}
          role="alert"
          className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
        >
          Your last payment for {TIER_LABEL[s.tier]} failed. The plan stays until{" "}
          {formatDate(s.graceEnds!)}: update your card with Manage billing before then.
        </p>
      ))}
      {subscriptions.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">
          {billing.paymentsSetUp
            ? "No paid plan yet. Choose one with Change plan on a listing."
            : "Payments are not set up on this site"}
        </p>
      ) : (
        <ul className="mt-3 space-y-3 text-sm">
          {subscriptions.map((s) => (
            <li key={s.id} className="rounded-md border border-gray-100 p-3 break-words">
              <p className="font-semibold text-gray-900">
                {TIER_LABEL[s.tier]} · {PERIOD_LABEL[s.period]} ·{" "}
                {STATUS_LABEL[s.status] ?? s.status}
              </p>
              <p className="text-gray-700">Listings: {s.listings.join(", ") || "none"}</p>
              {s.nextCharge ? (
                <p className="text-gray-700">
                  Next charge: {dollars(s.amountCents)} on {formatDate(s.nextCharge)}
                </p>
              ) : null}
              {s.endsAt ? (
                <p className="text-gray-700">Cancelled: the plan ends on {formatDate(s.endsAt)}.</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {invoices.length ? (
        <>
          <h3 className="mt-4 font-semibold text-gray-900">Recent invoices</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {invoices.map((i) => (
              <li key={i.id}>
                {formatDate(i.createdAt)} · {dollars(i.amountCents, i.currency)} · {i.status}
                {i.hostedUrl ? (
                  <>
                    {" · "}
                    <a href={i.hostedUrl} className="text-brand-700 underline">
                      View invoice
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {subscriptions.length ? (
        <Form method="post" action="/billing/portal" reloadDocument className="mt-4">
          <button
            type="submit"
            className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-50"
          >
            Manage billing
          </button>
        </Form>
      ) : null}
    </section>
  );
}
