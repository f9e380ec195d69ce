import crypto from "node:crypto";
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { SITE } from "~/lib/site";
import { formatDate } from "~/lib/format";
import { db, exists, schema } from "~/models/db.server";
import { BadRequest, NotFound } from "~/models/errors.server";
import { enqueueEmail } from "~/models/mail/mail.server";
import { whereLead } from "./lead-key.server";
import type { Tx } from "~/models/claims/claim-rules.server";

const { quoteRequests, quoteMatches, reviews, companies } = schema;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A hire's review invitation goes this long after it, unless the requester asks sooner. */
export const REVIEW_INVITE_AFTER_MS = 14 * DAY_MS;

export const HIRED_LABEL = "Hired";
export const NOT_CHOSEN_LABEL = "Not chosen";
export const REVIEW_INVITE_SUBJECT = "How did the job go? Review the contractor you hired";

/** What a firm's lead says of the requester's choice: "Hired", "Not chosen", or nothing yet. */
export function leadOutcome(
  quote: { hireState: string | null; hiredCompanyId: number | null },
  companyId: number,
): typeof HIRED_LABEL | typeof NOT_CHOSEN_LABEL | null {
  if (quote.hireState === "hired") {
    return quote.hiredCompanyId === companyId ? HIRED_LABEL : NOT_CHOSEN_LABEL;
  }
  return quote.hireState === "none" ? NOT_CHOSEN_LABEL : null;
}

export type HireChoice =
  | { kind: "hired"; companyId: number }
  | { kind: "none" }
  | { kind: "deciding" };

/**
 * The requester says whom they hired (a firm the request reached), that they hired none, or
 * that they are still deciding (which returns it). A new hire restarts the invitation's 14 days
 * unless the one invitation has gone.
 */
export function setHire(quoteId: number, choice: HireChoice, now = new Date()) {
  db().transaction((tx) => {
    if (choice.kind === "hired") {
      if (!exists(tx, quoteMatches, whereLead({ quoteId, companyId: choice.companyId }))) {
        throw new NotFound("That firm did not receive this request.");
      }
    }
    tx.update(quoteRequests)
      .set({
        hireState: choice.kind === "deciding" ? null : choice.kind,
        hiredCompanyId: choice.kind === "hired" ? choice.companyId : null,
        hiredAt: choice.kind === "hired" ? now : null,
        updatedAt: now,
      })
      .where(eq(quoteRequests.id, quoteId))
      .run();
  });
}

/** The requester asks for the invitation now rather than in 14 days. */
export function inviteReviewNow(quoteId: number, siteUrl: string) {
  db().transaction((tx) => {
    const quote = tx.select().from(quoteRequests).where(eq(quoteRequests.id, quoteId)).get();
    if (!quote || quote.hireState !== "hired") {
      throw new BadRequest("Say which firm you hired first.");
    }
    if (quote.reviewInvitedAt) throw new BadRequest("The review invitation has been sent already.");
    sendInvite(tx, quote, siteUrl, new Date());
  });
}

/** Every hire 14 days old whose invitation has not gone (the periodic job). */
export function sendDueReviewInvites(siteUrl: string, now = new Date()) {
  const due = db()
    .select()
    .from(quoteRequests)
    .where(
      and(
        eq(quoteRequests.hireState, "hired"),
        isNull(quoteRequests.reviewInvitedAt),
        lte(quoteRequests.hiredAt, new Date(now.getTime() - REVIEW_INVITE_AFTER_MS)),
      ),
    )
    .limit(500)
    .all();
  for (const quote of due) db().transaction((tx) => sendInvite(tx, quote, siteUrl, now));
  return due.length;
}

/**
 * One mail a request, ever. The address is unproven (decision 042): our words, the date and the
 * link only; the page behind it names the firm.
 */
function sendInvite(tx: Tx, quote: typeof quoteRequests.$inferSelect, siteUrl: string, now: Date) {
  const token = crypto.randomBytes(24).toString("base64url");
  const sent = tx
    .update(quoteRequests)
    .set({ reviewToken: token, reviewInvitedAt: now })
    .where(and(eq(quoteRequests.id, quote.id), isNull(quoteRequests.reviewInvitedAt)))
    .returning({ id: quoteRequests.id })
    .get();
  if (!sent) return;
  enqueueEmail(
    {
      to: quote.customerEmail,
      subject: REVIEW_INVITE_SUBJECT,
      quoteId: quote.id,
      text: [
        "Hello,",
        "",
        `You told us you hired a contractor for the quote request you sent on ${formatDate(quote.createdAt)} through ${SITE.brand}.`,
        "",
        `Tell others how the job went: ${new URL(`/reviews/invited/${token}`, siteUrl).toString()}`,
        "",
        'Your review will show "Hired through Road Striping Directory". The link works for one review.',
        "",
        SITE.brand,
      ].join("\n"),
    },
    tx,
  );
}

/** The hire a review link belongs to, while no review has been sent through it. */
export function findReviewInvite(token: string) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const row = db()
    .select({
      quoteId: quoteRequests.id,
      companyId: companies.id,
      name: companies.name,
      slug: companies.slug,
      location: companies.location,
      state: companies.state,
      hireState: quoteRequests.hireState,
      customerName: quoteRequests.customerName,
      customerEmail: quoteRequests.customerEmail,
      used: sql<
        number | null
      >`(SELECT ${reviews.id} FROM ${reviews} WHERE ${reviews.quoteId} = ${quoteRequests.id})`,
    })
    .from(quoteRequests)
    .innerJoin(companies, eq(companies.id, quoteRequests.hiredCompanyId))
    .where(eq(quoteRequests.reviewToken, token))
    .get();
  if (!row || row.hireState !== "hired") return null;
  return row;
}
