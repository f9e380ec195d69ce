import { FilterBar } from "~/components/ui/filter-bar";
import { sameLabel } from "~/lib/option-list";
import type { MaterialsParams } from "~/lib/materials-filters";
import { MATERIALS_COMPANY_TYPES, MATERIALS_PRODUCTS } from "~/lib/options";

/** The fields of the GET filter form; 'all' means no filter. */
export function MaterialsFilters({ params }: { params: MaterialsParams }) {
  return (
    <FilterBar
      search={{
        id: "materials-search",
        value: params.search,
        placeholder: "Search companies, products...",
      }}
      selects={[
        {
          id: "materials-type",
          name: "type",
          label: "Company Type",
          value: params.type,
          allLabel: "All Types",
          options: sameLabel(MATERIALS_COMPANY_TYPES),
        },
        {
          id: "materials-product",
          name: "product",
          label: "Product",
          value: params.product,
          allLabel: "All Products",
          options: sameLabel(MATERIALS_PRODUCTS),
        },
      ]}
      clearTo="/materials"
    />
  );
}
