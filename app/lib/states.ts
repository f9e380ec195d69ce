/** The 50 US states, the only state codes a listing may have. */
import { optionList } from "./option-list";
import NAMES from "./us-states.json";

export type StateCode = keyof typeof NAMES;

/** Code and name, in the order of their names (the list kept as data in us-states.json). */
export const STATES = Object.entries(NAMES) as [StateCode, string][];

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
