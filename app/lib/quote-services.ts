/**
 * The quote form's project types and, written down once, which stored striping
 * services fit each of them. Matching reads this; so do the form, the mails and the tests.
 * The names are the stored ones of SERVICE_CATEGORIES / STRIPING_SERVICES and the seed.
 */
export const QUOTE_PROJECT_TYPES = [
  {
    id: "parking_lot",
    label: "Parking Lot Striping",
    services: [
      "Parking Lot Striping",
      "Paint Striping",
      "Sealcoating & Maintenance",
      "ADA Compliance",
    ],
  },
  {
    id: "roadway",
    label: "Roadway Striping",
    services: [
      "Road Striping",
      "Road Marking",
      "Highway Marking",
      "Thermoplastic Striping",
      "Thermoplastic",
    ],
  },
  { id: "signage", label: "Signage Installation", services: ["Signage & Markings"] },
  { id: "removal", label: "Line Removal", services: ["Hydroblasting", "Line Removal"] },
  {
    id: "maintenance_of_traffic",
    label: "Maintenance of Traffic (MOT)",
    services: ["Traffic Control", "Maintenance of Traffic/MOT"],
  },
] as const;

export type ProjectTypeId = (typeof QUOTE_PROJECT_TYPES)[number]["id"];

export const PROJECT_TYPE_IDS: readonly ProjectTypeId[] = QUOTE_PROJECT_TYPES.map((t) => t.id);

export function isProjectTypeId(value: string): value is ProjectTypeId {
  return (PROJECT_TYPE_IDS as readonly string[]).includes(value);
}

export function projectTypeLabel(id: ProjectTypeId): string {
  return QUOTE_PROJECT_TYPES.find((t) => t.id === id)!.label;
}

/**
 * The requested work itself, per project type (decision 044): a firm that lists one of these
 * comes before firms that list only related work (a sealcoater for a parking-lot restripe, a
 * DOT-certified firm for road striping). The rest of `services` is related work; a method such
 * as paint is one of them, since a runway striper lists it too.
 */
const REQUESTED_WORK: Record<ProjectTypeId, readonly string[]> = {
  parking_lot: ["Parking Lot Striping"],
  roadway: ["Road Striping", "Road Marking", "Highway Marking", "Thermoplastic Striping"],
  signage: ["Signage & Markings"],
  removal: ["Line Removal", "Hydroblasting"],
  maintenance_of_traffic: ["Maintenance of Traffic/MOT", "Traffic Control"],
};

/** The stored service names that are the chosen work itself. */
export function requestedWork(ids: readonly ProjectTypeId[]): string[] {
  return [...new Set(ids.flatMap((id) => REQUESTED_WORK[id]))];
}

/** Every stored service name that fits at least one of the chosen project types. */
export function servicesForProjectTypes(ids: readonly ProjectTypeId[]): string[] {
  const names = QUOTE_PROJECT_TYPES.filter((t) => ids.includes(t.id)).flatMap((t) => t.services);
  return [...new Set<string>(names)];
}
