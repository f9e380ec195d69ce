import { formatDate } from "~/lib/format";
import { TIER_LABEL } from "~/lib/options";
import { dollars, type PaidTier, type Period } from "~/lib/plan-prices";
import { compose, hello, type MailContent } from "./auth-mails";
import { PLAN_MAIL_SUBJECTS } from "./plan-mails";

/**
 * What an owner is told as Stripe reports their payments: the plan is active, a payment failed
 * (with the portal and the end of the grace), the plan ended. To the account's own proven
 * address (decision 042).
 */
export type BillingNotice =
  | { kind: "billing.active"; amountCents: number; nextCharge: Date | null }
  | { kind: "billing.failed"; portalUrl: string; graceEnds: Date }
  | { kind: "billing.ended" };

/** A paid plan starts and ends under the same subjects as any other plan. */
export const BILLING_MAIL_SUBJECTS = {
  "billing.active": PLAN_MAIL_SUBJECTS["plan.active"],
  "billing.failed": "Your payment failed",
  "billing.ended": PLAN_MAIL_SUBJECTS["plan.ended"],
} as const;

const FOOTER = "You receive this because you pay for a plan in your account.";

export function billingNoticeMail(
  notice: BillingNotice,
  owner: { firstName: string | null },
  plan: { tier: PaidTier; period: Period; listings: string[] },
): MailContent {
  const subject = BILLING_MAIL_SUBJECTS[notice.kind];
  const greeting = hello(owner.firstName);
  const name = TIER_LABEL[plan.tier];
  const listings = plan.listings.join(", ") || "your listings";
  switch (notice.kind) {
    case "billing.active":
      return compose({
        subject,
        greeting,
        paragraphs: [
          `${name} is active for ${listings}.`,
          notice.nextCharge
            ? `The next charge is ${dollars(notice.amountCents)} on ${formatDate(notice.nextCharge)} (billed ${plan.period === "month" ? "monthly" : "yearly"}).`
            : `The plan costs ${dollars(notice.amountCents)} a ${plan.period}.`,
          "My Account shows the plan, its invoices and a link to manage billing.",
        ],
        footer: FOOTER,
      });
    case "billing.failed":
      return compose({
        subject,
        greeting,
        paragraphs: [
          `We could not take the payment for ${name} (${listings}).`,
          `The plan stays until ${formatDate(notice.graceEnds)}. Please update your card before then, or the listings return to Standard.`,
        ],
        action: { label: "Manage billing", url: notice.portalUrl },
        footer: FOOTER,
      });
    case "billing.ended":
      return compose({
        subject,
        greeting,
        paragraphs: [
          `${name} has ended for ${listings}: the listings stay in the directory on the Standard plan.`,
          "You can choose a plan again from My Account at any time.",
        ],
        footer: FOOTER,
      });
  }
}
