import { FilterBar, STATE_FILTER, type FilterSelect } from "~/components/ui/filter-bar";
import type { BrowseParams } from "~/lib/company-filters";
import { sameLabel } from "~/lib/option-list";
import { SERVICE_CATEGORIES } from "~/lib/options";

const CATEGORY_FILTER = {
  name: "category",
  label: "Service Category",
  allLabel: "All Services",
  options: sameLabel(SERVICE_CATEGORIES.map((c) => c.label)),
} as const satisfies FilterSelect;

export function BasicFilters({ params }: { params: BrowseParams }) {
  return (
    <FilterBar
      page="/browse"
      params={params}
      placeholder="Search by name, city, state, service..."
      selects={[STATE_FILTER, CATEGORY_FILTER]}
    />
  );
}
