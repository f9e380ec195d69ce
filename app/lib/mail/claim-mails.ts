import { compose, type MailContent } from "./auth-mails";

export const CLAIM_CODE_MINUTES = 30;

/** The code that proves the claimant can read the listing's own mail (decision 015). */
export function claimCodeMail(opts: {
  companyName: string;
  place: string;
  claimant: string;
  code: string;
}): MailContent {
  return compose({
    subject: `Your code to claim "${opts.companyName}": ${opts.code}`,
    greeting: "Hello,",
    paragraphs: [
      `${opts.claimant} asked to manage the listing "${opts.companyName}" (${opts.place}) on the Road Striping Directory, and said this address belongs to the company.`,
      `If that is you or someone at your company, enter this code on the claim page: ${opts.code}. It works once and expires in ${CLAIM_CODE_MINUTES} minutes.`,
    ],
    footer:
      "If you don't know who this is, ignore this message: nothing about the listing changes without the code.",
  });
}

/** The listing's address is told once the claim took effect, as before codes existed. */
export function claimedMail(opts: {
  companyName: string;
  place: string;
  claimant: string;
  url: string;
}): MailContent {
  return compose({
    subject: `Your listing "${opts.companyName}" was claimed`,
    greeting: "Hello,",
    paragraphs: [
      `The listing "${opts.companyName}" (${opts.place}) on the Road Striping Directory was claimed by ${opts.claimant}.`,
    ],
    action: { label: "View the listing", url: opts.url },
    footer:
      "If this was not you or someone at your company, reply to this message and we will look into it.",
  });
}

/** The operator decided a claim that waited for review (decision 018). */
export function claimDecisionMail(opts: {
  companyName: string;
  approved: boolean;
  reason?: string;
  dashboardUrl: string;
}): MailContent {
  return compose({
    subject: opts.approved
      ? `Your claim of "${opts.companyName}" was approved`
      : `Your claim of "${opts.companyName}" was not approved`,
    greeting: "Hello,",
    paragraphs: opts.approved
      ? [`We checked your claim: "${opts.companyName}" is now yours to manage from your dashboard.`]
      : [
          `We could not confirm that "${opts.companyName}" is your business, so the listing stays unclaimed.`,
          ...(opts.reason ? [`Reason: ${opts.reason}`] : []),
          "Reply to this message with documents that show it is yours (a licence, an insurance certificate) and we will look again.",
        ],
    ...(opts.approved ? { action: { label: "Open your dashboard", url: opts.dashboardUrl } } : {}),
    footer:
      "You receive this message because you claimed a listing on the Road Striping Directory.",
  });
}
