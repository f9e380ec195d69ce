import { formatDate } from "~/lib/format";
import { TIER_LABEL } from "~/lib/options";
import { compose, hello, type MailContent } from "./auth-mails";

/**
 * What a listing's owner is told when its plan or its badge changes. These
 * go to the owner's own account address, proven at sign-up (decision 042), about the owner's
 * own listing.
 */
export type PlanNotice =
  | { kind: "plan.active"; tier: "premium" | "vip"; paidUntil: Date | null }
  | { kind: "plan.ended"; tier: "premium" | "vip" | "free"; lapsed: boolean }
  | { kind: "listing.verified" };

export const PLAN_MAIL_SUBJECTS = {
  "plan.active": "Your plan is active",
  "plan.ended": "Your plan has ended",
  "listing.verified": "Your listing is verified",
} as const;

const FOOTER = "You receive this because you manage this listing in your account.";
const DASHBOARD = "Your account page (My Account) shows the plan and its dates.";

export function planNoticeMail(
  notice: PlanNotice,
  owner: { firstName: string | null },
  listing: string,
): MailContent {
  const greeting = hello(owner.firstName);
  const subject = PLAN_MAIL_SUBJECTS[notice.kind];
  switch (notice.kind) {
    case "plan.active":
      return compose({
        subject,
        greeting,
        paragraphs: [
          `The ${TIER_LABEL[notice.tier]} plan for ${listing} is active from today.`,
          notice.paidUntil
            ? `It runs until ${formatDate(notice.paidUntil)}, to the end of that day.`
            : "It runs until it is ended; we will write to you before anything changes.",
          DASHBOARD,
        ],
        footer: FOOTER,
      });
    case "plan.ended":
      return compose({
        subject,
        greeting,
        paragraphs: [
          notice.lapsed
            ? `The ${TIER_LABEL[notice.tier]} plan for ${listing} has reached its last day, so the plan has ended.`
            : `The ${TIER_LABEL[notice.tier]} plan for ${listing} has ended.`,
          "The listing stays in the directory on the Standard plan. To choose a plan again, use Change plan on the listing in My Account.",
        ],
        footer: FOOTER,
      });
    case "listing.verified":
      return compose({
        subject,
        greeting,
        paragraphs: [
          `Our team checked ${listing}, and it now shows the Verified badge.`,
          "The badge stays while the listing's details remain correct.",
        ],
        footer: FOOTER,
      });
  }
}
