import { z } from "zod";
import { STATE_CODES } from "./states";
import { DEFAULT_RADIUS, NEAR_SORTS, RADIUS_CHOICES } from "./near-options";
import { ADVANCED_SERVICE_CHIPS, CERTIFICATION_CHIPS, SERVICE_CATEGORIES } from "./options";

/** What a company search can ask for; every field is optional and they combine with AND. */
export type CompanyFilter = {
  /** Substring of name, location, state, description or services. */
  text?: string;
  /** Substring of location (city) or state. */
  location?: string;
  /** Substring of name or services. */
  nameOrService?: string;
  /** Substring of name, location or state (materials: or products): the wizard's search. */
  listing?: string;
  state?: string;
  /** A browse service category label; matches its stored service names exactly. */
  category?: string;
  /** Advanced chips; a company matches when any of its services contains any chip. */
  serviceChips?: string[];
  minRating?: number;
  withReviews?: boolean;
  /** Certification chips; a company matches when it holds a credential of every one. */
  certifications?: string[];
  /** Only credentials the operator verified count (the chips', or a credential category's). */
  verifiedOnly?: boolean;
};

export { DEFAULT_RADIUS, NEAR_SORTS, RADIUS_CHOICES, type NearSort } from "./near-options";

const MAX_TERM = 100;
const term = z
  .string()
  .optional()
  .transform((v) => v?.trim().slice(0, MAX_TERM) || undefined);

const list = (allowed: readonly string[]) =>
  z
    .array(z.string())
    .transform((values) => [...new Set(values.filter((v) => allowed.includes(v)))]);

/** URL parameters of /browse (basic and advanced), read leniently: unknown values are dropped. */
export const browseParamsSchema = z.object({
  search: term,
  state: z
    .string()
    .optional()
    .transform((v) => (v && STATE_CODES.includes(v) ? v : undefined)),
  category: z
    .string()
    .optional()
    .transform((v) => (v && SERVICE_CATEGORIES.some((c) => c.label === v) ? v : undefined)),
  advanced: z
    .string()
    .optional()
    .transform((v) => v === "1" || v === "true" || v === "on"),
  q: term,
  location: term,
  /** `as=text`: the search box is words, even where it names a place (decision 044). */
  as: z
    .string()
    .optional()
    .transform((v) => (v === "text" ? ("text" as const) : undefined)),
  service: list(ADVANCED_SERVICE_CHIPS),
  cert: list(CERTIFICATION_CHIPS),
  minRating: z
    .string()
    .optional()
    .transform((v) => {
      const n = Number(v);
      return Number.isFinite(n) && n > 0 ? Math.min(5, Math.round(n * 2) / 2) : 0;
    }),
  withReviews: z
    .string()
    .optional()
    .transform((v) => v === "1" || v === "true" || v === "on"),
  verified: z
    .string()
    .optional()
    .transform((v) => v === "1" || v === "true" || v === "on"),
  page: z
    .string()
    .optional()
    .transform((v) => {
      const n = Number.parseInt(v ?? "", 10);
      return Number.isFinite(n) && n > 0 ? Math.min(n, 10_000) : 1;
    }),
  radius: z
    .string()
    .optional()
    .transform((v) => RADIUS_CHOICES.find((r) => String(r) === v) ?? DEFAULT_RADIUS),
  sort: z
    .string()
    .optional()
    .transform((v) => NEAR_SORTS.find((s) => s.value === v)?.value),
});

export type BrowseParams = z.output<typeof browseParamsSchema>;

/** The parameters that repeat (`?service=a&service=b`); every other one is read once. */
const LIST_PARAMS: ReadonlySet<string> = new Set(["service", "cert"]);

export function readBrowseParams(params: URLSearchParams): BrowseParams {
  const raw = Object.fromEntries(
    Object.keys(browseParamsSchema.shape).map((key) => [
      key,
      LIST_PARAMS.has(key) ? params.getAll(key) : (params.get(key) ?? undefined),
    ]),
  );
  return browseParamsSchema.parse(raw);
}

/** While the advanced panel is on, its filters replace the basic ones (tests/e2e/browse.spec.ts). */
export function browseFilter(p: BrowseParams): CompanyFilter {
  if (p.advanced) {
    return {
      text: p.q,
      location: p.location,
      state: p.state,
      serviceChips: p.service,
      minRating: p.minRating || undefined,
      withReviews: p.withReviews || undefined,
      certifications: p.cert,
      verifiedOnly: p.verified || undefined,
    };
  }
  // `cert` reaches the basic filter only from the API (/api/companies?cert=DBE Certified).
  return {
    text: p.search,
    state: p.state,
    category: p.category,
    ...(p.cert.length ? { certifications: p.cert } : {}),
    verifiedOnly: p.verified || undefined,
  };
}

/** The advanced panel's active-filter count badge. */
export function activeAdvancedFilterCount(p: BrowseParams): number {
  return (
    (p.q ? 1 : 0) +
    (p.location ? 1 : 0) +
    (p.state ? 1 : 0) +
    p.service.length +
    (p.minRating > 0 ? 1 : 0) +
    (p.withReviews ? 1 : 0) +
    (p.verified ? 1 : 0) +
    p.cert.length
  );
}
