import { requestedWork, type ProjectTypeId } from "./quote-services";

/**
 * Why a contractor received a quote request, in the words the requester reads on the request's
 * page, in the form's answer and (without the firm's name) in the mail (decision 044). The
 * service names are the directory's own, never an owner's text.
 */
export function quoteMatchReason(
  match: { matchedServices: readonly string[]; fit: "requested" | "related" | null },
  types: readonly ProjectTypeId[],
  addressed: boolean,
): string | undefined {
  const itself = requestedWork(types);
  const named = (list: readonly string[]) => list.join(", ");
  const fitting = match.matchedServices.filter((s) => itself.includes(s));
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
