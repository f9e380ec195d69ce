import type { ReactNode } from "react";
import { buttonClass, SelectField } from "~/components/ui/forms";
import { NEAR_SORTS, RADIUS_CHOICES, type NearSort } from "~/lib/near-options";
import type { Option } from "~/lib/option-list";

const RADIUS_OPTIONS = RADIUS_CHOICES.map((r) => ({ value: String(r), label: `${r} miles` }));

// Without a place, Recommended is the empty value: a search that turns out to name a place then
// gets its own default order, Distance.
const PLAIN_SORT_OPTIONS = NEAR_SORTS.filter((s) => s.value !== "distance").map((s) => ({
  value: s.value === "recommended" ? "" : s.value,
  label: s.label,
}));

/** The controls of one row of the GET form, then the button that applies them. */
function ControlRow({
  className,
  submit,
  children,
}: {
  className: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <div className={`mt-4 flex flex-wrap items-end ${className}`}>
      {children}
      <button type="submit" className={buttonClass("secondary")}>
        {submit}
      </button>
    </div>
  );
}

function SortSelect({ options, value }: { options: readonly Option[]; value: string }) {
  return (
    <SelectField
      label="Sort by"
      selectProps={{ id: "browse-sort", name: "sort", defaultValue: value }}
      options={options}
    />
  );
}

/** Radius and order of a search by place: two selects of the GET form (no JavaScript needed). */
export function NearControls({
  near,
}: {
  near: { label: string; radiusMiles: number; sort: NearSort };
}) {
  return (
    <ControlRow
      className="gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      submit="Update"
    >
      <p className="text-sm text-gray-700">
        Near <strong>{near.label}</strong>
      </p>
      <SelectField
        label="Within"
        selectProps={{
          id: "browse-radius",
          name: "radius",
          defaultValue: String(near.radiusMiles),
        }}
        options={RADIUS_OPTIONS}
      />
      <SortSelect options={NEAR_SORTS} value={near.sort} />
    </ControlRow>
  );
}

/** 'Sort by' without a place: the directory's own orders (decision 015). */
export function SortControl({ sort }: { sort: NearSort }) {
  return (
    <ControlRow className="gap-3" submit="Sort">
      <SortSelect options={PLAIN_SORT_OPTIONS} value={sort === "recommended" ? "" : sort} />
    </ControlRow>
  );
}
