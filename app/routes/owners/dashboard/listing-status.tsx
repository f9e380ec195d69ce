import { Form } from "react-router";
import { formatDate } from "~/lib/format";
import { TIER_LABEL } from "~/lib/options";
import { ChangePlanForm } from "~/components/billing/change-plan-form";

type Tier = "free" | "premium" | "vip";

/** The plan as its owner needs to know it: what runs, where it comes from, until when. */
export function PlanState({
  company,
}: {
  company: {
    id: number;
    subscriptionTier: Tier;
    planStatus?: string;
    planSource?: string | null;
    paidUntil?: string | null;
  };
}) {
  const active = company.planStatus === "active" && company.subscriptionTier !== "free";
  const until = company.paidUntil ? formatDate(company.paidUntil) : null;
  const complimentary = company.planSource === "complimentary";
  return (
    <div className="mt-1 text-xs text-gray-700">
      <p>
        {!active
          ? "Standard plan (free)."
          : complimentary
            ? `${TIER_LABEL[company.subscriptionTier]} plan, complimentary${until ? ` until ${until}` : ""}.`
            : `${TIER_LABEL[company.subscriptionTier]} plan active${until ? `, paid through ${until}` : ""}.`}
      </p>
      {complimentary && active ? null : (
        <ChangePlanForm
          listingId={company.id}
          current={active ? company.subscriptionTier : "free"}
        />
      )}
    </div>
  );
}

export type EmailStatus =
  | { state: "none" }
  | { state: "proven" }
  | { state: "unproven"; sentAt: string | null };

/**
 * Whether the listing's address is confirmed (decision 042) and, until it is, a plain POST form
 * that mails the link again; the model keeps its limits (one an hour, 3 a day).
 */
export function EmailConfirmation({
  id,
  email,
  status,
}: {
  id: number;
  email: string | null;
  status?: EmailStatus;
}) {
  if (!status || status.state === "none" || !email) return null;
  if (status.state === "proven") {
    return <p className="mt-1 text-xs text-green-800">Listing e-mail {email} is confirmed.</p>;
  }
  return (
    <Form method="post" className="mt-1 flex flex-wrap items-center gap-2 text-xs text-amber-800">
      <span>
        Listing e-mail {email} is not confirmed yet: buyers' messages and quote e-mails reach it
        once it is.{" "}
        {status.sentAt
          ? `A confirmation link was sent on ${formatDate(status.sentAt)}.`
          : "No confirmation link has been sent yet."}
      </span>
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value="resend-email-link"
        className="rounded-md border border-amber-300 bg-white px-2 py-1 font-semibold text-amber-900 hover:bg-amber-50"
      >
        Send the confirmation link again
      </button>
    </Form>
  );
}
