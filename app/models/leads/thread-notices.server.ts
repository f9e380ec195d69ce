import { and, eq, isNull } from "drizzle-orm";
import type { ThreadSide } from "~/lib/lead-thread";
import { formatDate } from "~/lib/format";
import { SITE } from "~/lib/site";
import { schema } from "~/models/db.server";
import type { Tx } from "~/models/claims/claim-rules.server";
import { isListingEmailProven } from "~/models/listings/listing-email.server";
import { enqueueEmail } from "~/models/mail/mail.server";
import { whereLead, type LeadKey } from "./lead-key.server";

const { quoteMatches, quoteRequests, companies, users } = schema;

const HOUR_MS = 60 * 60 * 1000;

export const LEAD_ANSWERED_SUBJECT = "A contractor answered your quote request";
export const LEAD_WROTE_AGAIN_SUBJECT = "A contractor wrote about your quote request";
export const REQUESTER_WROTE_SUBJECT = "A client wrote about a lead";

/** The link to a lead in the owner's inbox, opened. */
export const leadInboxUrl = (key: LeadKey, siteUrl: string) => {
  const id = `${key.quoteId}-${key.companyId}`;
  return new URL(`/dashboard/leads?open=${id}#lead-${id}`, siteUrl).toString();
};

/**
 * A short notice to the other side of a thread, with the link to it; the text itself is read on
 * the site (decision 042: the requester's address is unproven, so the mail carries our words
 * only). The requester gets at most one notice an hour per lead, however often the firm writes;
 * the firm's notice goes to its owner's verified account address, or nowhere.
 */
export function notifyOtherSide(
  tx: Tx,
  from: ThreadSide,
  key: LeadKey,
  opts: { first: boolean; siteUrl: string; replyTo?: string; now: Date },
) {
  if (from === "firm") return noticeToRequester(tx, key, opts);
  const owner = tx
    .select({ email: users.email, listing: companies.name })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.claimedBy))
    .where(
      and(eq(companies.id, key.companyId), eq(users.isVerified, true), isNull(users.disabledAt)),
    )
    .get();
  if (!owner) return;
  enqueueEmail(
    {
      to: owner.email,
      subject: REQUESTER_WROTE_SUBJECT,
      quoteId: key.quoteId,
      text: [
        "Hello,",
        "",
        `The client of a quote request sent to ${owner.listing} wrote to you on ${SITE.brand}.`,
        "",
        `Read the message and answer in your lead inbox: ${leadInboxUrl(key, opts.siteUrl)}`,
        "",
        SITE.brand,
      ].join("\n"),
    },
    tx,
  );
}

function noticeToRequester(
  tx: Tx,
  key: LeadKey,
  opts: { first: boolean; siteUrl: string; replyTo?: string; now: Date },
) {
  const row = tx
    .select({
      to: quoteRequests.customerEmail,
      token: quoteRequests.publicToken,
      createdAt: quoteRequests.createdAt,
      noticeAt: quoteMatches.requesterNoticeAt,
      listingEmail: companies.email,
    })
    .from(quoteMatches)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteMatches.quoteId))
    .innerJoin(companies, eq(companies.id, quoteMatches.companyId))
    .where(whereLead(key))
    .get();
  if (!row) return;
  if (row.noticeAt && row.noticeAt.getTime() > opts.now.getTime() - HOUR_MS) return;
  tx.update(quoteMatches).set({ requesterNoticeAt: opts.now }).where(whereLead(key)).run();
  // A request from before private pages (no token) is answered by Reply-To alone.
  const page = row.token
    ? new URL(`/quote-requests/${row.token}`, opts.siteUrl).toString()
    : undefined;
  const replyTo =
    row.listingEmail && isListingEmailProven(key.companyId, row.listingEmail, tx)
      ? row.listingEmail
      : opts.replyTo;
  enqueueEmail(
    {
      to: row.to,
      replyTo,
      subject: opts.first ? LEAD_ANSWERED_SUBJECT : LEAD_WROTE_AGAIN_SUBJECT,
      quoteId: key.quoteId,
      text: [
        "Hello,",
        "",
        opts.first
          ? `A contractor answered the quote request you sent on ${formatDate(row.createdAt)} through ${SITE.brand}.`
          : `A contractor wrote again about the quote request you sent on ${formatDate(row.createdAt)} through ${SITE.brand}.`,
        "",
        ...(page
          ? [
              `Read it, with the contractor's name and page, and answer on your request's page: ${page}`,
            ]
          : []),
        "",
        "We send at most one such notice an hour for each contractor; the page shows every message.",
        "",
        SITE.brand,
      ].join("\n"),
    },
    tx,
  );
}
