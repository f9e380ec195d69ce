import { SITE } from "~/lib/site";
import { compose, type MailContent } from "./auth-mails";

export const REVIEW_CONFIRM_SUBJECT = "Confirm your review";

/**
 * Confirming the address makes the review show as verified (decision 015). The address was typed
 * into an anonymous form, so the mail carries our own words and the link only, not the listing's
 * name (an owner wrote it) nor the review (decision 042); the page behind the link names both.
 */
export function reviewConfirmMail(opts: { url: string }): MailContent {
  return compose({
    subject: REVIEW_CONFIRM_SUBJECT,
    greeting: "Hello,",
    paragraphs: [
      `Thank you for writing a review on ${SITE.brand}. Confirm that this address is yours and your review will show as verified.`,
    ],
    action: { label: "Confirm my review", url: opts.url },
    footer: "If you did not write a review, ignore this message: it stays unverified.",
  });
}
