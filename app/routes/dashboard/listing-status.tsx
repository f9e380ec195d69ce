import { Form } from "react-router";
import { formatDate } from "~/lib/format";
import { TIER_LABEL } from "~/lib/options";

type Tier = "free" | "premium" | "vip";

/** The plan as its owner needs to know it: what runs, until when, what waits (issue 29, point 8). */
export function PlanState({
  company,
}: {
  company: {
    subscriptionTier: Tier;
    requestedTier?: "premium" | "vip" | null;
    planStatus?: string;
    paidUntil?: string | null;
  };
}) {
  const active = company.planStatus === "active" && company.subscriptionTier !== "free";
  return (
    <p className="mt-1 text-xs text-gray-700">
      {active
        ? `${TIER_LABEL[company.subscriptionTier]} plan active, ${
            company.paidUntil
              ? `paid until ${formatDate(company.paidUntil)}.`
              : "with no end date set."
          }`
        : "Standard plan (free)."}
      {company.requestedTier ? (
        <span className="block text-amber-800">
          {TIER_LABEL[company.requestedTier]} plan requested: it starts once payment is confirmed.
          We will e-mail you to set it up.
        </span>
      ) : null}
    </p>
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
