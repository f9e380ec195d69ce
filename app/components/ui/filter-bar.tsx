import { Link } from "~/components/ui/link";
import type { Option } from "~/lib/option-list";
import { STATE_OPTIONS } from "~/lib/states";
import { buttonClass, Field, SelectField } from "./forms";

/** A select of a GET filter form whose first choice, 'all', means no filter. */
export type FilterSelect = {
  name: string;
  label: string;
  allLabel: string;
  options: readonly Option[];
};

export function FilterSelectField({
  id,
  value,
  name,
  label,
  allLabel,
  options,
}: FilterSelect & { id: string; value?: string }) {
  return (
    <SelectField
      label={label}
      selectProps={{ id, name, defaultValue: value ?? "all" }}
      options={[{ value: "all", label: allLabel }, ...options]}
    />
  );
}

export const STATE_FILTER = {
  name: "state",
  label: "State",
  allLabel: "All States",
  options: STATE_OPTIONS,
} as const satisfies FilterSelect;

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
 * Each field is named after its URL parameter and takes that parameter's value from `params`;
 * its id is the page's name and the parameter's ('browse-state').
 */
export function FilterBar<P extends { search?: string }>({
  page,
  params,
  placeholder,
  selects,
}: {
  page: string;
  params: P;
  placeholder: string;
  selects: readonly (FilterSelect & { name: keyof P & string })[];
}) {
  const idFor = (name: string) => `${page.slice(1)}-${name}`;
  return (
    <div className="grid gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto_auto] md:items-end">
      <SearchField id={idFor("search")} value={params.search} placeholder={placeholder} />
      {selects.map((s) => {
        const value = params[s.name];
        return (
          <FilterSelectField
            key={s.name}
            id={idFor(s.name)}
            value={typeof value === "string" ? value : undefined}
            {...s}
          />
        );
      })}
      <button type="submit" className={buttonClass("primary")}>
        Apply Filters
      </button>{" "}
      <Link to={page} className={`text-center ${buttonClass("secondary")}`}>
        Clear Filters
      </Link>
    </div>
  );
}
