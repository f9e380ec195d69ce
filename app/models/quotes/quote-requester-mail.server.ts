import { MISSED_REASON, unservedText } from "~/lib/coverage";
import { formatDate } from "~/lib/format";
import { timelineText } from "~/lib/quote-details";
import type { QuoteInput } from "~/lib/quote-schema";
import { projectTypeLabel, requestedWork } from "~/lib/quote-services";
import { quoteMatchReason } from "~/lib/quote-reasons";
import { SITE } from "~/lib/site";
import type { ContractorMatch } from "./quote-matching.server";
import { provingLink } from "./quote-repeats.server";

/**
 * Who received the request and why, without the firms' names (their owners wrote them; decision
 * 042): how many list the requested work itself, then one line per firm with its distance, the
 * services that fit and whether a plan gave it priority (decision 044). The names are on the page.
 */
function whoAndWhy(
  input: QuoteInput,
  matches: ContractorMatch[],
  link: { addressedId?: number; placeState?: string; proven: boolean; siteUrl: string },
): string[] {
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
        `${m.rank}. ${firmLine(m, link)} ${m.distanceMiles.toFixed(1)} miles from your project. ${
          quoteMatchReason(
            m,
            input.servicesNeeded,
            m.companyId === link.addressedId,
            link.placeState,
          ) ?? ""
        }${m.planPriority ? " Sponsored: its plan gave it priority." : ""}`,
    ),
    "",
  ];
}

/**
 * A firm as the requester's mail names it: to an address an earlier request's link proved, its
 * name, city and page; otherwise "A contractor" (its name is its owner's words, decision 042).
 */
function firmLine(m: ContractorMatch, link: { proven: boolean; siteUrl: string }): string {
  if (!link.proven) return "A contractor";
  const page = new URL(`/companies/${m.slug}`, link.siteUrl).toString();
  return `${m.name}, ${m.location}, ${m.state} (${page}):`;
}

/**
 * The requester's confirmation (decision 042). The address was typed into an anonymous form and
 * nobody has proven it, so the mail carries only our words, fields we chose (project types,
 * timeline, the place as the gazetteer names it, the date) and the private link: not the
 * requester's name, notes or description, nor the names the listings' owners wrote. The page
 * behind the link shows the whole request and who received it.
 */
export function requesterText(
  input: QuoteInput,
  matches: ContractorMatch[],
  place: string | undefined,
  link: {
    siteUrl: string;
    token: string;
    /** The mailed link's proof of the address. */
    proof: string;
    addressedId?: number;
    sentAt: Date;
    placeState?: string;
    /** An earlier request's link proved the address: the firms are named. */
    proven: boolean;
  },
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
    ...whoAndWhy(input, matches, link),
    ...missed,
    "Your request:",
    `Project types: ${input.servicesNeeded.map(projectTypeLabel).join(", ")}`,
    ...(place ? [`Location: ${place}`] : []),
    `Preferred timeline: ${timelineText(input.preferredTimeline)}`,
    `Sent: ${formatDate(link.sentAt)}`,
    "",
    `Your whole request, the contractors who received it and their answers, any time: ${provingLink(link.token, link.proof, link.siteUrl)}`,
    "",
    "If you did not ask for quotes, ignore this message: nobody can see or change the request without this link.",
    `Questions? Write to ${SITE.supportEmail}.`,
    "",
    SITE.brand,
  ].join("\n");
}
