/**
 * Customer reviews for the demo directory: uneven per company (about 30% have none, a few
 * have 10+), ratings skewed high with a per-company quality so poor companies stay poor.
 */
import type { ReviewBody } from "~/lib/listing";
import { REVIEW_PROJECT_SIZES } from "~/lib/options";
import { FIRST_NAMES, SURNAMES } from "./names";
import {
  GENERAL_LINES,
  MATERIALS_LINES,
  MATERIALS_TITLES,
  ORGANIZATIONS,
  PROJECT_LINES,
  PROJECT_TITLES,
  TITLES,
  type Mood,
  type ProjectType,
} from "./review-texts";
import { createRandom, dateBetween, hashSeed, utc, type Random } from "./random";

export interface ReviewSeed extends ReviewBody {
  companyId: number;
  customerEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ReviewTarget {
  id: number;
  /** When given, reviews are dated after the company was listed. */
  createdAt?: Date;
}

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

/** What a generator writes; `review` adds who wrote it and when. */
type Written = Pick<ReviewSeed, "title" | "content" | "projectType" | "projectSize">;

/**
 * One review of a company by a made-up customer. The draws happen in a fixed order (customer,
 * date, the text, then the verified mark), so a seed always yields the same reviews.
 */
function review(
  rng: Random,
  company: ReviewTarget,
  rating: number,
  write: () => Written,
  verifiedShare: number,
): ReviewSeed {
  const who = customer(rng);
  const createdAt = reviewDate(rng, company);
  return {
    companyId: company.id,
    customerName: who.name,
    customerEmail: who.email,
    rating,
    ...write(),
    isVerified: rng.chance(verifiedShare),
    createdAt,
    updatedAt: createdAt,
  };
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
      const write = () => ({
        title:
          m === "positive" && rng.chance(0.5)
            ? rng.pick(PROJECT_TITLES[projectType ?? "parking-lot"])
            : rng.pick(TITLES[m]),
        content: sentences.join(" "),
        projectType,
        projectSize,
      });
      batch.push(review(rng, company, rating, write, 0.35));
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
      const write = () => ({
        title: rng.pick(MATERIALS_TITLES[m]),
        content: rng.sample(MATERIALS_LINES[m], m === "positive" ? rng.int(1, 2) : 1).join(" "),
        projectType: rng.chance(0.5) ? "other" : null,
        projectSize: null,
      });
      out.push(review(rng, company, rating, write, 0.3));
    }
  }
  return out;
}
