/**
 * Places for the demo data: cities and coordinates from the `zipcodes` package, a rough
 * population weight per state, and plausible area codes for the reserved 555-01XX numbers.
 */
import { createRequire } from "node:module";
import type { Random } from "./random";

interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

interface ZipcodesModule {
  lookupByState(state: string): ZipRecord[];
  lookupByName(city: string, state: string): ZipRecord[];
}

// zipcodes is CommonJS without type declarations; a local typed require keeps it contained.
const zipcodes = createRequire(import.meta.url)("zipcodes") as ZipcodesModule;

export interface City {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** How many ZIP codes the city has: a rough stand-in for its size. */
  zipCount: number;
}

const round4 = (n: number) => Math.round(n * 10000) / 10000;

function aggregate(records: ZipRecord[]): City[] {
  const byCity = new Map<string, ZipRecord[]>();
  for (const r of records) {
    const list = byCity.get(r.city);
    if (list) list.push(r);
    else byCity.set(r.city, [r]);
  }
  const cities: City[] = [];
  for (const [city, list] of byCity) {
    let lat = 0;
    let lon = 0;
    for (const r of list) {
      lat += r.latitude;
      lon += r.longitude;
    }
    cities.push({
      city,
      state: list[0].state,
      latitude: round4(lat / list.length),
      longitude: round4(lon / list.length),
      zipCount: list.length,
    });
  }
  // The package's order is stable, but sort anyway so the pick never depends on it.
  return cities.sort((a, b) => (a.city < b.city ? -1 : a.city > b.city ? 1 : 0));
}

const cityCache = new Map<string, { cities: City[]; cumulative: number[] }>();

function stateCities(state: string) {
  let entry = cityCache.get(state);
  if (!entry) {
    const cities = aggregate(zipcodes.lookupByState(state));
    if (cities.length === 0) throw new Error(`zipcodes has no cities for ${state}`);
    // Weight by ZIP count to the power 1.5: cities get most companies, small towns a few.
    const cumulative: number[] = [];
    let total = 0;
    for (const c of cities) cumulative.push((total += Math.pow(c.zipCount, 1.5)));
    entry = { cities, cumulative };
    cityCache.set(state, entry);
  }
  return entry;
}

/** A city of the state, bigger cities more likely. */
export function pickCity(rng: Random, state: string): City {
  const { cities, cumulative } = stateCities(state);
  const r = rng.next() * cumulative[cumulative.length - 1];
  // Binary search: the first city whose cumulative weight exceeds r (fast for 100k picks).
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] > r) hi = mid;
    else lo = mid + 1;
  }
  return cities[lo];
}

/** A named city's coordinates (mean of its ZIP codes), or the state's biggest city. */
export function findCity(city: string, state: string): City {
  const records = zipcodes.lookupByName(city, state);
  if (records.length > 0) return { ...aggregate(records)[0], city };
  const { cities } = stateCities(state);
  return cities.reduce((a, b) => (b.zipCount > a.zipCount ? b : a));
}

/** 2020 census population in thousands, as allocation weights. */
// prettier-ignore
export const STATE_POPULATION: Record<string, number> = {
  AL: 5024, AK: 733, AZ: 7152, AR: 3012, CA: 39538, CO: 5774, CT: 3606, DE: 990,
  FL: 21538, GA: 10712, HI: 1455, ID: 1839, IL: 12813, IN: 6786, IA: 3190, KS: 2938,
  KY: 4506, LA: 4658, ME: 1362, MD: 6177, MA: 7030, MI: 10077, MN: 5706, MS: 2961,
  MO: 6155, MT: 1084, NE: 1962, NV: 3105, NH: 1378, NJ: 9289, NM: 2118, NY: 20201,
  NC: 10439, ND: 779, OH: 11799, OK: 3959, OR: 4237, PA: 13003, RI: 1097, SC: 5118,
  SD: 887, TN: 6911, TX: 29146, UT: 3272, VT: 643, VA: 8631, WA: 7705, WV: 1794,
  WI: 5894, WY: 577,
};

/** Real area codes of each state (numbers built on them use the reserved 555-01XX range). */
// prettier-ignore
export const AREA_CODES: Record<string, readonly number[]> = {
  AL: [205, 251, 256, 334], AK: [907], AZ: [480, 520, 602, 623, 928], AR: [479, 501, 870],
  CA: [209, 213, 310, 415, 510, 559, 619, 626, 714, 818, 909, 916, 949],
  CO: [303, 719, 720, 970], CT: [203, 860], DE: [302],
  FL: [305, 321, 352, 407, 561, 727, 813, 850, 904, 954],
  GA: [404, 470, 478, 678, 706, 770, 912], HI: [808], ID: [208],
  IL: [217, 309, 312, 618, 630, 708, 773, 815, 847], IN: [219, 260, 317, 574, 765, 812],
  IA: [319, 515, 563, 641, 712], KS: [316, 620, 785, 913], KY: [270, 502, 606, 859],
  LA: [225, 318, 337, 504, 985], ME: [207], MD: [240, 301, 410, 443],
  MA: [413, 508, 617, 781, 978], MI: [248, 269, 313, 517, 586, 616, 734, 810, 989],
  MN: [218, 507, 612, 651, 763, 952], MS: [228, 601, 662], MO: [314, 417, 573, 636, 816],
  MT: [406], NE: [308, 402], NV: [702, 775], NH: [603], NJ: [201, 609, 732, 856, 908, 973],
  NM: [505, 575], NY: [212, 315, 516, 518, 585, 607, 631, 716, 718, 845, 914],
  NC: [252, 336, 704, 828, 910, 919], ND: [701], OH: [216, 330, 419, 440, 513, 614, 740, 937],
  OK: [405, 580, 918], OR: [503, 541, 971], PA: [215, 412, 484, 570, 610, 717, 724, 814],
  RI: [401], SC: [803, 843, 864], SD: [605], TN: [423, 615, 731, 865, 901, 931],
  TX: [210, 214, 254, 281, 361, 409, 432, 512, 713, 806, 817, 832, 903, 915, 936, 940, 956, 972],
  UT: [385, 435, 801], VT: [802], VA: [276, 434, 540, 571, 703, 757, 804],
  WA: [206, 253, 360, 425, 509], WV: [304, 681], WI: [262, 414, 608, 715, 920], WY: [307],
};
