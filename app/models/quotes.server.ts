import crypto from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { PROJECT_DETAIL_FIELDS, TIMELINE_OPTIONS, detailText } from "~/lib/quote-details";
import { optionText } from "~/lib/option-list";
import type { QuoteInput } from "~/lib/quote-schema";
import { isProjectTypeId, projectTypeLabel, requestedWork } from "~/lib/quote-services";
import { quoteMatchReason } from "~/lib/quote-reasons";
import { SITE } from "~/lib/site";
import { getCompanyById } from "./companies.server";
import { db, schema } from "./db.server";
import { BadRequest } from "./errors.server";
import { locatePlace } from "./geocode.server";
import { placeStateOf } from "./coverage.server";
import { MISSED_REASON, unservedText } from "~/lib/coverage";
import { enqueueEmail } from "./mail.server";
import {
  findMatchingContractors,
  MAX_QUOTE_MATCHES,
  type ContractorMatch,
} from "./quote-matching.server";
import { formatCount, formatDate } from "~/lib/format";

const { quoteRequests, quoteMatches } = schema;

export type QuoteResult = {
  id: number;
  matched: number;
  located: boolean;
  /** The requester's private confirmation page, /quote-requests/:token. */
  token: string;
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
  return db().transaction(
    (tx) => {
      const matches = point
        ? findMatchingContractors(point, input.servicesNeeded, {
            state: placeStateOf(place?.label),
            reader: tx,
            addressedTo: addressed?.id,
            alsoSimilar: input.alsoSimilar,
          })
        : [];
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
          // pending: waiting for someone to match it by hand; forwarded: sent to contractors.
          status: matches.length ? "forwarded" : "pending",
          publicToken: token,
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
      enqueueEmail(
        {
          to: input.customerEmail,
          subject: "We received your quote request",
          quoteId: quote.id,
          text: requesterText(input, matches, place?.label, {
            siteUrl: opts.siteUrl,
            token,
            addressedId: addressed?.id,
            sentAt: now,
          }),
        },
        tx,
      );
      return { id: quote.id, matched: matches.length, located: Boolean(point), token };
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
    })
    .from(quoteMatches)
    .innerJoin(companies, eq(companies.id, quoteMatches.companyId))
    .where(eq(quoteMatches.quoteId, quote.id))
    .orderBy(asc(quoteMatches.rank))
    .all();
  // Why each firm received it, and 'Sponsored' where its plan gave it priority (decision 044).
  const types = quote.servicesNeeded.filter(isProjectTypeId);
  const firms = rows.map(({ companyId, matchedServices, fit, planPriority, ...f }) => ({
    ...f,
    why: quoteMatchReason({ matchedServices, fit }, types, companyId === quote.addressedCompanyId),
    sponsored: planPriority,
  }));
  // Sent from a company's page to a company that did not qualify: the requester is told.
  const addressed =
    quote.addressedCompanyId === null ? undefined : getCompanyById(quote.addressedCompanyId);
  const missed = addressed && !firms.some((f) => f.slug === addressed.slug) ? addressed.name : null;
  return { quote, firms, missed, unserved: unservedOf(quote, firms.length) };
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

export function getQuoteMatches(quoteId: number) {
  return db()
    .select()
    .from(quoteMatches)
    .where(eq(quoteMatches.quoteId, quoteId))
    .orderBy(quoteMatches.rank)
    .all();
}

/** The whole request as a contractor reads it: every field, with readable labels. */
export function quoteRequestLines(input: QuoteInput): string[] {
  const lines = [
    `Project: ${input.projectDescription}`,
    `Project types: ${input.servicesNeeded.map(projectTypeLabel).join(", ")}`,
    `Project size: ${input.projectSize}`,
    `Location: ${input.projectLocation}`,
    `Preferred timeline: ${input.preferredTimeline ? optionText(TIMELINE_OPTIONS, input.preferredTimeline) : "Not specified"}`,
    "",
    `Contact: ${input.customerName}`,
    ...(input.companyName ? [`Company: ${input.companyName}`] : []),
    `Email: ${input.customerEmail}`,
    `Phone: ${input.customerPhone}`,
  ];
  for (const type of input.servicesNeeded) {
    const filled = PROJECT_DETAIL_FIELDS[type].filter((f) => input.details[f.name] !== undefined);
    lines.push("", `${projectTypeLabel(type)} details:`);
    if (!filled.length) lines.push("- No details given");
    for (const f of filled) lines.push(`- ${f.label}: ${detailText(f, input.details[f.name])}`);
  }
  if (input.additionalNotes) lines.push("", "Additional notes:", input.additionalNotes);
  return lines;
}

/** The project's size with its unit, as a contractor needs it to price the job. */
export function projectSizeWithUnit(input: QuoteInput): string {
  const d = input.details;
  if (typeof d.numberOfStalls === "number")
    return `${formatCount(d.numberOfStalls)} parking stalls`;
  if (typeof d.roadwayLength === "string" && d.roadwayLength)
    return `${d.roadwayLength} of roadway`;
  if (typeof d.estimatedSquareFootage === "number") {
    return `${formatCount(d.estimatedSquareFootage)} sq ft`;
  }
  return input.projectSize;
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
      `(${match.location}, ${match.state}). Project size: ${projectSizeWithUnit(input)}. ` +
      forwarded,
    "",
    ...quoteRequestLines(input),
    "",
    `Reply to this email to answer ${input.customerName} directly.`,
  ].join("\n");
}

