import { STRIPING_SERVICES } from "./options";

/**
 * A public list's work classes ('Pavement Marking', 'Striping') as the directory's services.
 * The operator maps each value once per source (saved with its columns); a value left unmapped
 * is kept in the listing's description, never stored as a service outside the directory's list:
 * such a service matched no search or quote request and blocked the owner's edit form.
 */
export type WorkClassMap = Record<string, string>;

/** The same work class however a list spells it: 'PAVEMENT  marking' = 'Pavement Marking'. */
export const workClassKey = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();

/** The values of one cell of the work-classes column. */
export function splitWorkClasses(cell: string): string[] {
  return [
    ...new Set(
      cell
        .split(/[;|,]/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

export const isDirectoryService = (name: string) =>
  (STRIPING_SERVICES as readonly string[]).includes(name);

/**
 * First guesses, in order. Migration 0029 repairs listings imported before the mapping existed
 * with the same table, written in SQL: change both together.
 */
const GUESSES: [RegExp, (typeof STRIPING_SERVICES)[number]][] = [
  [/thermo/, "Thermoplastic Striping"],
  [/parking/, "Parking Lot Striping"],
  [/airport|runway|airfield/, "Runway/Airport Striping"],
  [/hydro ?blast|water ?blast/, "Hydroblasting"],
  [/seal ?coat/, "Sealcoating & Maintenance"],
  [/maintenance of traffic|\bmot\b|traffic control|flagg/, "Maintenance of Traffic/MOT"],
  [/removal|eradication|grinding/, "Line Removal"],
  [/sign/, "Signage & Markings"],
  [/highway marking/, "Highway Marking"],
  [/pavement marking|road marking|striping|line painting|traffic (paint|line)/, "Road Striping"],
  [/paint/, "Paint Striping"],
];

/** The service a work class most likely is, or '' (kept as the listing's description). */
export function guessService(value: string): string {
  const key = workClassKey(value);
  const exact = STRIPING_SERVICES.find((s) => s.toLowerCase() === key);
  if (exact) return exact;
  return GUESSES.find(([pattern]) => pattern.test(key))?.[1] ?? "";
}

/** A value's service under the saved map (its guess when the map does not name it). */
export function serviceOf(map: WorkClassMap, value: string): string {
  const chosen = map[workClassKey(value)];
  const service = chosen === undefined ? guessService(value) : chosen;
  return isDirectoryService(service) ? service : "";
}

/** A row's work classes: the directory's services, and the values kept as words. */
export function mapWorkClasses(map: WorkClassMap, cell: string) {
  const services = new Set<string>();
  const unmapped: string[] = [];
  for (const value of splitWorkClasses(cell)) {
    const service = serviceOf(map, value);
    if (service) services.add(service);
    else unmapped.push(value);
  }
  return { services: [...services], unmapped };
}

/** The description an unmapped work class is kept in, after the list's own description. */
export function describeWork(description: string, unmapped: readonly string[]): string {
  const work = unmapped.length ? `Work classes: ${unmapped.join("; ")}.` : "";
  return [description, work].filter(Boolean).join("\n\n");
}
