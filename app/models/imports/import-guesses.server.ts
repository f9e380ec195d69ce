import type { ImportMapping } from "~/lib/import-fields";
import {
  guessService,
  splitWorkClasses,
  workClassKey,
  type WorkClassMap,
} from "~/lib/import-work-classes";
import { STATES } from "~/lib/states";
import { stateCode } from "~/models/search/geocode.server";
import type { CsvFile } from "./import-rows.server";

/** The most distinct work classes the mapping step lists; the rest take their first guess. */
export const WORK_CLASS_ROWS = 200;

export type WorkClassChoice = { key: string; value: string; rows: number; service: string };

/**
 * The distinct values of the work-classes column, most frequent first, each with the service it
 * maps to: the source's saved choice, else the first guess ('' = kept as the description).
 */
export function workClassChoices(
  file: CsvFile,
  mapping: ImportMapping,
  saved: WorkClassMap,
): { choices: WorkClassChoice[]; total: number } {
  const at = mapping.services === undefined ? -1 : file.headers.indexOf(mapping.services);
  if (at < 0) return { choices: [], total: 0 };
  const seen = new Map<string, WorkClassChoice>();
  for (const cells of file.records) {
    for (const value of splitWorkClasses(cells[at] ?? "")) {
      const key = workClassKey(value);
      const known = seen.get(key);
      if (known) known.rows += 1;
      else seen.set(key, { key, value, rows: 1, service: saved[key] ?? guessService(value) });
    }
  }
  const all = [...seen.values()].sort((a, b) => b.rows - a.rows || a.key.localeCompare(b.key));
  return { choices: all.slice(0, WORK_CLASS_ROWS), total: all.length };
}

/**
 * The state a list is most likely for: the one its name says ('Ohio UCP DBE directory'), else
 * the state most of its rows are in.
 */
export function guessListState(sourceName: string, file: CsvFile, mapping: ImportMapping) {
  const name = ` ${sourceName.toLowerCase().replace(/[^a-z]+/g, " ")} `;
  const named = STATES.find(([, full]) => name.includes(` ${full.toLowerCase()} `));
  if (named) return named[0];
  const at = mapping.state === undefined ? -1 : file.headers.indexOf(mapping.state);
  if (at < 0) return "";
  const tally = new Map<string, number>();
  for (const cells of file.records) {
    const code = stateCode(cells[at] ?? "");
    if (code) tally.set(code, (tally.get(code) ?? 0) + 1);
  }
  return [...tally].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}
