/**
 * Landing pages per state (/striping-companies/texas) and per service in a state
 * (/striping-companies/texas/parking-lot-striping): their paths and the text written for them.
 */
import { SERVICE_CATEGORIES, type ServiceCategory } from "./options";
import { slugify } from "./slug";
import { STATES, stateName, stateSlug } from "./states";

export const LANDING_ROOT = "/striping-companies";

export function serviceSlug(label: string): string {
  return slugify(label);
}

export function stateFromSlug(slug: string | undefined): string | undefined {
  if (!slug) return undefined;
  return STATES.find(([code]) => stateSlug(code) === slug.toLowerCase())?.[0];
}

export function serviceFromSlug(slug: string | undefined): ServiceCategory | undefined {
  if (!slug) return undefined;
  return SERVICE_CATEGORIES.find((c) => serviceSlug(c.label) === slug.toLowerCase());
}

export function statePath(code: string): string {
  return `${LANDING_ROOT}/${stateSlug(code)}`;
}

export function stateServicePath(code: string, label: string): string {
  return `${statePath(code)}/${serviceSlug(label)}`;
}

/** "Houston, Dallas and Austin". */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

// Where winter decides the striping calendar, where sun and heat do, and the rest.
const SNOW_BELT = new Set([
  "AK",
  "CO",
  "CT",
  "IA",
  "ID",
  "IL",
  "IN",
  "MA",
  "ME",
  "MI",
  "MN",
  "MT",
  "ND",
  "NE",
  "NH",
  "NJ",
  "NY",
  "OH",
  "PA",
  "RI",
  "SD",
  "UT",
  "VT",
  "WI",
  "WV",
  "WY",
]);
const SUN_BELT = new Set(["AL", "AZ", "CA", "FL", "GA", "HI", "LA", "MS", "NM", "NV", "SC", "TX"]);

export function climateSentence(code: string): string {
  const name = stateName(code);
  if (SNOW_BELT.has(code)) {
    return `Winters in ${name} shape the work: most paint can only go down once pavement and air are reliably above 50°F, so spring and summer calendars fill early, and snowplows wear raised and surface markings, which is why many agencies here specify durable or recessed lines.`;
  }
  if (SUN_BELT.has(code)) {
    return `In ${name} striping can run most of the year, but sun, heat and heavy traffic fade and wear markings quickly, so owners often restripe parking lots every one to two years and choose thermoplastic or high-build paint for busy roads.`;
  }
  return `${name} has a long striping season with cold snaps at each end, so contractors here plan most paint work between spring and late fall and schedule night work around traffic on busier routes.`;
}

/** A sentence or two on what each service covers, to open its landing page. */
export const SERVICE_BLURBS: Record<ServiceCategory["label"], string> = {
  "Road Striping":
    "Road striping covers center lines, lane lines, edge lines, stop bars and legends on public streets and highways, laid out to the MUTCD and the state DOT's standard plans.",
  "Parking Lot Striping":
    "Parking lot striping covers new layouts and restriping of stalls, arrows, fire lanes, crosswalks and ADA-accessible spaces with their access aisles.",
  "Runway/Airport Striping":
    "Airport striping covers runway, taxiway and apron markings, which follow FAA advisory circulars and usually need airside access, escorts and night work.",
  "Paint Striping":
    "Paint striping uses waterborne or solvent traffic paint with glass beads: the quickest and most economical marking for parking lots and lower-volume roads.",
  "Thermoplastic Striping":
    "Thermoplastic striping melts a durable resin compound onto the pavement; it costs more than paint but lasts years longer on busy roads, crosswalks and stop bars.",
  "DOT Certified":
    "DOT-certified contractors are prequalified for state transportation department and federal-aid work, with the paperwork, bonding and crews those contracts require.",
  "Maintenance of Traffic (MOT)":
    "Maintenance of traffic (MOT) contractors plan and run work-zone traffic control: signs, cones, arrow boards, flaggers and shadow vehicles, following Part 6 of the MUTCD.",
  "Signage & Markings":
    "Signage and markings contractors install traffic and parking signs along with pavement symbols, words and curb painting, so a site's signs and lines match.",
  "Sealcoating & Maintenance":
    "Sealcoating and maintenance protects asphalt with sealer, crack filling and patching, and is usually followed by restriping the freshly sealed surface.",
  Hydroblasting:
    "Hydroblasting removes old markings, rubber and coatings with high-pressure water, leaving far fewer ghost lines and less pavement scarring than grinding.",
};

/** The ?page= of a listing URL: a positive integer, 1 when missing or nonsense. */
export function readPage(url: string): number {
  const n = Number.parseInt(new URL(url).searchParams.get("page") ?? "", 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 10_000) : 1;
}

export function pagedPath(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/** The browse categories a company's stored services fall into, in SERVICE_CATEGORIES order. */
export function categoriesOfServices(services: readonly string[]): string[] {
  return SERVICE_CATEGORIES.filter((c) =>
    (c.services as readonly string[]).some((s) => services.includes(s)),
  ).map((c) => c.label);
}
