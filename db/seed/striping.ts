/**
 * Striping contractors for the demo directory: a pure, deterministic generator that scales
 * from the 831 demo listings to 100,000+ for benchmarks. Names are built by combination and
 * slugs get a numeric suffix when they repeat.
 */
import { SERVICE_CATEGORIES, type SubscriptionTier } from "~/lib/options";
import { companySlug } from "~/lib/slug";
import { STATE_CODES, stateName } from "~/lib/states";
import { reservedPhone, webPresence } from "./contact";
import { pickCity, STATE_POPULATION } from "./geo";
import { SURNAMES } from "./names";
import { createRandom, dateBetween, hashSeed, utc, type Random } from "./random";
import type { StripingSeed } from "./types";
import { seedCredentials } from "./credentials";

export type { StripingSeed } from "./types";

/** Every stored service name the browse categories cover, plus the advanced-chip ones. */
export const STRIPING_SERVICE_NAMES: readonly string[] = [
  ...new Set([
    ...SERVICE_CATEGORIES.flatMap((c) => c.services as readonly string[]),
    "Road Marking",
    "Highway Marking",
    "ADA Compliance",
    "Line Removal",
  ]),
];

const SERVICE_WEIGHTS: Record<string, number> = {
  "Parking Lot Striping": 80,
  "Road Striping": 40,
  "Paint Striping": 30,
  "Sealcoating & Maintenance": 30,
  "Thermoplastic Striping": 24,
  "Signage & Markings": 24,
  "ADA Compliance": 20,
  "Road Marking": 15,
  "Traffic Control": 14,
  "DOT Certified": 12,
  Thermoplastic: 10,
  "Maintenance of Traffic/MOT": 10,
  "Line Removal": 10,
  "Highway Marking": 8,
  Hydroblasting: 8,
  "Airport Markings": 4,
  "Runway Striping": 3,
  "Runway/Airport Striping": 3,
};

// 'DOT Certified' stays in the draw, so every other listing comes out as before; a listing that
// draws it holds the credential instead of the service (migration 0024).
const DOT = "DOT Certified";
const SERVICE_POOL: [string, number][] = [...STRIPING_SERVICE_NAMES, DOT].map((s) => [
  s,
  SERVICE_WEIGHTS[s] ?? 5,
]);

/** Per-state company counts: at least min(3, count/50) each, the rest by population. */
export function allocateByState(count: number): Map<string, number> {
  const base = Math.min(3, Math.floor(count / STATE_CODES.length));
  const rest = count - base * STATE_CODES.length;
  const totalPop = STATE_CODES.reduce((sum, s) => sum + STATE_POPULATION[s], 0);
  const quotas = STATE_CODES.map((s) => {
    const exact = (rest * STATE_POPULATION[s]) / totalPop;
    return { state: s, n: base + Math.floor(exact), frac: exact - Math.floor(exact) };
  });
  let left = count - quotas.reduce((sum, q) => sum + q.n, 0);
  const byFraction = [...quotas].sort((a, b) => b.frac - a.frac || (a.state < b.state ? -1 : 1));
  for (const q of byFraction) {
    if (left <= 0) break;
    q.n++;
    left--;
  }
  return new Map(quotas.map((q) => [q.state, q.n]));
}

// prettier-ignore
const REGIONAL: Record<string, readonly string[]> = {
  AL: ["Yellowhammer", "Gulf Shore"], AK: ["Last Frontier", "Northern Lights"],
  AZ: ["Grand Canyon", "Desert Sun", "Saguaro"], AR: ["Natural State", "Ozark"],
  CA: ["Golden State", "Pacific Coast", "Sierra"], CO: ["Rocky Mountain", "Front Range"],
  CT: ["Nutmeg", "Constitution"], DE: ["First State", "Delmarva"],
  FL: ["Sunshine State", "Gulf Coast", "Suncoast"], GA: ["Peach State", "Piedmont"],
  HI: ["Aloha", "Island"], ID: ["Gem State", "Snake River"], IL: ["Prairie State", "Lakeshore"],
  IN: ["Hoosier", "Crossroads"], IA: ["Hawkeye", "Heartland"], KS: ["Sunflower", "Flint Hills"],
  KY: ["Bluegrass", "Commonwealth"], LA: ["Bayou", "Pelican"], ME: ["Pine Tree", "Downeast"],
  MD: ["Chesapeake", "Old Line"], MA: ["Bay State", "Cape & Islands"],
  MI: ["Great Lakes", "Wolverine"], MN: ["North Star", "Twin Cities"], MS: ["Magnolia", "Delta"],
  MO: ["Show-Me", "Gateway"], MT: ["Big Sky", "Treasure State"], NE: ["Cornhusker", "Platte Valley"],
  NV: ["Silver State", "High Desert"], NH: ["Granite State", "White Mountain"],
  NJ: ["Garden State", "Jersey Shore"], NM: ["Rio Grande", "Enchanted Mesa"],
  NY: ["Empire", "Hudson Valley"], NC: ["Tar Heel", "Carolina"], ND: ["Red River", "Prairie Rose"],
  OH: ["Buckeye", "Western Reserve"], OK: ["Sooner", "Red Dirt"], OR: ["Cascade", "Willamette"],
  PA: ["Keystone", "Allegheny"], RI: ["Ocean State", "Narragansett"], SC: ["Palmetto", "Lowcountry"],
  SD: ["Black Hills", "Mount Rushmore"], TN: ["Volunteer", "Smoky Mountain"],
  TX: ["Lone Star", "Gulf Coast", "Hill Country"], UT: ["Beehive", "Wasatch"],
  VT: ["Green Mountain", "Champlain"], VA: ["Old Dominion", "Blue Ridge"],
  WA: ["Evergreen", "Puget Sound"], WV: ["Mountain State", "Allegheny"],
  WI: ["Badger", "Northwoods"], WY: ["Cowboy State", "Wind River"],
};

