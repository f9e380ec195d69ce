/**
 * A quote request as the contractor who received it reads it in the lead inbox: every detail
 * the requester gave, in words, with the labels the form and the contractor's mail use
 * (`quote-details.ts`), so the inbox never shows a stored value ('1-2weeks', '240').
 */
import { optionText } from "./option-list";
import { formatCount } from "./format";
import { PROJECT_DETAIL_FIELDS, TIMELINE_OPTIONS, detailText } from "./quote-details";
import type { QuoteDetails } from "./quote-details";
import { isProjectTypeId, projectTypeLabel } from "./quote-services";

/** The lead's state as its owner reads it (inbox and console). */
export const LEAD_STATUS_LABEL = {
  new: "New",
  viewed: "Viewed",
  responded: "Responded",
  declined: "Declined",
  won: "Won",
  lost: "Lost",
} as const;

export type LeadStatus = keyof typeof LEAD_STATUS_LABEL;

/** The requested timeline in words ('Within 1-2 weeks'); none given reads so. */
export function timelineText(value: string | null | undefined): string {
  return value ? optionText(TIMELINE_OPTIONS, value) : "No timeline given";
}

/** The project's size with its unit ('240 stalls', '2 miles of roadway', '5,000 sq ft'). */
export function sizeText(details: QuoteDetails, projectSize: string): string {
  if (typeof details.numberOfStalls === "number") {
    return `${formatCount(details.numberOfStalls)} ${details.numberOfStalls === 1 ? "stall" : "stalls"}`;
  }
  if (typeof details.roadwayLength === "string" && details.roadwayLength) {
    return `${details.roadwayLength} of roadway`;
  }
  if (typeof details.estimatedSquareFootage === "number") {
    return `${formatCount(details.estimatedSquareFootage)} sq ft`;
  }
  return projectSize === "Not specified" ? "Size not given" : projectSize;
}

export type DetailGroup = { type: string; rows: { label: string; value: string }[] };

/** Each chosen project type with the details filled in for it, in the form's order. */
export function detailGroups(servicesNeeded: readonly string[], details: QuoteDetails) {
  return servicesNeeded.filter(isProjectTypeId).map(
    (type): DetailGroup => ({
      type: projectTypeLabel(type),
      rows: PROJECT_DETAIL_FIELDS[type]
        .filter((f) => details[f.name] !== undefined && details[f.name] !== "")
        .map((f) => ({ label: f.label, value: detailText(f, details[f.name]) })),
    }),
  );
}
