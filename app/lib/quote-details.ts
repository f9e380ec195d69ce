/**
 * The detail fields of each project type, described once so the form renders them,
 * the schema validates them and the contractor's mail lists them with the same labels.
 */
import { optionList, optionText, sameLabel, type Option } from "./option-list";
import type { ProjectTypeId } from "./quote-services";
import { formatCount } from "./format";

export type DetailField =
  | { name: string; label: string; kind: "choice"; options: readonly Option[] }
  | { name: string; label: string; kind: "multi"; options: readonly Option[] }
  | { name: string; label: string; kind: "count" }
  | { name: string; label: string; kind: "text"; placeholder?: string; maxLength: number }
  | { name: string; label: string; kind: "longtext"; maxLength: number };

const NEW_OR_RESTRIPE = optionList([
  ["new", "New layout"],
  ["restripe", "Restripe existing lines"],
]);
const YES_NO = optionList([
  ["yes", "Yes"],
  ["no", "No"],
]);
const MATERIALS = optionList([
  ["paint", "Paint"],
  ["thermoplastic", "Thermoplastic"],
  ["epoxy", "Epoxy"],
]);

export const TIMELINE_OPTIONS = optionList([
  ["asap", "As soon as possible"],
  ["1-2weeks", "Within 1-2 weeks"],
  ["1month", "Within 1 month"],
  ["2-3months", "In 2-3 months"],
  ["flexible", "Flexible"],
]);

export const MOT_DURATION_OPTIONS = optionList([
  ["1day", "1 day"],
  ["2-3days", "2-3 days"],
  ["1week", "1 week"],
  ["2weeks", "2 weeks"],
  ["1month", "1 month"],
  ["longer", "Longer than 1 month"],
]);

// One builder a kind, so each field below reads as a line of the form it makes.
const withOptions =
  (kind: "choice" | "multi") =>
  (name: string, label: string, options: readonly Option[]): DetailField => ({
    name,
    label,
    kind,
    options,
  });
const choice = withOptions("choice");
const multi = withOptions("multi");
const count = (name: string, label: string): DetailField => ({ name, label, kind: "count" });
const text = (name: string, label: string, maxLength: number, placeholder?: string) =>
  ({ name, label, kind: "text", placeholder, maxLength }) satisfies DetailField;
const longtext = (name: string, label: string, maxLength: number) =>
  ({ name, label, kind: "longtext", maxLength }) satisfies DetailField;

export const PROJECT_DETAIL_FIELDS: Record<ProjectTypeId, readonly DetailField[]> = {
  parking_lot: [
    choice("parkingLotType", "Parking lot type", NEW_OR_RESTRIPE),
    multi("parkingLotServices", "Additional services", sameLabel(["Crack Fill", "Sealcoat"])),
    choice("parkingLotMaterial", "Striping material", MATERIALS),
    count("numberOfStalls", "Number of stalls"),
    count("numberOfArrows", "Number of arrows"),
    count("numberOfStopBars", "Number of stop bars"),
    count("numberOfCrosswalks", "Number of crosswalks"),
  ],
  roadway: [
    choice("roadwayType", "Roadway type", NEW_OR_RESTRIPE),
    choice("roadwayMaterial", "Striping material", [
      ...MATERIALS,
      ...optionList([["tape", "Preformed tape"]]),
    ]),
    choice("removalNeeded", "Removal of old lines needed", YES_NO),
    text("roadwayLength", "Roadway length", 50, "e.g. 2 miles or 5,000 ft"),
    count("numberOfLanes", "Number of lanes"),
    choice("signsIncluded", "Signs included", YES_NO),
  ],
  signage: [
    choice(
      "governingAuthority",
      "Governing authority",
      optionList([
        ["municipality", "Municipality"],
        ["private", "Private property"],
      ]),
    ),
    count("singlePostSigns", "Number of single-post signs"),
    count("multiPostSigns", "Number of multi-post signs"),
    choice("coreDrillingNeeded", "Core drilling needed", YES_NO),
  ],
  removal: [
    choice(
      "surfaceType",
      "Surface type",
      optionList([
        ["asphalt", "Asphalt"],
        ["concrete", "Concrete"],
        ["both", "Both"],
      ]),
    ),
    count("estimatedSquareFootage", "Estimated square footage"),
    choice("waterSourceOnSite", "Water source on site", YES_NO),
    choice("dumpSiteOnSite", "Dump site on site", YES_NO),
  ],
  maintenance_of_traffic: [
    text("governingMunicipality", "Governing municipality", 150, "e.g. City of Austin"),
    choice("projectDuration", "Project duration", MOT_DURATION_OPTIONS),
    longtext("scope", "Scope of work", 2000),
  ],
};

/** Largest count accepted in a numeric detail field. */
export const MAX_COUNT = 1_000_000;

export type DetailValue = string | number | string[];
export type QuoteDetails = Record<string, DetailValue>;

/** A stored detail value as a person reads it: option labels, counts with separators. */
export function detailText(field: DetailField, value: DetailValue): string {
  if (field.kind === "count") return formatCount(Number(value));
  if (field.kind === "multi") {
    const values = Array.isArray(value) ? value : [String(value)];
    return values.map((v) => optionText(field.options, v)).join(", ");
  }
  if (field.kind === "choice") return optionText(field.options, String(value));
  return String(value);
}

/** Each chosen project type's filled detail fields, in words: what the requester gave. */
export function detailsInWords(
  types: readonly ProjectTypeId[],
  details: Record<string, unknown>,
): { type: ProjectTypeId; lines: { label: string; value: string }[] }[] {
  return types.map((type) => ({
    type,
    lines: PROJECT_DETAIL_FIELDS[type]
      .filter((f) => details[f.name] !== undefined && details[f.name] !== null)
      .map((f) => ({ label: f.label, value: detailText(f, details[f.name] as DetailValue) })),
  }));
}

/** The project's size with its unit ('240 stalls'), as a contractor needs it to price the job. */
export function sizeWithUnit(details: Record<string, unknown>, projectSize: string): string {
  if (typeof details.numberOfStalls === "number") {
    return `${formatCount(details.numberOfStalls)} stalls`;
  }
  if (typeof details.roadwayLength === "string" && details.roadwayLength) {
    return `${details.roadwayLength} of roadway`;
  }
  if (typeof details.estimatedSquareFootage === "number") {
    return `${formatCount(details.estimatedSquareFootage)} sq ft`;
  }
  return projectSize;
}

/** The timeline's words, or 'Not specified'. */
export const timelineText = (value: string | null | undefined) =>
  value ? optionText(TIMELINE_OPTIONS, value) : "Not specified";
