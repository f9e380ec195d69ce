import { Form, useFetcher, useNavigate } from "react-router";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useDebouncedCallback } from "~/hooks/use-debounced";
import type { Suggestions } from "./quick-search-list";

// The dropdown's content is fetched when the box is first pointed at or focused: it shows only
// after that, and home's JavaScript stays smaller (decision 024).
const loadList = () => import("./quick-search-list");
const QuickSearchList = lazy(loadList);

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
    <div
      ref={root}
      className="relative hidden w-full max-w-xl md:block"
      onPointerEnter={() => void loadList()}
    >
      <Form
        method="get"
        action="/browse#results"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          close();
          // On the results, as a search from browse's own box lands (decision 044).
          navigate(trimmed ? `${browseAll}#results` : "/browse");
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
            <Suspense fallback={<p className="p-4 text-sm text-gray-600">Loading...</p>}>
              <QuickSearchList
                ready={ready}
                data={data}
                popularStates={popularStates}
                browseAll={browseAll}
                onChoose={close}
              />
            </Suspense>
          </div>
        </>
      ) : null}
    </div>
  );
}
