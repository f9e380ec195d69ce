import { Link } from "@remix-run/react";
import type { Option } from "~/lib/option-list";
import { STATE_OPTIONS } from "~/lib/states";
import { buttonClass, Field, SelectField } from "./forms";

/** A select of a GET filter form whose first choice, 'all', means no filter. */
export type FilterSelect = {
  id: string;
  name: string;
  label: string;
  value?: string;
  allLabel: string;
  options: readonly Option[];
};

export function FilterSelectField({ id, name, label, value, allLabel, options }: FilterSelect) {
  return (
    <SelectField
      label={label}
      selectProps={{ id, name, defaultValue: value ?? "all" }}
      options={[{ value: "all", label: allLabel }, ...options]}
    />
  );
}

export function stateFilter(id: string, value?: string): FilterSelect {
  return {
    id,
    name: "state",
    label: "State",
    value,
    allLabel: "All States",
    options: STATE_OPTIONS,
  };
}

/** A free-text search field of a GET filter form. */
export function SearchField({
  id,
  name = "search",
  label = "Search",
  value,
  placeholder,
}: {
  id: string;
  name?: string;
  label?: string;
  value?: string;
  placeholder: string;
}) {
  return (
    <Field
      label={label}
      inputProps={{
        id,
        name,
        type: "search",
        defaultValue: value ?? "",
        placeholder,
        maxLength: 100,
      }}
    />
  );
}

/**
 * The filter row of a directory page (browse, materials): a search, its selects, 'Apply Filters'
 * and 'Clear Filters' back to the bare page. A GET form around it works without JavaScript.
 */
export function FilterBar({
  search,
  selects,
  clearTo,
}: {
  search: { id: string; value?: string; placeholder: string };
  selects: readonly FilterSelect[];
  clearTo: string;
}) {
  return (
    <div className="grid gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto_auto] md:items-end">
      <SearchField {...search} />
      {selects.map((s) => (
        <FilterSelectField key={s.id} {...s} />
      ))}
      <button type="submit" className={buttonClass("primary")}>
        Apply Filters
      </button>
      <Link to={clearTo} className={`text-center ${buttonClass("secondary")}`}>
        Clear Filters
      </Link>
    </div>
  );
}
