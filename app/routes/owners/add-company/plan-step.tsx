import { Form, useNavigation } from "react-router";
import type { PLANS } from "~/lib/site";
import { BackButton, CardRadio, NextButton, StepFoot } from "./progress";

type Plan = (typeof PLANS)[number];

/** 'Free', '$10/month', '$50/month' — the price in the submit label. */
function price(plan: Plan) {
  return plan.priceLabel;
}

export function PlanStep({
  plans,
  tier,
  period,
  claim,
  name,
}: {
  plans: readonly Plan[];
  tier: Plan["id"];
  period: "month" | "year";
  claim: { id: number; name: string; location: string; state: string } | null;
  name: string;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "submit";
  const verb = claim ? "Claim Listing" : "Add Company";
  return (
    <Form method="post" action="/add-company?step=plan" className="plan-form">
      <h2 className="text-xl font-semibold text-gray-900">Choose Your Plan</h2>
      <p className="mt-1 text-sm text-gray-600">
        {claim ? `Claiming ${claim.name} (${claim.location}, ${claim.state})` : `Adding ${name}`}.
        Pay yearly for 2 months free; 20% off each additional location on Premium and VIP.
      </p>
      <p className="mt-2 text-sm text-gray-700">
        Premium and VIP are paid on Stripe's secure checkout page right after this step, and start
        as soon as the payment is confirmed; Standard is free. The Verified badge is never sold: it
        shows once our team has checked the business.
      </p>
      <fieldset className="mt-5">
        <legend className="sr-only">Plan</legend>
        <div className="grid gap-4 md:grid-cols-3">
          {plans.map((p) => (
            <label
              key={p.id}
              className="flex cursor-pointer flex-col rounded-xl border-2 border-gray-200 p-5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <span className="flex items-center justify-between">
                <span className="text-lg font-bold text-gray-900">{p.name}</span>
                <CardRadio name="subscriptionTier" value={p.id} chosen={tier} className="h-4 w-4" />
              </span>
              <span className="mt-1 text-2xl font-extrabold text-gray-900">{p.priceLabel}</span>
              {"yearlyNote" in p ? (
                <span className="text-xs text-gray-600">or {p.yearlyNote}</span>
              ) : null}
              <ul className="mt-3 space-y-1 text-sm text-gray-700">
                {p.features.map((f) => (
                  <li key={f}>✓ {f}</li>
                ))}
              </ul>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-4 text-sm">
        <legend className="font-medium text-gray-900">Billing for Premium and VIP</legend>
        {(["month", "year"] as const).map((p) => (
          <label key={p} className="mr-6 inline-flex items-center gap-2">
            <CardRadio name="period" value={p} chosen={period} className="h-4 w-4" />
            {p === "month" ? "Monthly" : "Yearly"}
          </label>
        ))}
      </fieldset>
      <StepFoot back={<BackButton intent="plan-back" />}>
        <NextButton intent="submit" disabled={pending}>
          {pending
            ? "Processing..."
            : // The label follows the checked plan through CSS, so it is right without JavaScript too.
              plans.map((p) => (
                <span key={p.id} className={`plan-label plan-label-${p.id}`}>
                  {verb} - {price(p)}
                </span>
              ))}
        </NextButton>
      </StepFoot>
    </Form>
  );
}
