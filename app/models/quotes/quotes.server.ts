import crypto from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { SelectedFields } from "drizzle-orm/sqlite-core";
import { detailsInWords, sizeWithUnit, timelineText } from "~/lib/quote-details";
import { requesterText } from "./quote-requester-mail.server";
import type { QuoteInput } from "~/lib/quote-schema";
import { isProjectTypeId, projectTypeLabel } from "~/lib/quote-services";
import { quoteMatchReason } from "~/lib/quote-reasons";
import { SITE } from "~/lib/site";
import { getCompanyById } from "~/models/directory/companies.server";
import { db, schema } from "~/models/db.server";
import { BadRequest } from "~/models/errors.server";
import { locatePlace } from "~/models/search/geocode.server";
import { placeStateOf } from "~/models/listings/coverage.server";
import { unservedText } from "~/lib/coverage";
import { enqueueEmail } from "~/models/mail/mail.server";
import {
  findMatchingContractors,
  MAX_QUOTE_MATCHES,
  type ContractorMatch,
} from "./quote-matching.server";
import {
  findRepeated,
  firmsSentBefore,
  newRequesterProof,
  requestFingerprint,
  requesterProven,
} from "./quote-repeats.server";

const { quoteRequests, quoteMatches } = schema;

export type QuoteResult = {
  id: number;
  matched: number;
  located: boolean;
  /** The requester's private confirmation page, /quote-requests/:token. */
  token: string;
  /** The same request was sent within the day: the firms that have it did not get it again. */
  repeated: boolean;
};

const TIERS = ["free", "premium", "vip"] as const;

/**
 * Stores a quote request and forwards it: the request, one `quote_matches` row per contractor
 * (distance and rank), a mail with the whole request to each of them whose address is proven
 * (the others' owners read it in their lead inbox) and a confirmation to the requester, all in
 * one transaction. A location that cannot be placed on the map is stored without matches, and
 * the requester is told we will match it by hand.
 */
export function createQuoteRequest(input: QuoteInput, opts: { siteUrl: string }): QuoteResult {
  const addressed =
    input.companyId === undefined ? undefined : getCompanyById(input.companyId, "striping");
  if (input.companyId !== undefined && !addressed) {
    throw new BadRequest("That company is not listed in the directory.");
  }
  const place = locatePlace(input.projectLocation);
  const point = place?.point;
  const now = new Date();
  const token = crypto.randomBytes(18).toString("base64url");
  const fingerprint = requestFingerprint(input, addressed?.id);
  const proof = newRequesterProof();
  return db().transaction(
    (tx) => {
      const repeated = findRepeated(tx, fingerprint, now);
      const found = point
        ? findMatchingContractors(point, input.servicesNeeded, {
            state: placeStateOf(place?.label),
            reader: tx,
            addressedTo: addressed?.id,
            alsoSimilar: input.alsoSimilar,
          })
        : [];
      // Sent again within the day: only a firm that does not have it yet gets it.
      const matches = repeated
        ? found
            .filter((m) => !repeated.sentTo.has(m.companyId))
            .map((m, i) => ({ ...m, rank: i + 1 }))
        : found;
      const quote = tx
        .insert(quoteRequests)
        .values({
          customerName: input.customerName,
          customerEmail: input.customerEmail,
          customerPhone: input.customerPhone,
          companyName: input.companyName ?? null,
          projectLocation: input.projectLocation,
          preferredTimeline: input.preferredTimeline ?? null,
          additionalNotes: input.additionalNotes ?? null,
          projectDescription: input.projectDescription,
          projectSize: input.projectSize,
          servicesNeeded: input.servicesNeeded,
          details: input.details,
          latitude: point?.latitude ?? null,
          longitude: point?.longitude ?? null,
          // pending: waiting for someone to match it by hand; forwarded: sent to contractors;
          // repeat: the same request again, which no firm that has it gets twice.
          status: matches.length ? "forwarded" : repeated ? "repeat" : "pending",
          fingerprint,
          repeatOf: repeated?.id ?? null,
          publicToken: token,
          requesterProof: proof,
          addressedCompanyId: addressed?.id ?? null,
          alsoSimilar: input.alsoSimilar,
        })
        .returning({ id: quoteRequests.id })
        .get();
      if (matches.length) {
        tx.insert(quoteMatches)
          .values(
            matches.map((m) => ({
              quoteId: quote.id,
              companyId: m.companyId,
              distanceMiles: m.distanceMiles,
              rank: m.rank,
              tier: TIERS[m.tierRank] ?? "free",
              matchedServices: m.matchedServices,
              fit: m.fit,
              planPriority: m.planPriority,
              reach: m.reach,
            })),
          )
          .run();
      }
      // The request is the requester's own words: only to addresses proven by their owners.
      for (const m of matches.filter((m) => m.emailProven)) {
        enqueueEmail(
          {
            to: m.email,
            replyTo: input.customerEmail,
            subject: `New quote request: ${input.projectDescription}`,
            text: contractorText(input, m, m.companyId === addressed?.id),
            quoteId: quote.id,
          },
          tx,
        );
      }
      // A repeat that reaches nobody new is told on the page, not by another mail.
      if (!repeated || matches.length) {
        enqueueEmail(
          {
            to: input.customerEmail,
            subject: "We received your quote request",
            quoteId: quote.id,
            text: requesterText(input, matches, place?.label, {
              siteUrl: opts.siteUrl,
              token,
              proof,
              addressedId: addressed?.id,
              sentAt: now,
              placeState: placeStateOf(place?.label),
              proven: requesterProven(tx, input.customerEmail),
            }),
          },
          tx,
        );
      }
      return {
        id: quote.id,
        matched: matches.length,
        located: Boolean(point),
        token,
        repeated: Boolean(repeated),
      };
    },
    { behavior: "immediate" },
  );
}

