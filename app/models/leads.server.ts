import { and, desc, eq } from "drizzle-orm";
import { projectTypeLabel, isProjectTypeId } from "~/lib/quote-services";
import { detailGroups, sizeText, timelineText } from "~/lib/lead-details";
import type { QuoteDetails } from "~/lib/quote-details";
import { formatDate } from "~/lib/format";
import { SITE } from "~/lib/site";
import { db, schema } from "./db.server";
import { BadRequest, NotFound } from "./errors.server";
import { isListingEmailProven } from "./listing-email.server";
import { enqueueEmail } from "./mail.server";

const { quoteMatches, quoteRequests, companies } = schema;

/**
 * The lead inbox (decision 019): every quote request forwarded to a listing the user owns. A lead
 * is the match row of (request, company); its states:
 *
 *   new → viewed (opened) → responded | declined;  responded → won | lost
 *
 * The requester's e-mail and phone are shown only here, to the owner of the company the request
 * was sent to: every query joins on `companies.claimed_by = userId`.
 */

export type LeadKey = { quoteId: number; companyId: number };

const leadColumns = {
  quoteId: quoteMatches.quoteId,
  companyId: quoteMatches.companyId,
  companyName: companies.name,
  status: quoteMatches.leadStatus,
  distanceMiles: quoteMatches.distanceMiles,
  sentAt: quoteMatches.createdAt,
  respondedAt: quoteMatches.respondedAt,
  responseMessage: quoteMatches.responseMessage,
  responsePrice: quoteMatches.responsePrice,
  responseStart: quoteMatches.responseStart,
  declinedAt: quoteMatches.declinedAt,
  projectDescription: quoteRequests.projectDescription,
  servicesNeeded: quoteRequests.servicesNeeded,
  projectSize: quoteRequests.projectSize,
  projectLocation: quoteRequests.projectLocation,
  preferredTimeline: quoteRequests.preferredTimeline,
  additionalNotes: quoteRequests.additionalNotes,
  details: quoteRequests.details,
  customerName: quoteRequests.customerName,
  customerEmail: quoteRequests.customerEmail,
  customerPhone: quoteRequests.customerPhone,
};

function leadsQuery() {
  return db()
    .select(leadColumns)
    .from(quoteMatches)
    .innerJoin(companies, eq(companies.id, quoteMatches.companyId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteMatches.quoteId));
}

function present(row: Awaited<ReturnType<ReturnType<typeof leadsQuery>["get"]>>) {
  if (!row) return undefined;
  return {
    ...row,
    projectTypes: row.servicesNeeded.filter(isProjectTypeId).map(projectTypeLabel),
    // In words, as the contractor's mail gave them (issue 29, point 7).
    sizeText: sizeText(row.details as QuoteDetails, row.projectSize),
    timelineText: timelineText(row.preferredTimeline),
    detailGroups: detailGroups(row.servicesNeeded, row.details as QuoteDetails),
  };
}

export type Lead = NonNullable<ReturnType<typeof present>>;

/** The user's leads, newest first. */
export function listLeads(userId: number): Lead[] {
  return leadsQuery()
    .where(eq(companies.claimedBy, userId))
    .orderBy(desc(quoteMatches.createdAt), desc(quoteMatches.quoteId))
    .limit(500)
    .all()
    .map((r) => present(r)!);
}

/** One lead of the user's, or NotFound (also for another owner's lead). */
export function getLead(userId: number, key: LeadKey): Lead {
  const row = leadsQuery()
    .where(
      and(
        eq(companies.claimedBy, userId),
        eq(quoteMatches.quoteId, key.quoteId),
        eq(quoteMatches.companyId, key.companyId),
      ),
    )
    .get();
  const lead = present(row);
  if (!lead) throw new NotFound("Lead not found");
  return lead;
}

const whereLead = (key: LeadKey) =>
  and(eq(quoteMatches.quoteId, key.quoteId), eq(quoteMatches.companyId, key.companyId));

/** Opening a new lead marks it Viewed; other states stay. */
export function openLead(userId: number, key: LeadKey) {
  const lead = getLead(userId, key);
  if (lead.status === "new") {
    db()
      .update(quoteMatches)
      .set({ leadStatus: "viewed", viewedAt: new Date() })
      .where(whereLead(key))
      .run();
  }
  return lead;
}

export type LeadResponse = { message: string; priceRange?: string; earliestStart?: string };

/**
 * The contractor answers: the lead becomes Responded and the requester is told, with Reply-To the
 * contractor, so the conversation goes on between them. The requester's address was typed into
 * an anonymous form and nobody has proven it, so the mail carries our own words and the private
 * link only; the answer itself (the contractor's words) is read on the request's page (decision
 * 042).
 */
export function respondToLead(
  userId: number,
  key: LeadKey,
  response: LeadResponse,
  siteUrl: string,
  contractorEmail: string,
) {
  const lead = getLead(userId, key);
  const company = db()
    .select({ email: companies.email })
    .from(companies)
    .where(eq(companies.id, key.companyId))
    .get()!;
  const quote = db()
    .select({ token: quoteRequests.publicToken, createdAt: quoteRequests.createdAt })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, key.quoteId))
    .get()!;
  const now = new Date();
  db().transaction((tx) => {
    tx.update(quoteMatches)
      .set({
        leadStatus: "responded",
        respondedAt: now,
        viewedAt: now,
        responseMessage: response.message,
        responsePrice: response.priceRange ?? null,
        responseStart: response.earliestStart ?? null,
      })
      .where(whereLead(key))
      .run();
    // A request from before private pages (no token) is answered by Reply-To alone.
    const page = quote.token
      ? new URL(`/quote-requests/${quote.token}`, siteUrl).toString()
      : undefined;
    enqueueEmail(
      {
        to: lead.customerEmail,
        // The listing's address only once proven; the owner's own account address otherwise.
        replyTo:
          company.email && isListingEmailProven(key.companyId, company.email)
            ? company.email
            : contractorEmail,
        subject: LEAD_ANSWERED_SUBJECT,
        quoteId: key.quoteId,
        text: [
          "Hello,",
          "",
          `A contractor answered the quote request you sent on ${formatDate(quote.createdAt)} through ${SITE.brand}.`,
          "",
          ...(page
            ? [
                `Read the answer, with the contractor's name and page, on your request's page: ${page}`,
              ]
            : []),
          "",
          "Reply to this e-mail to write to the contractor directly.",
          "",
          SITE.brand,
        ].join("\n"),
      },
      tx,
    );
  });
}

export const LEAD_ANSWERED_SUBJECT = "A contractor answered your quote request";

/** Declining tells the requester nothing; the lead leaves New. */
export function declineLead(userId: number, key: LeadKey, reason?: string) {
  getLead(userId, key);
  db()
    .update(quoteMatches)
    .set({ leadStatus: "declined", declinedAt: new Date(), declineReason: reason || null })
    .where(whereLead(key))
    .run();
}

/** After answering, the contractor records how it ended. */
export function setLeadOutcome(userId: number, key: LeadKey, outcome: "won" | "lost") {
  const lead = getLead(userId, key);
  if (lead.status !== "responded" && lead.status !== "won" && lead.status !== "lost") {
    throw new BadRequest("Answer the lead before recording how it ended.");
  }
  db().update(quoteMatches).set({ leadStatus: outcome }).where(whereLead(key)).run();
}
