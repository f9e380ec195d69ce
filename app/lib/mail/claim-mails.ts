import { compose, type MailContent } from "./auth-mails";

export const CLAIM_CODE_MINUTES = 30;

/**
 * What a claim mail may say of the listing and the claimant: their names only to an address
 * someone proved (decision 042); to any other, only our words and the listing's link, since
 * an account chose the listing's name and the claimant's.
 */
export type ClaimAbout = {
  listingUrl: string;
  named?: { companyName: string; place: string; claimant: string };
};

/** The code that proves the claimant can read the listing's own mail (decision 015). */
export function claimCodeMail(opts: ClaimAbout & { code: string }): MailContent {
  const { named, code } = opts;
  return compose({
    subject: named
      ? `Your code to claim "${named.companyName}": ${code}`
      : `Your code to claim a listing on the Road Striping Directory: ${code}`,
    greeting: "Hello,",
    paragraphs: [
      named
        ? `${named.claimant} asked to manage the listing "${named.companyName}" (${named.place}) on the Road Striping Directory, and said this address belongs to the company: ${opts.listingUrl}`
        : `Someone asked to manage this listing on the Road Striping Directory, and said this address belongs to the company: ${opts.listingUrl}`,
      `If that is you or someone at your company, enter this code on the claim page: ${code}. It works once and expires in ${CLAIM_CODE_MINUTES} minutes.`,
    ],
    footer:
      "If you don't know who this is, ignore this message: nothing about the listing changes without the code.",
  });
}

/** The listing's address is told once the claim took effect, as before codes existed. */
export function claimedMail(opts: ClaimAbout): MailContent {
  const { named } = opts;
  return compose({
    subject: named
      ? `Your listing "${named.companyName}" was claimed`
      : "A listing on the Road Striping Directory was claimed",
    greeting: "Hello,",
    paragraphs: [
      named
        ? `The listing "${named.companyName}" (${named.place}) on the Road Striping Directory was claimed by ${named.claimant}.`
        : "This listing on the Road Striping Directory, which gives this address, was claimed:",
    ],
    action: { label: "View the listing", url: opts.listingUrl },
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
