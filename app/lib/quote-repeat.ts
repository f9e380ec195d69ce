import { formatDateWith } from "./format";

/** What the requester is told when the same request was sent within the day (page, form, API). */
export function alreadySentText(firstSentAt: Date | string): string {
  const day = formatDateWith(firstSentAt, { dateStyle: "long" });
  return `You already sent this request on ${day}. It was not sent again to the contractors that have it.`;
}

export const ALREADY_SENT_TITLE = "Already sent";
