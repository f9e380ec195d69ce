/**
 * The detail fields of each project type, described once so the form renders them,
 * the schema validates them and the contractor's mail lists them with the same labels.
 */
import { optionList, optionText, sameLabel, type Option } from "./option-list";
import type { ProjectTypeId } from "./quote-services";

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

export const PROJECT_DETAIL_FIELDS: Record<ProjectTypeId, readonly DetailField[]> = {
  parking_lot: [
    { name: "parkingLotType", label: "Parking lot type", kind: "choice", options: NEW_OR_RESTRIPE },
    {
      name: "parkingLotServices",
      label: "Additional services",
      kind: "multi",
      options: sameLabel(["Crack Fill", "Sealcoat"]),
    },
    { name: "parkingLotMaterial", label: "Striping material", kind: "choice", options: MATERIALS },
    { name: "numberOfStalls", label: "Number of stalls", kind: "count" },
    { name: "numberOfArrows", label: "Number of arrows", kind: "count" },
    { name: "numberOfStopBars", label: "Number of stop bars", kind: "count" },
    { name: "numberOfCrosswalks", label: "Number of crosswalks", kind: "count" },
  ],
  roadway: [
    { name: "roadwayType", label: "Roadway type", kind: "choice", options: NEW_OR_RESTRIPE },
    {
      name: "roadwayMaterial",
      label: "Striping material",
      kind: "choice",
      options: [...MATERIALS, ...optionList([["tape", "Preformed tape"]])],
    },
    {
      name: "removalNeeded",
      label: "Removal of old lines needed",
      kind: "choice",
      options: YES_NO,
    },
    {
      name: "roadwayLength",
      label: "Roadway length",
      kind: "text",
      placeholder: "e.g. 2 miles or 5,000 ft",
      maxLength: 50,
    },
    { name: "numberOfLanes", label: "Number of lanes", kind: "count" },
    { name: "signsIncluded", label: "Signs included", kind: "choice", options: YES_NO },
  ],
  signage: [
    {
      name: "governingAuthority",
      label: "Governing authority",
      kind: "choice",
      options: optionList([
        ["municipality", "Municipality"],
        ["private", "Private property"],
      ]),
    },
    { name: "singlePostSigns", label: "Number of single-post signs", kind: "count" },
    { name: "multiPostSigns", label: "Number of multi-post signs", kind: "count" },
    { name: "coreDrillingNeeded", label: "Core drilling needed", kind: "choice", options: YES_NO },
  ],
  removal: [
    {
      name: "surfaceType",
      label: "Surface type",
      kind: "choice",
      options: optionList([
        ["asphalt", "Asphalt"],
        ["concrete", "Concrete"],
        ["both", "Both"],
      ]),
    },
    { name: "estimatedSquareFootage", label: "Estimated square footage", kind: "count" },
    { name: "waterSourceOnSite", label: "Water source on site", kind: "choice", options: YES_NO },
    { name: "dumpSiteOnSite", label: "Dump site on site", kind: "choice", options: YES_NO },
  ],
  maintenance_of_traffic: [
    {
      name: "governingMunicipality",
      label: "Governing municipality",
      kind: "text",
      placeholder: "e.g. City of Austin",
      maxLength: 150,
    },
    {
      name: "projectDuration",
      label: "Project duration",
      kind: "choice",
      options: MOT_DURATION_OPTIONS,
    },
    { name: "scope", label: "Scope of work", kind: "longtext", maxLength: 2000 },
  ],
};

/** Largest count accepted in a numeric detail field. */
export const MAX_COUNT = 1_000_000;

export type DetailValue = string | number | string[];
export type QuoteDetails = Record<string, DetailValue>;

/** A stored detail value as a person reads it: option labels, counts with separators. */
export function detailText(field: DetailField, value: DetailValue): string {
  if (field.kind === "count") return Number(value).toLocaleString("en-US");
  if (field.kind === "multi") {
    const values = Array.isArray(value) ? value : [String(value)];
    return values.map((v) => optionText(field.options, v)).join(", ");
  }
  if (field.kind === "choice") return optionText(field.options, String(value));
  return String(value);
}
