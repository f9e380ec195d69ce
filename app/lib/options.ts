/** The option lists, written down once for pages, API, seed and tests. */
import { optionList } from "./option-list";

/** Browse service categories, each mapped to the stored service names it covers. */
export const SERVICE_CATEGORIES = [
  { label: "Road Striping", services: ["Road Striping"], color: "blue" },
  { label: "Parking Lot Striping", services: ["Parking Lot Striping"], color: "green" },
  {
    label: "Runway/Airport Striping",
    services: ["Airport Markings", "Runway Striping", "Runway/Airport Striping"],
    color: "sky",
  },
  { label: "Paint Striping", services: ["Paint Striping"], color: "amber" },
  {
    label: "Thermoplastic Striping",
    services: ["Thermoplastic Striping", "Thermoplastic"],
    color: "orange",
  },
  // A credential, not a service: the listings holding a DOT prequalification.
  { label: "DOT Certified", services: [], credential: "dot_prequalified", color: "indigo" },
  {
    label: "Maintenance of Traffic (MOT)",
    services: ["Traffic Control", "Maintenance of Traffic/MOT"],
    color: "red",
  },
  { label: "Signage & Markings", services: ["Signage & Markings"], color: "purple" },
  { label: "Sealcoating & Maintenance", services: ["Sealcoating & Maintenance"], color: "stone" },
  { label: "Hydroblasting", services: ["Hydroblasting"], color: "cyan" },
] as const;

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export function findServiceCategory(label: string): ServiceCategory | undefined {
  return SERVICE_CATEGORIES.find((c) => c.label === label);
}

/** Services offered when adding or editing a striping company. */
export const STRIPING_SERVICES = [
  "Road Striping",
  "Parking Lot Striping",
  "Runway/Airport Striping",
  "Paint Striping",
  "Thermoplastic Striping",
  "Maintenance of Traffic/MOT",
  "Signage & Markings",
  "Sealcoating & Maintenance",
  "Hydroblasting",
  // Services the search chips, quote matching and the directory's data use: one list, so an
  // owner can offer every service a visitor can look for.
  "Road Marking",
  "Highway Marking",
  "Traffic Control",
  "ADA Compliance",
  "Line Removal",
] as const;

/** Advanced-search service chips; each matches stored services by substring. */
export const ADVANCED_SERVICE_CHIPS = [
  "Road Marking",
  "Parking Lot Striping",
  "Sealcoating",
  "Signage",
  "Thermoplastic",
  "Highway Marking",
  "Traffic Control",
  "ADA Compliance",
] as const;

/** Browse certification chips; each is a credential kind (CREDENTIAL_LABELS). */
export const CERTIFICATION_CHIPS = [
  "DOT Certified",
  "BBB Accredited",
  "Veteran Owned",
  "Woman Owned",
  "DBE Certified",
  "Licensed & Insured",
  "ATSSA Member",
] as const;

export const MATERIALS_PRODUCTS = [
  "Paint",
  "Thermoplastic",
  "Glass Beads",
  "Equipment",
  "Primer",
  "Sealant",
  "Tools",
] as const;

export const MATERIALS_EDIT_PRODUCTS = [
  "Paint",
  "Thermoplastic",
  "Glass Beads",
  "Reflective Tape",
  "Road Marking Equipment",
  "Striping Machines",
  "Hydroblasting Equipment",
  "Safety Equipment",
  "Traffic Cones",
  "Preformed Markings",
  "Primer",
  "Sealers",
  "Adhesives",
] as const;

export const MATERIALS_COMPANY_TYPES = ["Manufacturer", "Distributor", "Supplier"] as const;

export const MATERIALS_EDIT_COMPANY_TYPES = [
  "Manufacturer",
  "Distributor",
  "Supplier",
  "Equipment Dealer",
  "Service Provider",
] as const;

export const MATERIALS_CERTIFICATIONS = [
  "ISO 9001",
  "ANSI Standards",
  "DOT Approved",
  "FHWA Certified",
  "AASHTO Compliant",
  "Buy America Compliant",
] as const;

export const REVIEW_PROJECT_TYPES = optionList([
  ["parking-lot", "Parking Lot Striping"],
  ["road-marking", "Road Marking"],
  ["sealcoating", "Sealcoating"],
  ["signage", "Traffic Signage"],
  ["other", "Other"],
]);

export const REVIEW_PROJECT_SIZES = optionList([
  ["small", "Under $5,000"],
  ["medium", "$5,000 - $25,000"],
  ["large", "$25,000 - $100,000"],
  ["enterprise", "$100,000+"],
]);

export const BLOG_CATEGORIES = ["Industry News", "Technology", "Safety", "Regulations"] as const;

/** Fixed terms under 'Popular Searches' in the quick-search dropdown. */
export const POPULAR_SERVICE_TERMS = [
  "Parking Lot Striping",
  "Road Striping",
  "Thermoplastic",
  "Sealcoating",
  "Traffic Control",
  "Airport Markings",
] as const;

export const SUBSCRIPTION_TIERS = ["free", "premium", "vip"] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const TIER_RANK: Record<SubscriptionTier, number> = { free: 0, premium: 1, vip: 2 };
/** A plan's name as people read it: the free plan is "Standard". */
export const TIER_LABEL: Record<SubscriptionTier, string> = {
  free: "Standard",
  premium: "Premium",
  vip: "VIP",
};

/**
 * Every service name a listing may store: the add/edit options, the names the browse categories
 * map to, and the extra specialities the directory's data carries.
 */
export const KNOWN_SERVICE_NAMES: readonly string[] = [
  ...new Set<string>([
    ...STRIPING_SERVICES,
    ...SERVICE_CATEGORIES.flatMap((c) => c.services as readonly string[]),
    "Road Marking",
    "Highway Marking",
    "ADA Compliance",
    "Line Removal",
  ]),
];
