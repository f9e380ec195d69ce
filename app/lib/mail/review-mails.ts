import { compose, type MailContent } from "./auth-mails";

/** Confirming the address makes the review show as verified (decision 015). */
export function reviewConfirmMail(opts: { companyName: string; url: string }): MailContent {
  return compose({
    subject: `Confirm your review of ${opts.companyName}`,
    greeting: "Hello,",
    paragraphs: [
      `Thank you for reviewing ${opts.companyName}. Confirm that this address is yours and your review will show as verified.`,
    ],
    action: { label: "Confirm my review", url: opts.url },
    footer: "If you did not write this review, ignore this message: it stays unverified.",
  });
}
