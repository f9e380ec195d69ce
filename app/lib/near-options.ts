/**
 * Search by place (decision 016): the radius choices and the orders of the results. Apart from
 * the filters' zod schema (company-filters.ts), so the components that show them do not bring
 * zod (26 KB gzipped) into the home page's JavaScript (decision 024).
 */
export const RADIUS_CHOICES = [10, 25, 50, 100, 250] as const;
export const DEFAULT_RADIUS = 50;
export const NEAR_SORTS = [
  { id: "distance", label: "Distance" },
  { id: "recommended", label: "Recommended" },
  { id: "rating", label: "Highest rated" },
  { id: "reviews", label: "Most reviewed" },
] as const;
export type NearSort = (typeof NEAR_SORTS)[number]["id"];
