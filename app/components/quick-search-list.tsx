import { Link } from "~/components/ui/link";
import { formatMiles } from "~/lib/geo";
import { POPULAR_SERVICE_TERMS } from "~/lib/options";
import { stateName } from "~/lib/states";

export type Suggestions = {
  q: string;
  /** "12", or "500+" when the count stopped at its cap. */
  total: string;
  /** The place the query named or ended with: the results are within its radius. */
  near?: { label: string; radiusMiles: number };
  /** Nothing found, and the query ends with what looks like a misspelt place. */
  didYouMean?: { label: string; search: string };
  /** The box read the other way (decision 044): 'Search near Keystone, FL instead'. */
  otherReading?: { label: string; href: string };
  results: {
    id: number;
    slug: string;
    name: string;
    location: string;
    state: string;
    sponsored?: boolean;
    distanceMiles?: number;
  }[];
};

/**
 * What the quick search's dropdown shows: popular searches until two characters are typed, then
 * the suggestions. Fetched when the box is first pointed at or focused (./quick-search).
 */
export default function QuickSearchList({
  ready,
  data,
  popularStates,
  browseAll,
  onChoose,
}: {
  ready: boolean;
  data: Suggestions | undefined;
  popularStates: string[];
  browseAll: string;
  onChoose: () => void;
}) {
  return (
    <>
      {!ready ? (
        <PopularSearches states={popularStates} onChoose={onChoose} />
      ) : !data ? (
        <p className="p-4 text-sm text-gray-600">Searching...</p>
      ) : data.results.length === 0 ? (
        <div className="p-4 text-center">
          <p className="font-medium">
            {data.near
              ? `No companies within ${data.near.radiusMiles} miles of ${data.near.label}`
              : "No companies found"}
          </p>
          {data.didYouMean ? (
            <p className="mt-1 text-sm">
              Did you mean{" "}
              <Link
                to={`/browse?${new URLSearchParams({ search: data.didYouMean.search })}`}
                onClick={onChoose}
                className="font-semibold text-brand-700 underline"
              >
                {data.didYouMean.label}
              </Link>
              ?
            </p>
          ) : null}
          <ReadingLink reading={data.otherReading} onChoose={onChoose} />
          <Link
            to={data.near ? browseAll : "/browse"}
            onClick={onChoose}
            className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            {data.near ? "See wider radius and nearest companies" : "Browse All Companies"}
          </Link>
        </div>
      ) : (
        <div>
          <p className="border-b border-gray-100 bg-gray-50 px-4 py-2 text-xs font-semibold tracking-wide text-gray-600 uppercase">
            {data.near
              ? `Companies within ${data.near.radiusMiles} miles of ${data.near.label} (${data.total} found)`
              : `Companies (${data.total} found)`}
          </p>
          {data.otherReading ? (
            <div className="border-b border-gray-100 px-4 py-2">
              <ReadingLink reading={data.otherReading} onChoose={onChoose} />
            </div>
          ) : null}
          <ul>
            {data.results.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/companies/${c.slug}`}
                  onClick={onChoose}
                  className="block px-4 py-2 hover:bg-brand-50"
                >
                  <span className="block font-medium">
                    {c.name}
                    {c.sponsored ? (
                      <span className="ml-2 rounded border border-amber-300 bg-amber-50 px-1 text-xs font-semibold text-amber-900">
                        Sponsored
                      </span>
                    ) : null}
                  </span>
                  <span className="block text-sm text-gray-600">
                    {c.location}, {c.state}
                    {c.distanceMiles !== undefined ? ` · ${formatMiles(c.distanceMiles)}` : ""}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={browseAll}
            onClick={onChoose}
            className="block border-t border-gray-100 px-4 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            View All Results
          </Link>
        </div>
      )}
    </>
  );
}

function ReadingLink({
  reading,
  onChoose,
}: {
  reading: Suggestions["otherReading"];
  onChoose: () => void;
}) {
  if (!reading) return null;
  return (
    <p className="text-sm">
      <Link to={reading.href} onClick={onChoose} className="font-semibold text-brand-700 underline">
        {reading.label}
      </Link>
    </p>
  );
}

function PopularSearches({ states, onChoose }: { states: string[]; onChoose: () => void }) {
  return (
    <div className="p-4">
      <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase">
        Popular Searches
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {states.map((code) => (
          <Link
            key={code}
            to={`/browse?state=${code}`}
            onClick={onChoose}
            className="rounded-full bg-gray-100 px-3 py-1 text-sm hover:bg-brand-50"
          >
            {stateName(code)}
          </Link>
        ))}
        {POPULAR_SERVICE_TERMS.map((term) => (
          <Link
            key={term}
            to={`/browse?${new URLSearchParams({ search: term })}`}
            onClick={onChoose}
            className="rounded-full bg-yellow-50 px-3 py-1 text-sm hover:bg-yellow-100"
          >
            {term}
          </Link>
        ))}
      </div>
    </div>
  );
}
