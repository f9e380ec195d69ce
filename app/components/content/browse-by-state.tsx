import { Link } from "~/components/ui/link";
import { categoriesOfServices, LANDING_ROOT, statePath, stateServicePath } from "~/lib/landing";
import { STATES, stateName } from "~/lib/states";
import { Kept } from "~/components/server-markup";

/** "Browse by state": links to the 50 state landing pages (rendered at the end of /browse). */
export function BrowseByState() {
  return (
    // Deliberately not a labelled region: "Browse by state" would also answer to the label "State"
    // that the browse filters use.
    <Kept
      as="section"
      markupKey="browse-by-state"
      id="browse-by-state"
      className="mt-12 border-t border-gray-200 pt-8"
    >
      <h2 className="text-xl font-semibold text-gray-900">Browse by state</h2>
      <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-3 md:grid-cols-5">
        {STATES.map(([code, name]) => (
          <li key={code}>
            <Link to={statePath(code)} className="text-brand-700 hover:underline">
              {name}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm">
        <Link to={LANDING_ROOT} className="font-medium text-brand-700 underline hover:no-underline">
          All states
        </Link>
      </p>
    </Kept>
  );
}

/** On a company page: more companies in its state, and for each of its service categories. */
export function StateLandingLinks({
  state,
  services,
}: {
  state: string;
  services: readonly string[];
}) {
  const name = stateName(state);
  const categories = categoriesOfServices(services);
  if (name === state) return null;
  return (
    <section
      aria-labelledby="more-in-state"
      className="mt-10 rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id="more-in-state" className="text-lg font-semibold text-gray-900">
        More striping companies in {name}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm">
        <li>
          <Link
            to={statePath(state)}
            className="inline-block rounded-full border border-gray-300 px-3 py-1 font-medium text-brand-700 hover:bg-gray-50"
          >
            All road striping companies in {name}
          </Link>
        </li>
        {categories.map((label) => (
          <li key={label}>
            <Link
              to={stateServicePath(state, label)}
              className="inline-block rounded-full border border-gray-300 px-3 py-1 font-medium text-brand-700 hover:bg-gray-50"
            >
              {label} in {name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
