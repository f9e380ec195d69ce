import { DEFAULT_TRAVEL_MILES } from "./coverage";
import { requestedWork, type ProjectTypeId } from "./quote-services";
import { stateName } from "./states";

/** How a firm serves the request's place (decision 049). */
export type QuoteReach = "state" | "radius" | "near";

/**
 * Why the firm serves the place, in the requester's words: a state it serves, its own travel
 * radius, or the default radius around its base. Null for requests from before it was kept.
 */
export function quoteReachReason(reach: QuoteReach | null, placeState?: string): string | null {
  switch (reach) {
    case "state":
      return placeState ? `It serves all of ${stateName(placeState)}.` : "It serves your state.";
    case "radius":
      return "Its own travel radius reaches your project.";
    case "near":
      return `It is based within ${DEFAULT_TRAVEL_MILES} miles of your project.`;
    default:
      return null;
  }
}

/**
 * Why a contractor received a quote request, in the words the requester reads on the request's
 * page, in the form's answer and (without the firm's name) in the mail (decision 044). The
 * service names are the directory's own, never an owner's text.
 */
export function quoteMatchReason(
  match: {
    matchedServices: readonly string[];
    fit: "requested" | "related" | null;
    reach?: QuoteReach | null;
  },
  types: readonly ProjectTypeId[],
  addressed: boolean,
  placeState?: string,
): string | undefined {
  const work = workReason(match, types, addressed);
  const where = quoteReachReason(match.reach ?? null, placeState);
  return [work, where].filter(Boolean).join(" ") || undefined;
}

function workReason(
  match: { matchedServices: readonly string[]; fit: "requested" | "related" | null },
  types: readonly ProjectTypeId[],
  addressed: boolean,
): string | undefined {
  const itself = requestedWork(types);
  const named = (list: readonly string[]) => list.join(", ");
  // A request from before a service's place changed keeps the services it was chosen for.
  const listed = match.matchedServices.filter((s) => itself.includes(s));
  const fitting = listed.length ? listed : match.matchedServices;
  const why =
    match.fit === "requested" && fitting.length
      ? `lists ${named(fitting)}`
      : match.fit === "related" && match.matchedServices.length
        ? `lists related work only: ${named(match.matchedServices)}`
        : undefined;
  if (addressed) {
    return why
      ? `You sent the request from its page; it ${why}.`
      : "You sent the request from its page.";
  }
  return why ? `It ${why}.` : undefined;
}

/** What 'Sponsored' means next to a firm whose plan gave it priority. */
export const SPONSORED_NOTE =
  "Sponsored: its plan placed it ahead of firms as close that list the same kind of work.";
