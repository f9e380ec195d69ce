/** Name parts shared by the company and review generators; the lists are data (names.json). */
import names from "./names.json";

export const SURNAMES: readonly string[] = names.surnames;
export const FIRST_NAMES: readonly string[] = names.firstNames;
