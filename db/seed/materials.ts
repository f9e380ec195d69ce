/**
 * The 23 materials and equipment suppliers of the demo directory, whose details are data in
 * materials.json. The companies are fictional; contact details use the reserved 555-01XX
 * numbers and example.com / .net / .org hosts.
 */
import {
  MATERIALS_CERTIFICATIONS,
  MATERIALS_COMPANY_TYPES,
  MATERIALS_EDIT_PRODUCTS,
  MATERIALS_PRODUCTS,
  SUBSCRIPTION_TIERS,
  type SubscriptionTier,
} from "~/lib/options";
import { companySlug } from "~/lib/slug";
import { reservedPhone, webPresence } from "./contact";
import { findCity } from "./geo";
import entries from "./materials.json";
import { createRandom, dateBetween, hashSeed, utc } from "./random";
import type { MaterialsSeed } from "./types";

export type { MaterialsSeed } from "./types";

type Product = (typeof MATERIALS_PRODUCTS)[number] | (typeof MATERIALS_EDIT_PRODUCTS)[number];
type Certification = (typeof MATERIALS_CERTIFICATIONS)[number];
type MaterialsType = (typeof MATERIALS_COMPANY_TYPES)[number];

const PRODUCTS: readonly string[] = [...MATERIALS_PRODUCTS, ...MATERIALS_EDIT_PRODUCTS];
const CERTIFICATIONS: readonly string[] = MATERIALS_CERTIFICATIONS;
const TYPES: readonly string[] = MATERIALS_COMPANY_TYPES;
const TIERS: readonly string[] = SUBSCRIPTION_TIERS;

interface MaterialsEntry {
  name: string;
  city: string;
  state: string;
  type: MaterialsType;
  products: Product[];
  certifications: Certification[];
  year: number;
  verified: boolean;
  tier: SubscriptionTier;
  description: string;
}

/** Anything in the data that the directory's own lists do not know stops the seed. */
function checked(e: (typeof entries)[number]): MaterialsEntry {
  const unknown = [
    ...e.products.filter((p) => !PRODUCTS.includes(p)),
    ...e.certifications.filter((c) => !CERTIFICATIONS.includes(c)),
    ...[e.type].filter((t) => !TYPES.includes(t)),
    ...[e.tier].filter((t) => !TIERS.includes(t)),
  ];
  if (unknown.length > 0)
    throw new Error(`materials.json: ${e.name} has unknown ${unknown.join(", ")}`);
  return e as MaterialsEntry;
}

const ENTRIES = entries.map(checked);

const CREATED_FROM = utc(2022, 2, 1);
const CREATED_TO = utc(2025, 12, 31);
const UPDATED_MAX = utc(2026, 10, 31);

/** The 23 materials companies, deterministic for a given seed. */
export function generateMaterialsCompanies(seed = 831): MaterialsSeed[] {
  const rng = createRandom(hashSeed(seed, "materials"));
  return ENTRIES.map((e) => {
    const place = findCity(e.city, e.state);
    const contact = webPresence(rng, e.name);
    const createdAt = dateBetween(rng, CREATED_FROM, CREATED_TO);
    const updatedAt = dateBetween(rng, createdAt.getTime(), UPDATED_MAX);
    const isClaimed = e.tier !== "free" || rng.chance(0.2);
    return {
      directory: "materials",
      name: e.name,
      slug: companySlug(e.name, e.city, e.state),
      location: e.city,
      state: e.state,
      phone: reservedPhone(rng, e.state),
      email: contact.email,
      website: contact.website,
      description: e.description,
      services: [],
      products: [...e.products],
      certifications: [...e.certifications],
      companyType: e.type,
      yearEstablished: e.year,
      isClaimed,
      isVerified: e.verified,
      subscriptionTier: e.tier,
      searchPriority: e.tier === "vip" ? 5 : e.tier === "premium" ? 2 : 0,
      receiveQuotes: rng.chance(0.85),
      latitude: place.latitude,
      longitude: place.longitude,
      customBrandColor: e.tier === "vip" ? rng.pick(["#0f766e", "#1d4ed8", "#b45309"]) : null,
      createdAt,
      updatedAt,
    };
  });
}
