import { escapeHtml } from "~/lib/escape";
import { SITE } from "~/lib/site";

/** A message ready for `enqueueEmail` (minus the recipient). */
export type MailContent = { subject: string; text: string; html: string };

type Link = { siteUrl: string; token: string };

function absolute(siteUrl: string, path: string, token: string): string {
  const url = new URL(path, siteUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/** Plain paragraphs and one call-to-action link, in both text and HTML. */
export function compose(opts: {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}): MailContent {
  const text = [
    opts.greeting,
    "",
    ...opts.paragraphs.flatMap((p) => [p, ""]),
    ...(opts.action ? [`${opts.action.label}: ${opts.action.url}`, ""] : []),
    opts.footer,
    "",
    `— ${SITE.brand}`,
  ].join("\n");
  const p = (t: string) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`;
  const button = opts.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(opts.action.url)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(opts.action.label)}</a></p>` +
      p(`If the button does not work, copy this address into your browser: ${opts.action.url}`)
    : "";
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${p(opts.greeting)}${opts.paragraphs.map(p).join("")}${button}<p style="margin:0 0 16px;color:#6b7280;font-size:13px">${escapeHtml(opts.footer)}</p><p style="margin:0;color:#6b7280;font-size:13px">— ${escapeHtml(SITE.brand)}</p></body></html>`;
  return { subject: opts.subject, text, html };
}

export const hello = (firstName: string | null | undefined) =>
  firstName ? `Hello ${firstName},` : "Hello,";

export const VERIFY_EMAIL_SUBJECT = "Verify your email address";
export const RESET_PASSWORD_SUBJECT = "Reset your password";
export const PASSWORD_CHANGED_SUBJECT = "Your password was changed";

/** A mail around one link that carries a one-time token to `path` on the site. */
const tokenMail =
  (mail: { subject: string; paragraph: string; button: string; path: string; footer: string }) =>
  (opts: Link & { firstName?: string | null }): MailContent =>
    compose({
      subject: mail.subject,
      greeting: hello(opts.firstName),
      paragraphs: [mail.paragraph],
      action: { label: mail.button, url: absolute(opts.siteUrl, mail.path, opts.token) },
      footer: mail.footer,
    });

export const verificationMail = tokenMail({
  subject: VERIFY_EMAIL_SUBJECT,
  paragraph: `Welcome to ${SITE.brand}! Please confirm that this is your email address.`,
  button: "Verify Email",
  path: "/verify-email",
  footer: "If you did not create an account, you can ignore this message.",
});

export const passwordResetMail = tokenMail({
  subject: RESET_PASSWORD_SUBJECT,
  paragraph:
    "We received a request to reset the password of your account. The link below works once and expires in 1 hour.",
  button: "Reset Password",
  path: "/reset-password",
  footer: "If you did not ask for this, ignore this message: your password stays the same.",
});

export function passwordChangedMail(opts: {
  siteUrl: string;
  firstName?: string | null;
}): MailContent {
  return compose({
    subject: PASSWORD_CHANGED_SUBJECT,
    greeting: hello(opts.firstName),
    paragraphs: [
      "The password of your account was just changed, and every device that was signed in has been signed out.",
      `If this was not you, reset your password at ${new URL("/forgot-password", opts.siteUrl)} and contact ${SITE.supportEmail}.`,
    ],
    footer: "This is an automatic security notice.",
  });
}

export const CONFIRM_EMAIL_SUBJECT = "Confirm your new email address";
export const EMAIL_CHANGED_SUBJECT = "Your email address was changed";

/** To the new address: it becomes the account's only once this link is followed. */
export const emailChangeMail = tokenMail({
  subject: CONFIRM_EMAIL_SUBJECT,
  paragraph: `You asked to sign in to ${SITE.brand} with this email address. Until you confirm it, your account keeps its current address. The link expires in 24 hours.`,
  button: "Confirm New Email",
  path: "/confirm-email",
  footer: "If you did not ask for this, ignore this message: nothing changes.",
});

/**
 * To the old address, once the new one is confirmed, with the one link that undoes the change
 * (7 days, decision 041): someone who knew the password cannot take the account quietly.
 */
export function emailChangedMail(
  opts: Link & { firstName?: string | null; newEmail: string },
): MailContent {
  return compose({
    subject: EMAIL_CHANGED_SUBJECT,
    greeting: hello(opts.firstName),
    paragraphs: [
      `The email address of your ${SITE.brand} account is now ${opts.newEmail}. Sign in with it from now on.`,
      "If this was not you, follow the link below within 7 days: it gives your account back this address, signs out every device and asks you for a new password.",
    ],
    action: {
      label: "Undo This Change",
      url: absolute(opts.siteUrl, "/undo-email-change", opts.token),
    },
    footer: `This is an automatic security notice. Questions: ${SITE.supportEmail}.`,
  });
}

export const EMAIL_RESTORED_SUBJECT = "Your email address was restored";

/** To the restored address, once the undo link was followed. */
export function emailRestoredMail(opts: {
  siteUrl: string;
  firstName?: string | null;
  email: string;
}): MailContent {
  return compose({
    subject: EMAIL_RESTORED_SUBJECT,
    greeting: hello(opts.firstName),
    paragraphs: [
      `Your ${SITE.brand} account uses ${opts.email} again and has the new password you chose. Every device that was signed in has been signed out, and any pending email change or reset link was cancelled.`,
      `Sign in at ${new URL("/login", opts.siteUrl)}. If you did not do this, contact ${SITE.supportEmail}.`,
    ],
    footer: "This is an automatic security notice.",
  });
}
