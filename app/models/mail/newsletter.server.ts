import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { escapeHtml } from "~/lib/escape";
import { SITE } from "~/lib/site";
import { db, schema } from "~/models/db.server";
import { enqueueEmail } from "./mail.server";

const { newsletterSubscribers } = schema;

export const NEWSLETTER_SUBJECTS = {
  confirm: `Confirm your ${SITE.brand} newsletter subscription`,
  already: `You're already subscribed to the ${SITE.brand} newsletter`,
} as const;

export function confirmUrl(siteUrl: string, token: string): string {
  const url = new URL("/newsletter/confirm", siteUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/**
 * Double opt-in: stores the address with a random token and queues the confirmation mail in
 * the same transaction. Asking again re-sends the same link; a confirmed address gets a note
 * that it is already subscribed. The answer never tells a visitor whether an address was known.
 */
export function subscribeToNewsletter(email: string, siteUrl: string) {
  return db().transaction((tx) => {
    const existing = tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .get();
    if (existing?.confirmedAt) {
      enqueueEmail(
        {
          to: email,
          subject: NEWSLETTER_SUBJECTS.already,
          text: `This address is already subscribed to the ${SITE.brand} newsletter, so there is nothing more to do.\n\nIf you did not ask for this, you can ignore this e-mail.`,
        },
        tx,
      );
      return { status: "already-confirmed" as const };
    }
    const token = existing?.confirmToken ?? crypto.randomBytes(24).toString("base64url");
    if (!existing) tx.insert(newsletterSubscribers).values({ email, confirmToken: token }).run();
    const link = confirmUrl(siteUrl, token);
    enqueueEmail(
      {
        to: email,
        subject: NEWSLETTER_SUBJECTS.confirm,
        text: [
          `Thanks for signing up for the ${SITE.brand} newsletter.`,
          "",
          "Please confirm your subscription by opening this link:",
          link,
          "",
          "If you did not sign up, ignore this e-mail and you will not hear from us again.",
        ].join("\n"),
        html: [
          `<p>Thanks for signing up for the ${escapeHtml(SITE.brand)} newsletter.</p>`,
          `<p><a href="${escapeHtml(link)}">Confirm your subscription</a></p>`,
          "<p>If you did not sign up, ignore this e-mail and you will not hear from us again.</p>",
        ].join("\n"),
      },
      tx,
    );
    return { status: existing ? ("resent" as const) : ("created" as const), token };
  });
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function findSubscriptionByToken(token: string) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return db()
    .select({ email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmToken, token))
    .get();
}

/** Confirms the subscription the token belongs to; idempotent. */
export function confirmSubscription(token: string): "confirmed" | "already-confirmed" | "invalid" {
  const found = findSubscriptionByToken(token);
  if (!found) return "invalid";
  if (found.confirmedAt) return "already-confirmed";
  db()
    .update(newsletterSubscribers)
    .set({ confirmedAt: new Date() })
    .where(eq(newsletterSubscribers.confirmToken, token))
    .run();
  return "confirmed";
}
