import { Form } from "react-router";
import { TIER_LABEL } from "~/lib/options";
import { dollars, unitCents, PAID_TIERS, PERIOD_LABEL, PERIODS } from "~/lib/plan-prices";

/**
 * "Change plan" on an owner's listing: Standard, Premium or VIP, monthly or yearly. A plain
 * POST answered by a redirect to Stripe's Checkout (or back with a message), so it works with
 * JavaScript off; the whole page is reloaded since Checkout is another site.
 */
export function ChangePlanForm({ listingId, current }: { listingId: number; current: string }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">Change plan</summary>
      <Form method="post" action="/billing/checkout" reloadDocument className="mt-2 space-y-2">
        <input type="hidden" name="listingId" value={listingId} />
        <fieldset>
          <legend className="font-medium text-gray-900">Plan</legend>
          <label className="mr-4 inline-flex items-center gap-1">
            <input type="radio" name="tier" value="free" defaultChecked={current === "free"} />
            Standard (free)
          </label>
          {PAID_TIERS.map((t) => (
            <label key={t} className="mr-4 inline-flex items-center gap-1">
              <input type="radio" name="tier" value={t} defaultChecked={current === t} />
              {TIER_LABEL[t]} ({dollars(unitCents(t, "month").first)}/month or{" "}
              {dollars(unitCents(t, "year").first)}/year)
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend className="font-medium text-gray-900">Billing</legend>
          {PERIODS.map((p) => (
            <label key={p} className="mr-4 inline-flex items-center gap-1">
              <input type="radio" name="period" value={p} defaultChecked={p === "month"} />
              {PERIOD_LABEL[p]}
            </label>
          ))}
        </fieldset>
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700"
        >
          Change plan
        </button>
      </Form>
    </details>
  );
}
