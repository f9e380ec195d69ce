/**
 * Customer reviews for the demo directory: uneven per company (about 30% have none, a few
 * have 10+), ratings skewed high with a per-company quality so poor companies stay poor.
 */
import { REVIEW_PROJECT_SIZES, REVIEW_PROJECT_TYPES } from "../../app/lib/options";
import { FIRST_NAMES, SURNAMES } from "./names";
import { createRandom, dateBetween, hashSeed, utc, type Random } from "./random";

export interface ReviewSeed {
  companyId: number;
  customerName: string;
  customerEmail: string | null;
  rating: number;
  title: string;
  content: string;
  projectType: string | null;
  projectSize: string | null;
  isVerified: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface ReviewTarget {
  id: number;
  /** When given, reviews are dated after the company was listed. */
  createdAt?: Date;
}

type ProjectType = (typeof REVIEW_PROJECT_TYPES)[number]["value"];
type Mood = "positive" | "mixed" | "negative";

const REVIEWS_FROM = utc(2023, 1, 2);
const REVIEWS_TO = utc(2026, 11, 20);
const DAY = 86_400_000;

const COUNT_WEIGHTS = [
  [1, 28],
  [2, 21],
  [3, 15],
  [4, 11],
  [5, 8],
  [6, 5],
  [7, 3],
  [8, 2],
  [9, 2],
  [10, 5], // 10 to 14, see below
] as const;

/** Per-company quality: the rating distribution its reviews are drawn from. */
type Weighted<T> = readonly (readonly [T, number])[];

const QUALITY: Weighted<Weighted<number>> = [
  [
    [
      [5, 70],
      [4, 24],
      [3, 4],
      [2, 1],
      [1, 1],
    ],
    55,
  ],
  [
    [
      [5, 35],
      [4, 45],
      [3, 12],
      [2, 4],
      [1, 4],
    ],
    30,
  ],
  [
    [
      [5, 15],
      [4, 30],
      [3, 25],
      [2, 15],
      [1, 15],
    ],
    10,
  ],
  [
    [
      [5, 5],
      [4, 10],
      [3, 15],
      [2, 25],
      [1, 45],
    ],
    5,
  ],
];

const PROJECT_TYPE_WEIGHTS: Weighted<ProjectType | null> = [
  ["parking-lot", 45],
  ["road-marking", 18],
  ["sealcoating", 14],
  ["signage", 8],
  ["other", 10],
  [null, 20],
];
const PROJECT_SIZE_BY_TYPE: Record<ProjectType, Weighted<string>> = {
  "parking-lot": [
    ["small", 45],
    ["medium", 38],
    ["large", 14],
    ["enterprise", 3],
  ],
  "road-marking": [
    ["small", 8],
    ["medium", 30],
    ["large", 40],
    ["enterprise", 22],
  ],
  sealcoating: [
    ["small", 40],
    ["medium", 45],
    ["large", 15],
  ],
  signage: [
    ["small", 60],
    ["medium", 32],
    ["large", 8],
  ],
  other: [
    ["small", 55],
    ["medium", 30],
    ["large", 15],
  ],
};
// Keep the option lists and the weights in step.
const SIZE_VALUES = new Set<string>(REVIEW_PROJECT_SIZES.map((s) => s.value));
for (const list of Object.values(PROJECT_SIZE_BY_TYPE)) {
  for (const [v] of list) if (!SIZE_VALUES.has(v)) throw new Error(`unknown project size ${v}`);
}

const TITLES: Record<Mood, readonly string[]> = {
  positive: [
    "Crisp lines, right on schedule",
    "Highly recommend",
    "Professional crew from start to finish",
    "Best striping contractor we've used",
    "Reliable and responsive",
    "Would hire again",
    "Fair price, quality work",
    "Quick turnaround",
    "Knowledgeable and easy to work with",
    "They showed up when they said they would",
  ],
  mixed: [
    "Good work, slow to schedule",
    "Decent job overall",
    "Lines fine, communication lacking",
    "Okay, but pricey",
    "Solid work with a few touch-ups needed",
    "Good result after a rocky start",
  ],
  negative: [
    "Missed the scheduled date twice",
    "Paint faded within months",
    "Overspray on curbs and cars",
    "Would not use again",
    "Poor communication",
    "Crooked lines, slow to fix",
    "Final bill did not match the quote",
  ],
};

/** Positive titles that name the kind of job, used for about half of positive reviews. */
const PROJECT_TITLES: Record<ProjectType, readonly string[]> = {
  "parking-lot": [
    "Great job on our parking lot",
    "Finished overnight with zero disruption",
    "Made our lot look new again",
    "Excellent ADA upgrade",
    "Lines look brand new",
  ],
  "road-marking": [
    "Outstanding road striping work",
    "Bright lines, safe work zone",
    "Great crosswalks near the school",
  ],
  sealcoating: ["Lot looks brand new", "Sealcoat and striping done in one weekend"],
  signage: ["New signs look great", "Signs and stencils done right"],
  other: ["Great job on a specialty project", "Exactly what we needed"],
};

const PROJECT_LINES: Record<ProjectType, readonly string[]> = {
  "parking-lot": [
    "They restriped our {stalls}-stall lot overnight so the store opened on time.",
    "The crew laid out a new stall pattern and we gained {extra} spaces without repaving.",
    "Stalls, arrows and the fire lane curbs all look sharp, and the ADA spaces and access aisles are marked correctly now.",
    "Our HOA lot had faded so badly residents were parking crooked; the new lines fixed that immediately.",
    "They worked around our tenants by splitting the lot into two nights.",
    "Stencils for the compact and EV spaces came out clean and easy to read.",
  ],
  "road-marking": [
    "They handled centerlines and edge lines on {miles} miles of county road with traffic control in place the whole time.",
    "The thermoplastic crosswalks and stop bars near the school are very visible at night.",
    "Long-line crew moved fast and the lines were dry before traffic reached them.",
    "They restriped our subdivision streets after the overlay and matched the city's layout exactly.",
    "Retroreflectivity readings came in well above the spec on the final inspection.",
  ],
  sealcoating: [
    "They filled the cracks, sealcoated and restriped the whole lot over one weekend.",
    "Two coats of sealer went on evenly and the new striping really pops against the black.",
    "They coordinated the sealcoat and the restripe so we only had to close the lot once.",
  ],
  signage: [
    "They replaced our faded stop and no-parking signs and repainted the matching stencils.",
    "New ADA signs went in at the right height, and the posts are set straight.",
    "They handled the sign permits with the city, which saved us a lot of time.",
  ],
  other: [
    "They painted pickleball and basketball lines on our community courts.",
    "Warehouse floor markings for forklift lanes and pedestrian walkways came out great.",
    "Hydroblasting removed the old layout without leaving ghost lines on the concrete.",
    "They marked our loading dock and truck court, including the no-parking hatching.",
  ],
};

const GENERAL_LINES: Record<Mood, readonly string[]> = {
  positive: [
    "{foreman}, the foreman, walked the site with us beforehand and explained everything.",
    "The price matched the quote exactly.",
    "They cleaned up after themselves and left nothing behind.",
    "Communication was excellent from the quote to the final walk-through.",
    "We will use them again next season.",
    "The crew was courteous to our tenants the whole time.",
    "Scheduling was easy and they finished a day early.",
    "They pointed out a drainage issue we had missed, no charge.",
    "Our property manager has already recommended them to two other sites.",
  ],
  mixed: [
    "The work itself was good, but it took three weeks to get on their schedule.",
    "A few stencils were slightly off and they came back to fix them.",
    "Quality is fine, although the price was higher than the other bids we received.",
    "The crew was friendly but showed up much later than planned.",
    "Lines look good, but we had to chase them for the invoice and the warranty paperwork.",
  ],
  negative: [
    "They rescheduled twice with no notice, and our tenants moved their cars for nothing.",
    "Within four months the paint was worn through in the drive lanes.",
    "There was overspray on the curbs and on one tenant's car.",
    "Several lines were visibly crooked and it took weeks to get a callback.",
    "The final invoice was higher than the quote with no explanation.",
    "Nobody set out cones, and cars drove through the wet paint.",
  ],
};

// prettier-ignore
const ORGANIZATIONS = [
  "Maple Grove HOA", "Sunrise Plaza Management", "Riverside Community Church",
  "Lakeview Apartments", "Oak Hill Elementary PTA", "Harbor Point Storage",
  "Cedar Ridge Medical Center", "Township Public Works", "Pinecrest Shopping Center",
  "Northgate Business Park",
];

const MATERIALS_LINES: Record<Mood, readonly string[]> = {
  positive: [
    "Order shipped the same day and the thermoplastic melted evenly in our kettle.",
    "Their rep helped us pick the right bead gradation for a wet-night spec.",
    "Paint sprayed cleanly through our airless rig with no clogging all season.",
    "Equipment arrived set up and ready to run, and service has been quick.",
    "Pricing on full pallets was better than our previous distributor.",
  ],
  mixed: [
    "Product is good but the delivery window kept slipping.",
    "Good selection, although a few items were back-ordered mid-season.",
  ],
  negative: [
    "Two pails of paint arrived damaged and the replacement took two weeks.",
    "Parts for our striper took far too long to come in.",
  ],
};

const MATERIALS_TITLES: Record<Mood, readonly string[]> = {
  positive: ["Reliable supplier", "Great product support", "Fast shipping", "Quality materials"],
  mixed: ["Good products, slow delivery", "Mostly positive"],
  negative: ["Delivery problems", "Slow parts service"],
};

function mood(rating: number): Mood {
  return rating >= 4 ? "positive" : rating === 3 ? "mixed" : "negative";
}

function fill(rng: Random, template: string): string {
  return template
    .replace("{stalls}", String(rng.pick([40, 60, 85, 120, 150, 210, 260, 340, 480])))
    .replace("{extra}", String(rng.int(4, 22)))
    .replace("{miles}", String(rng.pick([2, 3, 4, 6, 8, 11, 14])))
    .replace("{foreman}", rng.pick(FIRST_NAMES));
}

function customer(rng: Random): { name: string; email: string | null } {
  const kind = rng.pickWeighted([
    ["full", 60],
    ["initial", 32],
    ["org", 8],
  ] as const);
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(SURNAMES);
  const name =
    kind === "full"
      ? `${first} ${last}`
      : kind === "initial"
        ? `${first} ${last[0]}.`
        : rng.pick(ORGANIZATIONS);
  let email: string | null = null;
  if (rng.chance(0.55)) {
    const local =
      kind === "org"
        ? rng.pick(["office", "manager", "facilities"])
        : rng.pick([`${first}.${last}`, `${first[0]}${last}`, `${first}${rng.int(1, 99)}`]);
    const domain = rng.pick(["example.com", "example.net", "example.org", "mail.example.com"]);
    email = `${local.toLowerCase().replace(/[^a-z0-9.]/g, "")}@${domain}`;
  }
  return { name, email };
}

function reviewDate(rng: Random, target: ReviewTarget): Date {
  const listed = target.createdAt ? target.createdAt.getTime() + 7 * DAY : REVIEWS_FROM;
  return dateBetween(
    rng,
    Math.max(REVIEWS_FROM, Math.min(listed, REVIEWS_TO - 30 * DAY)),
    REVIEWS_TO,
  );
}

/**
 * About 2.4 reviews per company on average (so ~2,000 for the 831 demo companies), sorted by
 * company and then date. Deterministic for a given seed and company list.
 */
export function generateReviews(companies: readonly ReviewTarget[], seed = 831): ReviewSeed[] {
  const rng = createRandom(hashSeed(seed, "reviews"));
  const out: ReviewSeed[] = [];
  for (const company of companies) {
    if (rng.chance(0.3)) continue;
    let n: number = rng.pickWeighted(COUNT_WEIGHTS);
    if (n === 10) n = rng.int(10, 14);
    const quality = rng.pickWeighted(QUALITY);
    const batch: ReviewSeed[] = [];
    for (let i = 0; i < n; i++) {
      const rating = rng.pickWeighted(quality);
      const m = mood(rating);
      const projectType = rng.pickWeighted(PROJECT_TYPE_WEIGHTS);
      const projectSize =
        projectType && rng.chance(0.75)
          ? rng.pickWeighted(PROJECT_SIZE_BY_TYPE[projectType])
          : null;
      const sentences: string[] = [];
      if (m === "positive" || rng.chance(0.5)) {
        sentences.push(fill(rng, rng.pick(PROJECT_LINES[projectType ?? "parking-lot"])));
      }
      const extra = m === "positive" ? rng.int(0, 2) : rng.int(1, 2);
      for (const line of rng.sample(GENERAL_LINES[m], extra)) sentences.push(fill(rng, line));
      if (sentences.length === 0) sentences.push(fill(rng, rng.pick(GENERAL_LINES[m])));
      const who = customer(rng);
      const createdAt = reviewDate(rng, company);
      batch.push({
        companyId: company.id,
        customerName: who.name,
        customerEmail: who.email,
        rating,
        title:
          m === "positive" && rng.chance(0.5)
            ? rng.pick(PROJECT_TITLES[projectType ?? "parking-lot"])
            : rng.pick(TITLES[m]),
        content: sentences.join(" "),
        projectType,
        projectSize,
        isVerified: rng.chance(0.35),
        createdAt,
        updatedAt: createdAt,
      });
    }
    batch.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    out.push(...batch);
  }
  return out;
}

/** A handful of reviews for materials suppliers (one to three each for about a third of them). */
export function generateMaterialsReviews(
  companies: readonly ReviewTarget[],
  seed = 831,
): ReviewSeed[] {
  const rng = createRandom(hashSeed(seed, "materials-reviews"));
  const out: ReviewSeed[] = [];
  for (const company of companies) {
    if (!rng.chance(0.35)) continue;
    const n = rng.int(1, 3);
    for (let i = 0; i < n; i++) {
      const rating = rng.pickWeighted([
        [5, 55],
        [4, 30],
        [3, 9],
        [2, 3],
        [1, 3],
      ] as const);
      const m = mood(rating);
      const who = customer(rng);
      const createdAt = reviewDate(rng, company);
      out.push({
        companyId: company.id,
        customerName: who.name,
        customerEmail: who.email,
        rating,
        title: rng.pick(MATERIALS_TITLES[m]),
        content: rng.sample(MATERIALS_LINES[m], m === "positive" ? rng.int(1, 2) : 1).join(" "),
        projectType: rng.chance(0.5) ? "other" : null,
        projectSize: null,
        isVerified: rng.chance(0.3),
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return out;
}
