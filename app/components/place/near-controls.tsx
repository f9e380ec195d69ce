import { inputClass } from "~/components/ui/forms";
import { NEAR_SORTS, RADIUS_CHOICES, type NearSort } from "~/lib/near-options";

/** Radius and order of a search by place: two selects of the GET form (no JavaScript needed). */
export function NearControls({
  near,
}: {
  near: { label: string; radiusMiles: number; sort: NearSort };
}) {
  return (
    <div className="mt-4 flex flex-wrap items-end gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-gray-700">
        Near <strong>{near.label}</strong>
      </p>
      <div>
        <label htmlFor="browse-radius" className="text-sm font-medium text-gray-800">
          Within
        </label>
        <select
          id="browse-radius"
          name="radius"
          defaultValue={near.radiusMiles}
          className={inputClass}
        >
          {RADIUS_CHOICES.map((r) => (
            <option key={r} value={r}>
              {r} miles
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="browse-sort" className="text-sm font-medium text-gray-800">
          Sort by
        </label>
        <select id="browse-sort" name="sort" defaultValue={near.sort} className={inputClass}>
          {NEAR_SORTS.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50"
      >
        Update
      </button>
    </div>
  );
}

/** 'Sort by' without a place: the directory's own orders (decision 015). */
export function SortControl({ sort }: { sort: NearSort }) {
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="browse-sort" className="text-sm font-medium text-gray-800">
          Sort by
        </label>
        {/* Recommended is the empty value: a search that turns out to name a place then gets
            its own default order, Distance. */}
        <select
          id="browse-sort"
          name="sort"
          defaultValue={sort === "recommended" ? "" : sort}
          className={inputClass}
        >
          {NEAR_SORTS.filter((s) => s.id !== "distance").map((s) => (
            <option key={s.id} value={s.id === "recommended" ? "" : s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50"
      >
        Sort
      </button>
    </div>
  );
}
