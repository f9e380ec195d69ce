import { compose, type MailContent } from "./auth-mails";

/** The one invitation an imported listing's address gets to claim it (issue 31, point 4). */
export function claimInvitationMail(opts: {
  companyName: string;
  place: string;
  sourceName: string;
  listingUrl: string;
  claimUrl: string;
  unsubscribeUrl: string;
}): MailContent {
  return compose({
    subject: `"${opts.companyName}" is listed on the Road Striping Directory`,
    greeting: "Hello,",
    paragraphs: [
      `"${opts.companyName}" (${opts.place}) is listed on the Road Striping Directory, from the public list "${opts.sourceName}": ${opts.listingUrl}`,
      "Claim the listing, free, to keep its details right, add your work and photos, and receive quote requests from buyers near you.",
    ],
    action: { label: "Claim your listing", url: opts.claimUrl },
    footer: `We send this invitation once. To receive no mail from us at all, unsubscribe: ${opts.unsubscribeUrl}`,
  });
}
