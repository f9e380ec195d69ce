import { formatCount } from "./format";
import { listPhrase } from "./landing";
import { STATE_CODES, stateName } from "./states";

/**
 * Where a firm works (decision 049): a travel radius from its city and/or the
 * states it serves. The pages' words and limits; the forms' checks are `coverage-schema.ts`
 * (apart, so a card that says 'Based in …' loads no zod) and the rule itself is
 * `app/models/listings/coverage.server.ts`.
 */
export const DEFAULT_TRAVEL_MILES = 100;
export const TRAVEL_MILES_MIN = 10;
export const TRAVEL_MILES_MAX = 1000;

export type Coverage = {
  /** The owner's travel radius in miles, or null: the default applies. */
  miles: number | null;
  /** Two-letter codes of the states it serves, in the site's order. */
  states: string[];
};

export const COVERAGE_MESSAGES = {
  miles: `Enter a whole number of miles from ${TRAVEL_MILES_MIN} to ${TRAVEL_MILES_MAX}, or leave it empty.`,
  states: "Choose states from the list.",
} as const;

/** The site's order, no repeats, only known codes (the caller refuses unknown ones first). */
export function orderedStates(states: readonly string[]): string[] {
  return STATE_CODES.filter((code) => states.includes(code));
}

/** 'Based in Fort Worth, TX': a firm shown where it serves but is not based. */
export const basedIn = (location: string, state: string) => `Based in ${location}, ${state}`;

/** The card's words for a firm that serves the searched place from beyond the radius. */
export const SERVES_THIS_AREA = "serves this area";

/** What the owner's settings say, in a sentence (the dashboard's summary). */
export function describeCoverage(coverage: Coverage): string {
  const miles = coverage.miles ?? DEFAULT_TRAVEL_MILES;
  const radius = `Within ${miles} miles of its city${coverage.miles === null ? " (the default)" : ""}`;
  if (!coverage.states.length) return `${radius}.`;
  return `${radius}, and anywhere in ${coverage.states.map(stateName).join(", ")}.`;
}

/**
 * Where a firm works, as its page and card say it: 'Works within 300 miles of Fort Worth, TX,
 * and anywhere in Oklahoma' (the default radius when the owner set none: it still applies).
 */
export function coverageWords(
  place: { location: string; state: string },
  coverage: Coverage,
): string {
  const radius = `Works within ${coverage.miles ?? DEFAULT_TRAVEL_MILES} miles of ${place.location}, ${place.state}`;
  if (!coverage.states.length) return radius;
  return `${radius}, and anywhere in ${listPhrase(coverage.states.map(stateName))}`;
}

/** The requester's words when no listed firm serves the request. */
export function unservedText(place: string, services: readonly string[]): string {
  return `No listed contractor serves ${place} for ${services.join(" or ")} yet. We have kept your request and our team will look for one.`;
}

/**
 * A search by place's count line (decision 049): the firms within the radius, and apart those
 * based farther away that serve the place, never counted as 'within'.
 */
export function nearCountText(
  near: { label: string; radiusMiles: number; within: number; servedFromAfar: number },
  showing = "Showing ",
): string {
  const firms = (n: number) => `${formatCount(n)} ${n === 1 ? "company" : "companies"}`;
  const where = `within ${near.radiusMiles} miles of ${near.label}`;
  const far = near.servedFromAfar;
  const afar = `${firms(far)} based farther away that ${far === 1 ? "serves" : "serve"} it`;
  if (!far) return `${showing}${firms(near.within)} ${where}`;
  if (!near.within) return `No companies ${where}; ${showing ? "showing " : ""}${afar}`;
  return `${showing}${firms(near.within)} ${where}, and ${afar}`;
}

/** Why the firm a request was addressed to did not receive it (page, form and mail alike). */
export const MISSED_REASON =
  "it does not serve your project's location, does not offer the services you chose, or does not take quote requests.";

/** What an owner reads on the coverage page while an address is not proven (decision 049). */
export const COVERAGE_UNPROVEN_NOTE = `Your listing is shown on other states' pages, and in searches and quote requests beyond ${DEFAULT_TRAVEL_MILES} miles of your city, once your account's e-mail address and the listing's e-mail address are confirmed.`;
