import { SITE } from "~/lib/site";
import { compose, type MailContent } from "./auth-mails";

export const LISTING_EMAIL_SUBJECT = "Confirm your company's email address";
export const LISTING_EMAIL_LINK_DAYS = 7;

/**
 * The link that proves a listing's address (decision 042). Only our own fixed words and the
 * link: the listing's name, description and the adder's name are written by a user, and this
 * goes to an address nobody has proven yet.
 */
export function listingEmailConfirmMail(opts: { url: string }): MailContent {
  return compose({
    subject: LISTING_EMAIL_SUBJECT,
    greeting: "Hello,",
    paragraphs: [
      `Someone listed a company on ${SITE.brand} and gave this address as the company's email.`,
      `If the company is yours, confirm the address: the listing then receives quote requests and messages from buyers. The link works for ${LISTING_EMAIL_LINK_DAYS} days.`,
    ],
    action: { label: "Confirm this address", url: opts.url },
    footer:
      "If you don't know about this, ignore this message: nothing from the listing is sent to this address until it is confirmed.",
  });
}
