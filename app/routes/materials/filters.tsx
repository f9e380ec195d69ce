import { Link } from "@remix-run/react";
import type { MaterialsParams } from "~/lib/materials-filters";
import { MATERIALS_COMPANY_TYPES, MATERIALS_PRODUCTS } from "~/lib/options";

const fieldClass = "mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm";

/** The fields of the GET filter form; 'all' means no filter. */
export function MaterialsFilters({ params }: { params: MaterialsParams }) {
  return (
    <div className="grid gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto_auto] md:items-end">
      <div>
        <label htmlFor="materials-search" className="text-sm font-medium text-gray-800">
          Search
        </label>
        <input
          id="materials-search"
          name="search"
          type="search"
          defaultValue={params.search ?? ""}
          placeholder="Search companies, products..."
          maxLength={100}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="materials-type" className="text-sm font-medium text-gray-800">
          Company Type
        </label>
        <select
          id="materials-type"
          name="type"
          defaultValue={params.type ?? "all"}
          className={fieldClass}
        >
          <option value="all">All Types</option>
          {MATERIALS_COMPANY_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="materials-product" className="text-sm font-medium text-gray-800">
          Product
        </label>
        <select
          id="materials-product"
          name="product"
          defaultValue={params.product ?? "all"}
          className={fieldClass}
        >
          <option value="all">All Products</option>
          {MATERIALS_PRODUCTS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Apply Filters
      </button>
      <Link
        to="/materials"
        className="rounded-md border border-gray-300 px-4 py-2 text-center text-sm font-semibold text-gray-800 hover:bg-gray-50"
      >
        Clear Filters
      </Link>
    </div>
  );
}
