import { Link } from "@remix-run/react";
import type { BrowseParams } from "~/lib/company-filters";
import { SERVICE_CATEGORIES } from "~/lib/options";
import { STATES } from "~/lib/states";

export const fieldClass =
  "mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm";

export function StateSelect({ id, value }: { id: string; value?: string }) {
  return (
    <select id={id} name="state" defaultValue={value ?? "all"} className={fieldClass}>
      <option value="all">All States</option>
      {STATES.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  );
}

export function BasicFilters({ params }: { params: BrowseParams }) {
  return (
    <div className="grid gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto_auto] md:items-end">
      <div>
        <label htmlFor="browse-search" className="text-sm font-medium text-gray-800">
          Search
        </label>
        <input
          id="browse-search"
          name="search"
          type="search"
          defaultValue={params.search ?? ""}
          placeholder="Search by name, city, state, service..."
          maxLength={100}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="browse-state" className="text-sm font-medium text-gray-800">
          State
        </label>
        <StateSelect id="browse-state" value={params.state} />
      </div>
      <div>
        <label htmlFor="browse-category" className="text-sm font-medium text-gray-800">
          Service Category
        </label>
        <select
          id="browse-category"
          name="category"
          defaultValue={params.category ?? "all"}
          className={fieldClass}
        >
          <option value="all">All Services</option>
          {SERVICE_CATEGORIES.map((c) => (
            <option key={c.label} value={c.label}>
              {c.label}
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
        to="/browse"
        className="rounded-md border border-gray-300 px-4 py-2 text-center text-sm font-semibold text-gray-800 hover:bg-gray-50"
      >
        Clear Filters
      </Link>
    </div>
  );
}
