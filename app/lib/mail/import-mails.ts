import { compose, type MailContent } from "./auth-mails";

/**
 * The one invitation an imported listing's address gets to claim it. It
 * names the listing only to a proven address (decision 042): otherwise an account may have
 * chosen the name, and the mail says only our words and the listing's link. It promises only
 * what an owner can do.
 */
export function claimInvitationMail(opts: {
  named?: { companyName: string; place: string };
  sourceName: string;
  listingUrl: string;
  claimUrl: string;
  unsubscribeUrl: string;
}): MailContent {
  const { named } = opts;
  return compose({
    subject: named
      ? `"${named.companyName}" is listed on the Road Striping Directory`
      : "Your business is listed on the Road Striping Directory",
    greeting: "Hello,",
    paragraphs: [
      named
        ? `"${named.companyName}" (${named.place}) is listed on the Road Striping Directory, from the public list "${opts.sourceName}": ${opts.listingUrl}`
        : `A listing on the Road Striping Directory gives this address: ${opts.listingUrl}`,
      "Claim the listing, free, to keep its details right, show your credentials and where you work, answer reviews, and receive quote requests from buyers near you.",
    ],
    action: { label: "Claim your listing", url: opts.claimUrl },
    footer: `We send this invitation once. To receive no mail from us at all, unsubscribe: ${opts.unsubscribeUrl}`,
  });
}
