import type { ReactNode } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Link } from "~/components/ui/link";
import { useDebouncedCallback } from "~/hooks/use-debounced";
import type { Directory } from "~/lib/directory";
import { BACK_CLASS, NextButton, StepFoot } from "./progress";

type Result = {
  id: number;
  name: string;
  location: string;
  state: string;
  isClaimed: boolean;
  detail: string;
};

/** Claim a found listing, or add a new one: the search carried along, so Back can show it. */
function SearchAction({
  intent,
  q,
  companyId,
  children,
}: {
  intent: "claim" | "new";
  q: string;
  companyId?: number;
  children: ReactNode;
}) {
  return (
    <Form method="post" action="/add-company?step=search">
      {companyId ? <input type="hidden" name="companyId" value={companyId} /> : null}
      <input type="hidden" name="q" value={q} />
      <NextButton intent={intent} small={intent === "claim"}>
        {children}
      </NextButton>
    </Form>
  );
}

export function SearchStep({
  type,
  q,
  search,
}: {
  type: Directory;
  q: string;
  search: { found: string; results: Result[] } | null;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const live = useDebouncedCallback((form: HTMLFormElement) => {
    submit(form, { replace: true, preventScrollReset: true });
  }, 300);
  const searching =
    navigation.state === "loading" && navigation.location.search.includes("step=search");
  return (
    <div>
      <h2 className="text-xl font-semibold text-gray-900">Is your company already listed?</h2>
      <p className="mt-1 text-sm text-gray-600">
        Search the {type === "materials" ? "materials & equipment" : "road striping"} directory.
        Claim your listing if it is there, or add a new company.
      </p>
      <Form
        method="get"
        action="/add-company"
        className="mt-4 flex gap-2"
        onChange={(e) => live(e.currentTarget)}
      >
        <input type="hidden" name="step" value="search" />
        <label htmlFor="wizard-q" className="sr-only">
          Search companies
        </label>
        <input
          id="wizard-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          autoComplete="off"
          placeholder="Search by company name, location, or state..."
          className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2"
        />
        <button
          type="submit"
          className="rounded-md border border-gray-300 px-4 py-2 font-semibold text-gray-800 hover:bg-gray-50"
        >
          Search
        </button>
      </Form>
      <div className="mt-4" aria-live="polite">
        {searching ? <p className="text-sm text-gray-600">Searching...</p> : null}
        {search ? (
          search.results.length ? (
            <>
              <p className="font-medium text-gray-900">Found {search.found} matching companies:</p>
              <ul className="mt-3 space-y-2">
                {search.results.map((r) => (
                  <li
                    key={r.id}
                    className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gray-200 p-3"
                  >
                    <div>
                      <p className="font-semibold text-gray-900">{r.name}</p>
                      <p className="text-sm text-gray-600">
                        {r.location}, {r.state}
                        {r.detail ? ` · ${r.detail}` : ""}
                      </p>
                    </div>
                    {r.isClaimed ? (
                      // A claimed row offers nothing to press: claiming it could only fail.
                      <p className="rounded-md bg-gray-100 px-3 py-1.5 text-sm font-medium text-gray-700">
                        Already claimed<span className="sr-only"> ({r.name})</span>
                      </p>
                    ) : (
                      <SearchAction intent="claim" q={q} companyId={r.id}>
                        Claim This Listing<span className="sr-only"> for {r.name}</span>
                      </SearchAction>
                    )}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-gray-700">No companies found matching your search.</p>
          )
        ) : null}
      </div>
      <StepFoot
        back={
          <Link to="/add-company?step=type" className={BACK_CLASS}>
            Back
          </Link>
        }
      >
        <SearchAction intent="new" q={q}>
          Add New Company
        </SearchAction>
      </StepFoot>
    </div>
  );
}
