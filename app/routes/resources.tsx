import { LiveSearchForm } from "~/components/content/live-search-form";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Spinner } from "~/components/ui/icons";
import { ExternalLink } from "~/components/content/external-link";
import { useLiveSearch } from "~/hooks/use-live-search";
import { formatDate } from "~/lib/format";
import { MUTCD_EDITIONS } from "~/lib/mutcd";
import { STATE_SEARCH_MAX } from "~/lib/content-limits";
import { seoMeta } from "~/lib/seo";
import { countStateResources, listStateResources } from "~/models/state-resources.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get("q")?.trim().slice(0, STATE_SEARCH_MAX) ?? "";
  return {
    q,
    states: listStateResources(q),
    total: countStateResources(),
    editions: MUTCD_EDITIONS,
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seoMeta({
    title: "State DOT Standards and Resources | Road Striping Directory",
    description:
      "Pavement marking standards and specifications from all 50 state departments of transportation, plus the federal MUTCD (11th Edition, Revision 1) Part 3 Markings and Part 6 Temporary Traffic Control.",
    keywords:
      "state DOT standards, MUTCD, pavement marking specifications, traffic control, MUTCD 11th edition, Part 3 markings, Part 6 temporary traffic control",
    path: "/resources",
    matches,
  });

const linkClass =
  "inline-flex items-center rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50";

export default function Resources() {
  const { q, states, total, editions } = useLoaderData<typeof loader>();
  const live = useLiveSearch("/resources");
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-gray-900">State DOT Standards and Resources</h1>
      <p className="mt-2 max-w-3xl text-gray-700">
        The federal traffic-control manual and every state transportation department&apos;s
        standards and specifications for pavement markings, in one place.
      </p>

      <section aria-labelledby="mutcd-heading" className="mt-8">
        <h2 id="mutcd-heading" className="text-2xl font-semibold text-gray-900">
          Manual on Uniform Traffic Control Devices (MUTCD)
        </h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          {editions.map((e) => (
            <article
              key={e.id}
              className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
              aria-labelledby={`edition-${e.id}`}
            >
              <div className="flex flex-wrap items-center gap-2">
                <h3 id={`edition-${e.id}`} className="text-lg font-semibold text-gray-900">
                  {e.title}
                </h3>
                {e.current ? (
                  <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                    Current edition
                  </span>
                ) : null}
              </div>
              <p className="mt-1 text-sm text-gray-700">{e.note}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {e.links.map((l) => (
                  <li key={l.url}>
                    <ExternalLink href={l.url} className={linkClass}>
                      {l.label}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="states-heading" className="mt-12">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="states-heading" className="text-2xl font-semibold text-gray-900">
            State Departments of Transportation
          </h2>
          <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            {total} States Available
          </span>
        </div>
        <p className="mt-3 rounded-md border border-dashed border-gray-300 bg-white p-3 text-sm text-gray-700">
          Interactive map coming soon
        </p>
        <LiveSearchForm
          live={live}
          action="/resources"
          id="resources-q"
          name="q"
          label="Search states"
          value={q}
          maxLength={STATE_SEARCH_MAX}
          placeholder="State name, code or DOT agency..."
        />

        <div aria-live="polite" className="mt-6">
          {live.loading ? (
            <p className="mb-4 flex items-center gap-2 text-gray-600">
              <Spinner /> Loading state resources...
            </p>
          ) : null}
          {states.length === 0 ? (
            <div className="rounded-xl border border-gray-200 bg-white p-10 text-center">
              <p className="text-lg font-semibold text-gray-900">
                No states found matching &quot;{q}&quot;
              </p>
              <Link
                to="/resources"
                className="mt-4 inline-block rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50"
              >
                Clear Search
              </Link>
            </div>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {states.map((s) => (
                <li key={s.stateCode}>
                  <article
                    aria-labelledby={`state-${s.stateCode}`}
                    className="h-full rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
                  >
                    <div className="flex items-center justify-between gap-2">
                      <h3
                        id={`state-${s.stateCode}`}
                        className="text-lg font-semibold text-gray-900"
                      >
                        {s.stateName}
                      </h3>
                      <span className="rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">
                        {s.stateCode}
                      </span>
                    </div>
                    <p className="mt-1 text-sm text-gray-700">
                      {s.dotName}
                      {s.dotAcronym ? ` (${s.dotAcronym})` : ""}
                    </p>
                    <ul className="mt-3 flex flex-wrap gap-2">
                      <li>
                        <ExternalLink
                          href={s.standardsUrl}
                          context={`for ${s.stateName}`}
                          className={linkClass}
                        >
                          Standards
                        </ExternalLink>
                      </li>
                      <li>
                        <ExternalLink
                          href={s.specificationsUrl}
                          context={`for ${s.stateName}`}
                          className={linkClass}
                        >
                          Specifications
                        </ExternalLink>
                      </li>
                      {s.trafficControlUrl ? (
                        <li>
                          <ExternalLink
                            href={s.trafficControlUrl}
                            context={`for ${s.stateName}`}
                            className={linkClass}
                          >
                            Traffic Control
                          </ExternalLink>
                        </li>
                      ) : null}
                    </ul>
                    <p className="mt-3 text-xs text-gray-600">
                      Last updated: {formatDate(s.lastUpdated)}
                    </p>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}
