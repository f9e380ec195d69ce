import { and, desc, eq, isNull, ne, or } from "drizzle-orm";
import { projectTypeLabel, isProjectTypeId } from "~/lib/quote-services";
import { detailGroups, sizeText, timelineText } from "~/lib/lead-details";
import type { QuoteDetails } from "~/lib/quote-details";
import { db, schema } from "~/models/db.server";
import { BadRequest, NotFound } from "~/models/errors.server";
import type { DeclineKind } from "~/lib/lead-thread";
import { closeLeadAsNotAFit } from "~/models/leads/declines.server";
import { leadOutcome } from "~/models/leads/hire.server";
import { whereLead, type LeadKey } from "~/models/leads/lead-key.server";
import { closedReason, postMessage, type MessageInput } from "~/models/leads/thread.server";
import { LEAD_ANSWERED_SUBJECT } from "~/models/leads/thread-notices.server";

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

const leadColumns = {
  quoteId: quoteMatches.quoteId,
  companyId: quoteMatches.companyId,
  companyName: companies.name,
  status: quoteMatches.leadStatus,
  distanceMiles: quoteMatches.distanceMiles,
  sentAt: quoteMatches.createdAt,
  respondedAt: quoteMatches.respondedAt,
  declinedAt: quoteMatches.declinedAt,
  declineKind: quoteMatches.declineKind,
  requestCreatedAt: quoteRequests.createdAt,
  hireState: quoteRequests.hireState,
  hiredCompanyId: quoteRequests.hiredCompanyId,
  spamState: quoteRequests.spamState,
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

/** A request the operator removed as spam is nobody's lead any more. */
const notRemoved = or(isNull(quoteRequests.spamState), ne(quoteRequests.spamState, "removed"));

function present(row: Awaited<ReturnType<ReturnType<typeof leadsQuery>["get"]>>) {
  if (!row) return undefined;
  const { hireState, hiredCompanyId, spamState, requestCreatedAt, ...lead } = row;
  // Three firms called it spam: the others see it held, without the requester's contact.
  const held = spamState === "held";
  return {
    ...lead,
    ...(held ? { customerEmail: "", customerPhone: "" } : {}),
    held,
    outcome: leadOutcome({ hireState, hiredCompanyId }, row.companyId),
    closed: closedReason({ createdAt: requestCreatedAt, spamState }, { leadStatus: row.status }),
    projectTypes: row.servicesNeeded.filter(isProjectTypeId).map(projectTypeLabel),
    // In words, as the contractor's mail gave them.
    sizeText: sizeText(row.details as QuoteDetails, row.projectSize),
    timelineText: timelineText(row.preferredTimeline),
    detailGroups: detailGroups(row.servicesNeeded, row.details as QuoteDetails),
  };
}

export type Lead = NonNullable<ReturnType<typeof present>>;

/** The user's leads, newest first. */
export function listLeads(userId: number): Lead[] {
  return leadsQuery()
    .where(and(eq(companies.claimedBy, userId), notRemoved))
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
        notRemoved,
        eq(quoteMatches.quoteId, key.quoteId),
        eq(quoteMatches.companyId, key.companyId),
      ),
    )
    .get();
  const lead = present(row);
  if (!lead) throw new NotFound("Lead not found");
  return lead;
}

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

export type LeadResponse = MessageInput;

/**
 * The firm writes in the lead's thread (its first message may carry a price and start date): the
 * lead becomes Responded and the requester gets a notice with the private link, Reply-To the
 * listing's proven address or the owner's (`contractorEmail`). The requester's address was typed
 * into an anonymous form, so the mail carries our own words only (decision 042).
 */
export function respondToLead(
  userId: number,
  key: LeadKey,
  response: LeadResponse,
  siteUrl: string,
  contractorEmail: string,
  now?: Date,
) {
  getLead(userId, key);
  postMessage("firm", key, response, { siteUrl, replyTo: contractorEmail, now });
}

export { LEAD_ANSWERED_SUBJECT };

/** Declining (not a fit, with its reason) tells the requester only that the firm declined. */
export function declineLead(userId: number, key: LeadKey, kind: DeclineKind, note?: string) {
  getLead(userId, key);
  closeLeadAsNotAFit(key, kind, note);
}

/** After answering, the contractor records how it ended. */
export function setLeadOutcome(userId: number, key: LeadKey, outcome: "won" | "lost") {
  const lead = getLead(userId, key);
  if (lead.status !== "responded" && lead.status !== "won" && lead.status !== "lost") {
    throw new BadRequest("Answer the lead before recording how it ended.");
  }
  db().update(quoteMatches).set({ leadStatus: outcome }).where(whereLead(key)).run();
}
