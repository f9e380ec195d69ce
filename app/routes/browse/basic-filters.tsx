import { FilterBar, stateFilter } from "~/components/ui/filter-bar";
import { sameLabel } from "~/lib/option-list";
import type { BrowseParams } from "~/lib/company-filters";
import { SERVICE_CATEGORIES } from "~/lib/options";

export function BasicFilters({ params }: { params: BrowseParams }) {
  return (
    <FilterBar
      search={{
        id: "browse-search",
        value: params.search,
        placeholder: "Search by name, city, state, service...",
      }}
      selects={[
        stateFilter("browse-state", params.state),
        {
          id: "browse-category",
          name: "category",
          label: "Service Category",
          value: params.category,
          allLabel: "All Services",
          options: sameLabel(SERVICE_CATEGORIES.map((c) => c.label)),
        },
      ]}
      clearTo="/browse"
    />
  );
}