/**
 * Who received the request and why, without the firms' names (their owners wrote them; decision
 * 042): how many list the requested work itself, then one line per firm with its distance, the
 * services that fit and whether a plan gave it priority (decision 044). The names are on the page.
 */
function whoAndWhy(input: QuoteInput, matches: ContractorMatch[], addressedId?: number): string[] {
  if (!matches.length) return [];
  const itself = requestedWork(input.servicesNeeded);
  const listing = matches.filter((m) => m.fit === "requested").length;
  const work = [...new Set(matches.flatMap((m) => m.matchedServices))].filter((s) =>
    itself.includes(s),
  );
  const summary = listing
    ? `Sent to ${listing} ${listing === 1 ? "contractor that lists" : "contractors that list"} ${work.join(" or ")}${
        listing < matches.length
          ? ` and ${matches.length - listing} that ${matches.length - listing === 1 ? "lists" : "list"} related work only`
          : ""
      }.`
    : `No contractor that serves your project's location lists ${itself.join(" or ")}; sent to ${matches.length} that list related work.`;
  return [
    summary,
    ...matches.map(
      (m) =>
        `${m.rank}. A contractor ${m.distanceMiles.toFixed(1)} miles from your project. ${
          quoteMatchReason(m, input.servicesNeeded, m.companyId === addressedId) ?? ""
        }${m.planPriority ? " Sponsored: its plan gave it priority." : ""}`,
    ),
    "",
  ];
}

/**
 * The requester's confirmation (decision 042). The address was typed into an anonymous form and
 * nobody has proven it, so the mail carries only our words, fields we chose (project types,
 * timeline, the place as the gazetteer names it, the date) and the private link: not the
 * requester's name, notes or description, nor the names the listings' owners wrote. The page
 * behind the link shows the whole request and who received it.
 */
function requesterText(
  input: QuoteInput,
  matches: ContractorMatch[],
  place: string | undefined,
  link: { siteUrl: string; token: string; addressedId?: number; sentAt: Date },
): string {
  const matched = matches.length;
  const missed =
    place && link.addressedId && !matches.some((m) => m.companyId === link.addressedId)
      ? [`The company you sent it to did not receive it: ${MISSED_REASON}`, ""]
      : [];
  const outcome = !place
    ? "We couldn't find your project's location on the map, so our team will match your request with contractors by hand and get back to you."
    : matched
      ? `We sent your request to ${matched} ${matched === 1 ? "contractor who serves" : "contractors who serve"} your project's location and ${matched === 1 ? "offers" : "offer"} the services you need. They will contact you directly.`
      : unservedText(place, input.servicesNeeded.map(projectTypeLabel));
  return [
    "Hello,",
    "",
    `Thank you for your quote request on ${SITE.brand}.`,
    "",
    outcome,
    "",
    ...whoAndWhy(input, matches, link.addressedId),
    ...missed,
    "Your request:",
    `Project types: ${input.servicesNeeded.map(projectTypeLabel).join(", ")}`,
    ...(place ? [`Location: ${place}`] : []),
    `Preferred timeline: ${input.preferredTimeline ? optionText(TIMELINE_OPTIONS, input.preferredTimeline) : "Not specified"}`,
    `Sent: ${formatDate(link.sentAt)}`,
    "",
    `Your whole request, the contractors who received it and their answers, any time: ${new URL(`/quote-requests/${link.token}`, link.siteUrl).toString()}`,
    "",
    "If you did not ask for quotes, ignore this message: nobody can see or change the request without this link.",
    `Questions? Write to ${SITE.supportEmail}.`,
    "",
    SITE.brand,
  ].join("\n");
}