// prettier-ignore
const ADJECTIVES = [
  "Precision", "Summit", "Apex", "Elite", "Premier", "Allied", "Advanced", "Superior", "Accurate",
  "Straight Line", "True Line", "Bright Line", "Sharp Line", "ClearPath", "Pro", "Quality",
  "Reliable", "Signature", "Benchmark", "Patriot", "Liberty", "Eagle", "Cornerstone", "Pinnacle",
  "Northstar", "Ironside", "Guardian", "Velocity", "Keystone", "Landmark", "Frontier", "Heritage",
  "American", "United", "Sterling", "Blue Line", "Redline", "Highmark", "Crossroads", "Everline",
];

// prettier-ignore
const TRADES = [
  "Striping", "Line Striping", "Pavement Markings", "Pavement Marking", "Traffic Markings",
  "Parking Lot Striping", "Lot Striping", "Line Marking", "Striping & Sealcoating",
  "Paving & Striping", "Asphalt & Striping", "Pavement Solutions", "Road Markings",
  "Traffic Services", "Striping Services", "Line Painting", "Pavement Maintenance",
];

const CORP = [
  ["", 45],
  [" LLC", 20],
  [" Inc.", 12],
  [" Co.", 8],
  [" Group", 5],
  [" Corp.", 4],
  [" Company", 6],
] as const;

const LETTERS = "ABCDEFGHJKLMNPRSTW";

function companyName(rng: Random, city: string, state: string): string {
  const pattern = rng.pickWeighted([
    ["surname", 22],
    ["surnameTrade", 14],
    ["city", 12],
    ["regional", 12],
    ["adjective", 24],
    ["initials", 8],
    ["partners", 8],
  ] as const);
  const corp = rng.pickWeighted(CORP);
  switch (pattern) {
    case "surname":
      return `${rng.pick(SURNAMES)} ${rng.pick(["Striping Co.", "Striping", "Striping LLC", "& Sons Striping", "Line Striping", "Pavement Marking", "Striping Inc."])}`;
    case "surnameTrade":
      return `${rng.pick(SURNAMES)} ${rng.pick(TRADES)}${corp}`;
    case "city":
      return `${city} ${rng.pick(["Parking Lot Striping", "Line Striping", "Striping", "Pavement Markings", "Lot Striping", "Striping & Sealcoating", "Traffic Markings"])}${rng.chance(0.25) ? corp : ""}`;
    case "regional":
      return `${rng.pick(REGIONAL[state] ?? ["Heartland"])} ${rng.pick(TRADES)}${corp}`;
    case "adjective":
      return `${rng.pick(ADJECTIVES)} ${rng.pick(TRADES)}${corp}`;
    case "initials": {
      const a = rng.pick([...LETTERS]);
      const b = rng.pick([...LETTERS]);
      const form = rng.pick([`${a}&${b}`, `${a}${b}`, `${a}.${b}.`, `${a}-${b}`]);
      return `${form} ${rng.pick(TRADES)}${corp}`;
    }
    case "partners": {
      const [x, y] = rng.sample(SURNAMES, 2);
      return `${x} & ${y} ${rng.pick(TRADES)}`;
    }
  }
}

