import { Form, Link, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useDebouncedCallback } from "~/hooks/use-debounced";
import { formatMiles } from "~/lib/geo";
import { POPULAR_SERVICE_TERMS } from "~/lib/options";
import { stateName } from "~/lib/states";

type Suggestions = {
  q: string;
  /** "12", or "500+" when the count stopped at its cap. */
  total: string;
  /** The place the query named or ended with: the results are within its radius. */
  near?: { label: string; radiusMiles: number };
  /** Nothing found, and the query ends with what looks like a misspelt place. */
  didYouMean?: { label: string; search: string };
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

const MIN_CHARS = 2;

/**
 * The quick search box. Without JavaScript it is a GET form to /browse?search=; with it, a
 * dropdown of server-side suggestions opens on focus.
 */
export function QuickSearch({ popularStates }: { popularStates: string[] }) {
  const [term, setTerm] = useState("");
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<Suggestions>();
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const trimmed = term.trim();
  const ready = [...trimmed].length >= MIN_CHARS;

  const load = useDebouncedCallback((q: string) => {
    fetcher.load(`/quick-search?${new URLSearchParams({ q })}`);
  }, 150);

  useEffect(() => {
    if (ready) load(trimmed);
  }, [ready, trimmed, load]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const data = fetcher.data && fetcher.data.q === trimmed ? fetcher.data : undefined;
  const browseAll = `/browse?${new URLSearchParams({ search: trimmed })}`;
  const close = () => setOpen(false);

  return (
    <div ref={root} className="relative hidden w-full max-w-xl md:block">
      <Form
        method="get"
        action="/browse"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          close();
          navigate(trimmed ? browseAll : "/browse");
        }}
      >
        <label htmlFor="quick-search" className="sr-only">
          Quick search
        </label>
        <div className="flex overflow-hidden rounded-lg bg-white shadow-lg ring-1 ring-gray-200">
          <input
            id="quick-search"
            name="search"
            type="text"
            enterKeyHint="search"
            autoComplete="off"
            placeholder="Quick search companies, cities, services..."
            value={term}
            onChange={(e) => {
              setTerm(e.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            role="combobox"
            aria-expanded={open}
            // Only while the list exists: aria-controls must name an element in the page.
            aria-controls={open ? listId : undefined}
            aria-autocomplete="list"
            maxLength={100}
            className="min-w-0 flex-1 px-4 py-3 text-gray-900 outline-none"
          />
          <button
            type="submit"
            className="bg-stripe px-5 font-semibold text-gray-900 hover:bg-yellow-300"
          >
            Search
          </button>
        </div>
      </Form>
      {open ? (
        <>
          <button
            type="button"
            aria-label="Close search suggestions"
            className="fixed inset-0 z-30 bg-black/30 md:hidden"
            onClick={close}
          />
          <div
            id={listId}
            className="absolute z-40 mt-2 w-full overflow-hidden rounded-lg border border-gray-200 bg-white text-left text-gray-900 shadow-xl"
          >
            {!ready ? (
              <PopularSearches states={popularStates} onChoose={close} />
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
                      onClick={close}
                      className="font-semibold text-brand-700 underline"
                    >
                      {data.didYouMean.label}
                    </Link>
                    ?
                  </p>
                ) : null}
                <Link
                  to={data.near ? browseAll : "/browse"}
                  onClick={close}
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
                <ul>
                  {data.results.map((c) => (
                    <li key={c.id}>
                      <Link
                        to={`/companies/${c.slug}`}
                        onClick={close}
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
                          {c.distanceMiles !== undefined
                            ? ` · ${formatMiles(c.distanceMiles)}`
                            : ""}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
                <Link
                  to={browseAll}
                  onClick={close}
                  className="block border-t border-gray-100 px-4 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  View All Results
                </Link>
              </div>
            )}
          </div>
        </>
      ) : null}
    </div>
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
