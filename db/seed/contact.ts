/**
 * Contact details for demo companies, all in reserved ranges: phone numbers 555-0100..0199
 * (reserved for fiction) and hosts under example.com / example.net / example.org (RFC 2606).
 */
import { slugify } from "~/lib/slug";
import { AREA_CODES } from "./geo";
import type { Random } from "./random";

const RESERVED_DOMAINS = [
  ["example.com", 70],
  ["example.net", 15],
  ["example.org", 15],
] as const;

export function reservedPhone(rng: Random, state: string): string {
  const area = rng.pick(AREA_CODES[state] ?? [555]);
  return `(${area}) 555-01${String(rng.int(0, 99)).padStart(2, "0")}`;
}

const NAME_NOISE = new Set(["llc", "inc", "co", "and", "the", "corp", "company", "ltd"]);

/** "Precision Pavement Markings LLC" -> ["precision", "pavement", "markings"]. */
function nameWords(name: string): string[] {
  const words = slugify(name)
    .split("-")
    .filter((w) => w && !NAME_NOISE.has(w));
  return words.length > 0 ? words : ["striping"];
}

export interface WebPresence {
  email: string;
  website: string | null;
}

/**
 * An e-mail address and (usually) a website on a reserved host derived from the company name.
 * Most websites are https://www.<name>.example.com; some lack the protocol, some are short
 * (initials), some carry a path, and about one in ten is missing.
 */
export function webPresence(rng: Random, name: string, city?: string): WebPresence {
  const words = nameWords(name);
  const tld = rng.pickWeighted(RESERVED_DOMAINS);
  const style = rng.pickWeighted([
    ["joined", 60],
    ["hyphen", 14],
    ["initials", 14],
    ["city", 12],
  ] as const);
  let base: string;
  if (style === "initials" && words.length >= 2) base = words.map((w) => w[0]).join("");
  else if (style === "hyphen") base = words.join("-");
  else if (style === "city" && city) base = `${words.join("")}-${slugify(city)}`;
  else base = words.join("");
  if (base.length > 40) base = base.slice(0, 40).replace(/-+$/, "");
  const host = `${base}.${tld}`;

  const local = rng.pickWeighted([
    ["info", 62],
    ["office", 10],
    ["contact", 9],
    ["estimates", 8],
    ["sales", 6],
    ["bids", 5],
  ] as const);
  const email = `${local}@${host}`;

  const form = rng.pickWeighted([
    ["none", 10],
    ["https", 68],
    ["bare", 12],
    ["path", 10],
  ] as const);
  let website: string | null = null;
  if (form === "https") website = `https://www.${host}`;
  else if (form === "bare") website = `www.${host}`;
  else if (form === "path")
    website = `https://www.${host}/${rng.pick(["services", "parking-lot-striping", "about-us", "contact", "request-a-quote"])}`;
  return { email, website };
}