// prettier-ignore
const PROJECT_PHRASES = [
  "retail center restripes", "HOA and apartment parking lots", "school and church lots",
  "municipal crosswalks and stop bars", "warehouse and distribution yards",
  "new-construction layouts", "ADA stall upgrades", "long-line highway striping",
  "curb painting and fire lanes", "hospital and medical campuses", "bike lanes and shared-use paths",
  "parking garage striping", "airport aprons and taxiway markings", "gym and sports court lines",
  "stencils, arrows and loading-zone markings", "DOT subcontract work on resurfacing jobs",
];

// prettier-ignore
const METHOD_PHRASES = [
  "night and weekend scheduling so businesses stay open",
  "fast-dry waterborne paint that opens to traffic in minutes",
  "truck-mounted long-line equipment and ride-on stripers",
  "hot-applied thermoplastic for high-traffic areas",
  "CAD layouts that squeeze extra stalls out of existing lots",
  "GPS-assisted layout on new pavement",
  "in-house traffic control crews",
  "retroreflectivity readings on every road job",
  "same-week scheduling for most restripes",
  "written warranties on line durability",
];

const CLIENTS = [
  "property managers, general contractors and municipalities",
  "retail centers, HOAs and schools",
  "commercial property owners and facility managers",
  "cities, counties and DOT prime contractors",
  "paving contractors and developers",
  "churches, schools and small businesses",
];

const CERT_PHRASE: Record<string, string> = {
  "DOT Certified": "DOT Certified",
  "BBB Accredited": "BBB Accredited",
  "Veteran Owned": "Veteran Owned",
  "Woman Owned": "Woman Owned",
  "DBE Certified": "DBE Certified",
  "Licensed & Insured": "fully Licensed & Insured",
  "ATSSA Member": "an ATSSA Member",
};

const CERT_WEIGHTS = [
  ["Licensed & Insured", 30],
  ["DOT Certified", 18],
  ["BBB Accredited", 14],
  ["ATSSA Member", 12],
  ["Veteran Owned", 10],
  ["Woman Owned", 9],
  ["DBE Certified", 8],
] as const;