export function getQuoteRequest(id: number) {
  return db().select().from(quoteRequests).where(eq(quoteRequests.id, id)).get();
}

/**
 * The requester's view of their request (its private token is the only key): what they asked
 * and the firms it went to, with city, distance and page.
 */
export function getQuoteConfirmation(token: string) {
  if (!/^[A-Za-z0-9_-]{20,40}$/.test(token)) return undefined;
  const quote = db().select().from(quoteRequests).where(eq(quoteRequests.publicToken, token)).get();
  if (!quote) return undefined;
  const { companies } = schema;
  const rows = db()
    .select({
      companyId: quoteMatches.companyId,
      name: companies.name,
      slug: companies.slug,
      location: companies.location,
      state: companies.state,
      distanceMiles: quoteMatches.distanceMiles,
      rank: quoteMatches.rank,
      respondedAt: quoteMatches.respondedAt,
      // The answer is read here, not in the mail (decision 042).
      responseMessage: quoteMatches.responseMessage,
      responsePrice: quoteMatches.responsePrice,
      responseStart: quoteMatches.responseStart,
      matchedServices: quoteMatches.matchedServices,
      fit: quoteMatches.fit,
      planPriority: quoteMatches.planPriority,
      reach: quoteMatches.reach,
    })
    .from(quoteMatches)
    .innerJoin(companies, eq(companies.id, quoteMatches.companyId))
    .where(eq(quoteMatches.quoteId, quote.id))
    .orderBy(asc(quoteMatches.rank))
    .all();
  // Why each firm received it, and 'Sponsored' where its plan gave it priority (decision 044).
  const types = quote.servicesNeeded.filter(isProjectTypeId);
  const placeState = placeStateOf(locatePlace(quote.projectLocation)?.label);
  const firms = rows.map(({ companyId, matchedServices, fit, planPriority, reach, ...f }) => ({
    ...f,
    why: quoteMatchReason(
      { matchedServices, fit, reach },
      types,
      companyId === quote.addressedCompanyId,
      placeState,
    ),
    sponsored: planPriority,
  }));
  // Sent from a company's page to a company that did not qualify: the requester is told.
  const addressed =
    quote.addressedCompanyId === null ? undefined : getCompanyById(quote.addressedCompanyId);
  const missed = addressed && !firms.some((f) => f.slug === addressed.slug) ? addressed.name : null;
  // A repeat: the firms that already have it, and when it was first sent.
  const repeated =
    quote.repeatOf === null
      ? null
      : {
          sentAt: getQuoteRequest(quote.repeatOf)?.createdAt ?? quote.createdAt,
          firms: firmsSentBefore(db(), quote.repeatOf),
        };
  return {
    quote,
    firms,
    missed,
    unserved: repeated ? null : unservedOf(quote, firms.length),
    repeated,
  };
}

