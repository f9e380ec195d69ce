/**
 * Search by place (decision 016): the radius choices and the orders of the results. Apart from
 * the filters' zod schema (company-filters.ts), so the components that show them do not bring
 * zod (26 KB gzipped) into the home page's JavaScript (decision 024).
 */
import { optionList, type OptionValue } from "./option-list";

export const RADIUS_CHOICES = [10, 25, 50, 100, 250] as const;
export const DEFAULT_RADIUS = 50;
export const NEAR_SORTS = optionList([
  ["distance", "Distance"],
  ["recommended", "Recommended"],
  ["rating", "Highest rated"],
  ["reviews", "Most reviewed"],
]);
export type NearSort = OptionValue<typeof NEAR_SORTS>;
