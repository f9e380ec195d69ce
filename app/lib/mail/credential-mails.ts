import { formatDate } from "~/lib/format";
import { compose, hello, type MailContent } from "./auth-mails";

const FOOTER = "You receive this because you manage this listing in your account.";

type About = { firstName: string | null; listing: string; credential: string; url: string };

/** The operator checked a credential against its issuer: the owner is told it now shows as verified. */
export function credentialVerifiedMail(o: About): MailContent {
  return compose({
    subject: `"${o.credential}" of ${o.listing} is verified`,
    greeting: hello(o.firstName),
    paragraphs: [
      `We checked the credential "${o.credential}" of your listing "${o.listing}" with its issuer. It now shows on the listing as verified by the directory.`,
      "If it changes or is renewed, update it from your dashboard and we will check it again.",
    ],
    action: { label: "Open your credentials", url: o.url },
    footer: FOOTER,
  });
}

/** The operator could not confirm a credential: the owner is told why. */
export function credentialRejectedMail(o: About & { reason: string }): MailContent {
  return compose({
    subject: `We could not verify "${o.credential}" for ${o.listing}`,
    greeting: hello(o.firstName),
    paragraphs: [
      `We checked the credential "${o.credential}" of your listing "${o.listing}" and could not confirm it, so it no longer shows on the listing.`,
      `Reason: ${o.reason}`,
      "Correct it or attach evidence (a certificate, a letter, a screenshot of the public list) from your dashboard and we will check it again.",
    ],
    action: { label: "Open your credentials", url: o.url },
    footer: FOOTER,
  });
}

/** Sent once, a month before a credential's expiry date. */
export function credentialExpiringMail(o: About & { expiresOn: string }): MailContent {
  return compose({
    subject: `"${o.credential}" of ${o.listing} expires on ${formatDate(o.expiresOn)}`,
    greeting: hello(o.firstName),
    paragraphs: [
      `The credential "${o.credential}" of your listing "${o.listing}" expires on ${formatDate(o.expiresOn)}. From that day it no longer shows on the listing or in searches for it.`,
      "When it is renewed, enter the new expiry date (and the new certificate) from your dashboard.",
    ],
    action: { label: "Open your credentials", url: o.url },
    footer: FOOTER,
  });
}
