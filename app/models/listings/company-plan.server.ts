import type { CompanyFilter } from "~/lib/company-filters";
import { findServiceCategory } from "~/lib/options";
import { categorySize, directorySize } from "~/models/directory/companies.server";
import {
  chooseLead,
  needsFiltering,
  onlyShortTerms,
  rowFormMatchesIndex,
  type LeadChoice,
} from "~/models/search/company-where.server";
import type { Directory } from "~/lib/directory";

/** How far an index read goes to tell which condition narrows the rows most (decision 013). */
export const LEAD_LIMIT = 5001;

/**
 * What a search's count and its page both need to know, worked out once per search: how large
 * the directory (or state) is, whether the tallies answer the count, whether the row form may
 * stand in for the index reads, and which index leads a filter-first plan (decisions 010, 013).
 */
export type SearchPlan = {
  directory: Directory;
  filter: CompanyFilter;
  /** Listings of the directory, or of the state when the filter names one. */
  size: number;
  /** Some condition needs testing beyond the state (else the ranking index is the answer). */
  filtering: boolean;
  /** The count, when the tallies hold it: no filter, a state, a category, or both. */
  tallied?: number;
  /** LIKE agrees with the trigram index (ASCII text): ranked windows may test rows. */
  rowForm: boolean;
  /** One- or two-character text and nothing to start from (decision 013). */
  shortTerms: boolean;
  /** The lead of a filter-first plan, chosen on first use (it reads indexes) and kept. */
  lead(): LeadChoice | undefined;
};

export function planSearch(directory: Directory, filter: CompanyFilter): SearchPlan {
  const filtering = needsFiltering(filter);
  let lead: { choice?: LeadChoice } | undefined;
  return {
    directory,
    filter,
    size: directorySize(directory, filter.state),
    filtering,
    tallied: tallied(directory, filter, filtering),
    rowForm: rowFormMatchesIndex(filter),
    shortTerms: onlyShortTerms(filter),
    lead() {
      if (!filtering) return undefined;
      lead ??= { choice: chooseLead(directory, filter, LEAD_LIMIT) };
      return lead.choice;
    },
  };
}

function tallied(directory: Directory, filter: CompanyFilter, filtering: boolean) {
  if (!filtering) return directorySize(directory, filter.state);
  const { state, category, ...rest } = filter;
  // A credential category has no tally (expiry is by date): it is counted by its index.
  if (category && !needsFiltering(rest) && findServiceCategory(category)?.services.length) {
    return categorySize(directory, category, state);
  }
  return undefined;
}
