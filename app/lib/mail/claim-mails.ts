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