/** "a" or "an" before a word, by its first letter. */
function article(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

/** A service name as it reads mid-sentence: lower case, acronyms kept. */
function servicePhrase(service: string): string {
  return service
    .replace("Maintenance of Traffic/MOT", "maintenance of traffic (MOT)")
    .replace("Runway/Airport", "runway and airport")
    .split(" ")
    .map((w) => (/^(ADA|MOT|\(MOT\))$/.test(w) ? w : w.toLowerCase()))
    .join(" ");
}

function listPhrase(items: string[]): string {
  if (items.length <= 1) return items.join("");
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(", ")}, and ${items[items.length - 1]}`;
}

function describe(
  rng: Random,
  name: string,
  city: string,
  state: string,
  services: string[],
  founded: number,
): { text: string; certs: string[] } {
  const full = stateName(state);
  const region = rng.pick([
    `the greater ${city} area`,
    full,
    `${city} and the surrounding counties`,
    `${rng.pick(["northern", "southern", "central", "eastern", "western"])} ${full}`,
    `${full} and neighboring states`,
  ]);
  const s1 = rng.pick([
    `${name} is ${article(rng.pick(["family-owned", "locally owned", "independent", "full-service"]))} pavement marking contractor based in ${city}, ${full}, serving ${region} since ${founded}.`,
    `Founded in ${founded}, ${name} stripes parking lots, roads and industrial sites across ${region}.`,
    `Based in ${city}, we handle everything from single-lot restripes to multi-mile roadway projects for ${rng.pick(CLIENTS)}.`,
    `${name} has kept ${city}-area pavement safe and easy to read since ${founded}.`,
    `We are ${article(city)} striping crew working for ${rng.pick(CLIENTS)} throughout ${region}.`,
  ]);
  const specialties = services.filter((s) => s !== "DOT Certified");
  const svc = (specialties.length > 0 ? specialties : ["Road Striping"])
    .slice(0, 2)
    .map(servicePhrase);
  const s2 = rng.pick([
    `Our crews specialize in ${listPhrase(svc)}, with ${rng.pick(METHOD_PHRASES)}.`,
    `Typical projects include ${listPhrase(rng.sample(PROJECT_PHRASES, 3))}.`,
    `Work ranges from ${rng.pick(PROJECT_PHRASES)} to ${rng.pick(PROJECT_PHRASES)}, backed by ${rng.pick(METHOD_PHRASES)}.`,
    `We focus on ${listPhrase(svc)} and offer ${rng.pick(METHOD_PHRASES)}.`,
  ]);
  const closing = rng.pickWeighted([
    ["cert", 48],
    ["plain", 27],
    ["none", 25],
  ] as const);
  if (closing === "none") return { text: `${s1} ${s2}`, certs: [] };
  if (closing === "plain") {
    const s3 = rng.pick([
      "Call for a free site survey and written estimate.",
      "Free estimates, and most restripes are finished overnight.",
      "Ask about annual maintenance plans for multi-site portfolios.",
      "We answer the phone and show up when we say we will.",
      "Quotes are usually turned around within two business days.",
    ]);
    return { text: `${s1} ${s2} ${s3}`, certs: [] };
  }
  const certs = rng.sampleWeighted(CERT_WEIGHTS, rng.chance(0.4) ? 2 : 1);
  const phrase = listPhrase(certs.map((c) => CERT_PHRASE[c]));
  const s3 = rng.pick([`We are ${phrase}.`, `The company is ${phrase}.`, `${name} is ${phrase}.`]);
  return { text: `${s1} ${s2} ${s3}`, certs: [...certs] };
}

// prettier-ignore
const BRAND_COLORS = [
  "#1d4ed8", "#b91c1c", "#047857", "#c2410c", "#7c3aed", "#0f766e", "#a16207", "#be123c",
  "#1e3a8a", "#15803d", "#f59e0b", "#0369a1", "#334155", "#9333ea", "#dc2626", "#ca8a04",
];

const CREATED_FROM = utc(2022, 1, 3);
const CREATED_TO = utc(2026, 9, 30);
const UPDATED_MAX = utc(2026, 10, 31);
const DAY = 86_400_000;

/**
 * `count` striping contractors over all 50 states (weighted by population, at least three per
 * state when count >= 150), deterministic for a given seed. Slugs are unique within the result.
 */
export function generateStripingCompanies(count: number, seed = 831): StripingSeed[] {
  const rng = createRandom(hashSeed(seed, "striping"));
  const states: string[] = [];
  for (const [state, n] of allocateByState(count)) for (let i = 0; i < n; i++) states.push(state);
  rng.shuffle(states);

  const usedNames = new Set<string>();
  const usedSlugs = new Set<string>();
  const out: StripingSeed[] = [];

  for (const state of states) {
    const place = pickCity(rng, state);
    let name = companyName(rng, place.city, state);
    // Prefer distinct names; at very large counts repeats are fine (the slug keeps them apart).
    for (let tries = 0; tries < 4 && usedNames.has(name); tries++) {
      name = companyName(rng, place.city, state);
    }
    usedNames.add(name);

    const baseSlug = companySlug(name, place.city, state);
    let slug = baseSlug;
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${baseSlug}-${n}`;
    usedSlugs.add(slug);

    const nServices = rng.pickWeighted([
      [2, 25],
      [3, 35],
      [4, 25],
      [5, 15],
    ] as const);
    const drawn = rng.sampleWeighted(SERVICE_POOL, nServices);
    const services = drawn.filter((s) => s !== DOT);

    const createdAt = dateBetween(rng, CREATED_FROM, CREATED_TO);
    const updatedAt = dateBetween(
      rng,
      createdAt.getTime(),
      Math.min(UPDATED_MAX, createdAt.getTime() + 400 * DAY),
    );
    const founded = Math.min(createdAt.getUTCFullYear(), rng.int(1978, 2022));
    // Described where the draw always was (after the phone number), so the sequence holds.
    let described = { text: "", certs: [] as string[] };

    const isClaimed = rng.chance(0.27);
    let tier: SubscriptionTier = "free";
    if (isClaimed) {
      tier = rng.pickWeighted([
        ["premium", 62],
        ["vip", 29],
        ["free", 9],
      ] as const);
    }
    const isVerified = isClaimed ? rng.chance(0.7) : rng.chance(0.12);
    const searchPriority = tier !== "free" && rng.chance(0.45) ? rng.int(1, 10) : 0;
    const contact = webPresence(rng, name, place.city);

    out.push({
      directory: "striping",
      name,
      slug,
      location: place.city,
      state,
      phone: reservedPhone(rng, state),
      email: contact.email,
      website: contact.website,
      description: (described = describe(rng, name, place.city, state, drawn, founded)).text,
      services,
      credentials: seedCredentials(seed, slug, state, createdAt, [
        ...(drawn.includes(DOT) ? [DOT] : []),
        ...described.certs,
      ]),
      products: [],
      certifications: [],
      companyType: "striping",
      yearEstablished: null,
      isClaimed,
      isVerified,
      subscriptionTier: tier,
      searchPriority,
      receiveQuotes: rng.chance(0.9),
      latitude: place.latitude,
      longitude: place.longitude,
      customBrandColor: tier === "vip" && rng.chance(0.65) ? rng.pick(BRAND_COLORS) : null,
      createdAt,
      updatedAt,
    });
  }
  return out;
}