/**
 * A located request no listed firm serves (decision 049): the requester's words, naming the
 * place as the gazetteer does and the project types; null otherwise.
 */
function unservedOf(quote: typeof quoteRequests.$inferSelect, sentTo: number): string | null {
  if (sentTo || quote.latitude === null) return null;
  const place = locatePlace(quote.projectLocation)?.label ?? quote.projectLocation;
  return unservedText(place, quote.servicesNeeded.filter(isProjectTypeId).map(projectTypeLabel));
}

/** A stored request as its private page shows it: every field in words, the size with its unit. */
export function requestInWords(quote: typeof quoteRequests.$inferSelect) {
  const types = quote.servicesNeeded.filter(isProjectTypeId);
  return {
    description: quote.projectDescription,
    location: quote.projectLocation,
    types: types.map(projectTypeLabel),
    size: sizeWithUnit(quote.details, quote.projectSize),
    timeline: timelineText(quote.preferredTimeline),
    notes: quote.additionalNotes,
    companyName: quote.companyName,
    sections: detailsInWords(types, quote.details).map((s) => ({
      type: projectTypeLabel(s.type),
      lines: s.lines,
    })),
  };
}

export function getQuoteMatches(quoteId: number) {
  return db()
    .select()
    .from(quoteMatches)
    .where(eq(quoteMatches.quoteId, quoteId))
    .orderBy(quoteMatches.rank)
    .all();
}

/**
 * The firms these requests were sent to, with the columns asked for, each request's in the
 * order they were ranked.
 */
export function firmsMatchedTo<T extends SelectedFields>(columns: T, quoteIds: number[]) {
  const { companies } = schema;
  // Typed from the columns asked for: drizzle cannot type a join over a generic selection.
  return db()
    .select(columns as SelectedFields)
    .from(quoteMatches)
    .innerJoin(companies, eq(companies.id, quoteMatches.companyId))
    .where(inArray(quoteMatches.quoteId, quoteIds))
    .orderBy(asc(quoteMatches.rank))
    .all() as SelectResultFields<T>[];
}

/** The whole request as a contractor reads it: every field, with readable labels. */
export function quoteRequestLines(input: QuoteInput): string[] {
  const lines = [
    `Project: ${input.projectDescription}`,
    `Project types: ${input.servicesNeeded.map(projectTypeLabel).join(", ")}`,
    `Project size: ${input.projectSize}`,
    `Location: ${input.projectLocation}`,
    `Preferred timeline: ${timelineText(input.preferredTimeline)}`,
    "",
    `Contact: ${input.customerName}`,
    ...(input.companyName ? [`Company: ${input.companyName}`] : []),
    `Email: ${input.customerEmail}`,
    `Phone: ${input.customerPhone}`,
  ];
  for (const { type, lines: filled } of detailsInWords(input.servicesNeeded, input.details)) {
    lines.push("", `${projectTypeLabel(type)} details:`);
    if (!filled.length) lines.push("- No details given");
    for (const f of filled) lines.push(`- ${f.label}: ${f.value}`);
  }
  if (input.additionalNotes) lines.push("", "Additional notes:", input.additionalNotes);
  return lines;
}

function contractorText(input: QuoteInput, match: ContractorMatch, addressed: boolean): string {
  const forwarded = addressed
    ? input.alsoSimilar
      ? `The client sent it from your page on ${SITE.brand}, and let us send it to up to ${MAX_QUOTE_MATCHES - 1} similar contractors nearby too.`
      : `The client sent it from your page on ${SITE.brand}, to you only.`
    : `${SITE.brand} forwards each request to at most ${MAX_QUOTE_MATCHES} contractors nearby.`;
  return [
    `Hello ${match.name},`,
    "",
    `A client is looking for a contractor ${match.distanceMiles.toFixed(1)} miles from you ` +
      `(${match.location}, ${match.state}). Project size: ${sizeWithUnit(input.details, input.projectSize)}. ` +
      forwarded,
    "",
    ...quoteRequestLines(input),
    "",
    `Reply to this email to answer ${input.customerName} directly.`,
  ].join("\n");
}
