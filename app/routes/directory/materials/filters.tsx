import { FilterBar, type FilterSelect } from "~/components/ui/filter-bar";
import type { MaterialsParams } from "~/lib/materials-filters";
import { sameLabel } from "~/lib/option-list";
import { MATERIALS_COMPANY_TYPES, MATERIALS_PRODUCTS } from "~/lib/options";

const SELECTS = [
  {
    name: "type",
    label: "Company Type",
    allLabel: "All Types",
    options: sameLabel(MATERIALS_COMPANY_TYPES),
  },
  {
    name: "product",
    label: "Product",
    allLabel: "All Products",
    options: sameLabel(MATERIALS_PRODUCTS),
  },
] as const satisfies readonly FilterSelect[];

/** The fields of the GET filter form; 'all' means no filter. */
export function MaterialsFilters({ params }: { params: MaterialsParams }) {
  return (
    <FilterBar
      page="/materials"
      params={params}
      placeholder="Search companies, products..."
      selects={SELECTS}
    />
  );
}
