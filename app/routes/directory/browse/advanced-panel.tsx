import { Link } from "~/components/ui/link";
import { useState } from "react";
import type { BrowseParams } from "~/lib/company-filters";
import { ADVANCED_SERVICE_CHIPS, CERTIFICATION_CHIPS } from "~/lib/options";
import { FilterSelectField, SearchField, STATE_FILTER } from "~/components/ui/filter-bar";
import { buttonClass, CheckboxField, labelClass } from "~/components/ui/forms";

/** The panel's chip groups, by the URL parameter each one fills. */
const CHIP_GROUPS = {
  service: { legend: "Services", options: ADVANCED_SERVICE_CHIPS },
  cert: { legend: "Certifications", options: CERTIFICATION_CHIPS },
} as const;

function Chips({ name, selected }: { name: keyof typeof CHIP_GROUPS; selected: string[] }) {
  const { legend, options } = CHIP_GROUPS[name];
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o} className="cursor-pointer">
            <input
              type="checkbox"
              name={name}
              value={o}
              defaultChecked={selected.includes(o)}
              className="peer sr-only"
            />
            <span className="inline-block rounded-full border border-gray-300 bg-white px-3 py-1 text-sm text-gray-800 peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600">
              {o}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The advanced panel; while it is on, its filters replace the basic ones. */
export function AdvancedPanel({
  params,
  activeCount,
  near,
}: {
  params: BrowseParams;
  activeCount: number;
  near?: { label: string; radiusMiles: number };
}) {
  const [rating, setRating] = useState(params.minRating);
  return (
    <div className="space-y-5 rounded-xl border border-brand-100 bg-white p-5 shadow-sm">
      <input type="hidden" name="advanced" value="1" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          Advanced Search{" "}
          <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
            {activeCount} active
          </span>
        </h2>
        <p className="text-sm text-gray-600">
          {near
            ? `Showing results within ${near.radiusMiles} miles of ${near.label}`
            : "Enter a city or ZIP code in Location to search by distance"}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <SearchField
          id="adv-q"
          name="q"
          label="Search Term"
          value={params.q}
          placeholder="Company name, service, keyword..."
        />
        <SearchField
          id="adv-location"
          name="location"
          label="Location"
          value={params.location}
          placeholder="City, state or ZIP code"
        />
        <FilterSelectField id="adv-state" value={params.state} {...STATE_FILTER} />
      </div>
      <Chips name="service" selected={params.service} />
      <div className="grid gap-4 md:grid-cols-2 md:items-end">
        <div>
          <label htmlFor="adv-rating" className={labelClass}>
            Minimum Rating:{" "}
            <output htmlFor="adv-rating">{rating > 0 ? `${rating.toFixed(1)}+` : "Any"}</output>
          </label>
          <input
            id="adv-rating"
            name="minRating"
            type="range"
            min={0}
            max={5}
            step={0.5}
            defaultValue={params.minRating}
            onChange={(e) => setRating(Number(e.currentTarget.value))}
            className="mt-2 block w-full accent-brand-600"
          />
        </div>
        <CheckboxField name="withReviews" value="1" defaultChecked={params.withReviews}>
          Only show companies with reviews
        </CheckboxField>
      </div>
      <Chips name="cert" selected={params.cert} />
      <CheckboxField name="verified" value="1" defaultChecked={params.verified}>
        Verified credentials only
      </CheckboxField>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass("primary")}>
          Apply Filters
        </button>{" "}
        <Link to="/browse?advanced=1" className={buttonClass("secondary")}>
          Clear All Filters
        </Link>
      </div>
    </div>
  );
}
