/** The 50 US states, the only state codes a listing may have. */
import { optionList } from "./option-list";

// prettier-ignore
export const STATES = [
  ["AL", "Alabama"], ["AK", "Alaska"], ["AZ", "Arizona"], ["AR", "Arkansas"],
  ["CA", "California"], ["CO", "Colorado"], ["CT", "Connecticut"], ["DE", "Delaware"],
  ["FL", "Florida"], ["GA", "Georgia"], ["HI", "Hawaii"], ["ID", "Idaho"],
  ["IL", "Illinois"], ["IN", "Indiana"], ["IA", "Iowa"], ["KS", "Kansas"],
  ["KY", "Kentucky"], ["LA", "Louisiana"], ["ME", "Maine"], ["MD", "Maryland"],
  ["MA", "Massachusetts"], ["MI", "Michigan"], ["MN", "Minnesota"], ["MS", "Mississippi"],
  ["MO", "Missouri"], ["MT", "Montana"], ["NE", "Nebraska"], ["NV", "Nevada"],
  ["NH", "New Hampshire"], ["NJ", "New Jersey"], ["NM", "New Mexico"], ["NY", "New York"],
  ["NC", "North Carolina"], ["ND", "North Dakota"], ["OH", "Ohio"], ["OK", "Oklahoma"],
  ["OR", "Oregon"], ["PA", "Pennsylvania"], ["RI", "Rhode Island"], ["SC", "South Carolina"],
  ["SD", "South Dakota"], ["TN", "Tennessee"], ["TX", "Texas"], ["UT", "Utah"],
  ["VT", "Vermont"], ["VA", "Virginia"], ["WA", "Washington"], ["WV", "West Virginia"],
  ["WI", "Wisconsin"], ["WY", "Wyoming"],
] as const satisfies readonly (readonly [string, string])[];

export type StateCode = (typeof STATES)[number][0];

export const STATE_OPTIONS = optionList(STATES);

export const STATE_CODES: readonly string[] = STATES.map(([code]) => code);

const NAME_BY_CODE = new Map<string, string>(STATES);

export function isStateCode(value: string): value is StateCode {
  return NAME_BY_CODE.has(value);
}

export function stateName(code: string): string {
  return NAME_BY_CODE.get(code) ?? code;
}

/** "texas" / "new-york" for URLs. */
export function stateSlug(code: string): string {
  return stateName(code).toLowerCase().replace(/\s+/g, "-");
}
