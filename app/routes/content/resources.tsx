import { LiveSearchForm } from "~/components/content/live-search-form";

import { useLoaderData } from "react-router";
import type { ReactNode } from "react";
import { EmptyState, PageHeader, Section } from "~/components/content/page-parts";
import { Spinner } from "~/components/ui/icons";
import { ExternalLink } from "~/components/content/external-link";
import { useLiveSearch } from "~/hooks/use-live-search";
import { formatDate } from "~/lib/format";
import { MUTCD_EDITIONS } from "~/lib/mutcd";
import { readContentSearch, STATE_SEARCH_MAX } from "~/lib/content-limits";
import { pageMeta } from "~/lib/seo";
import { countStateResources, listStateResources } from "~/models/content/state-resources.server";
import type { Route } from "./+types/resources";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export async function loader({ request }: Route.LoaderArgs) {
  const q = readContentSearch(request, "q", STATE_SEARCH_MAX).text;
  return {
    q,
    states: listStateResources(q),
    total: countStateResources(),
    editions: MUTCD_EDITIONS,
  };
}

export const meta = pageMeta({
  title: "State DOT Standards and Resources | Road Striping Directory",
  description:
    "Pavement marking standards and specifications from all 50 state departments of transportation, plus the federal MUTCD (11th Edition, Revision 1) Part 3 Markings and Part 6 Temporary Traffic Control.",
  keywords:
    "state DOT standards, MUTCD, pavement marking specifications, traffic control, MUTCD 11th edition, Part 3 markings, Part 6 temporary traffic control",
  path: "/resources",
});

const linkClass =
  "inline-flex items-center rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50";

/** A manual's edition or a state's DOT: its name, a note, and its documents on other sites. */
function ResourceCard({
  labelId,
  title,
  badge,
  note,
  links,
  updated,
}: {
  labelId: string;
  title: string;
  badge: ReactNode;
  note: string;
  links: { href: string; label: string; context?: string }[];
  updated?: string;
}) {
  return (
    <article
      aria-labelledby={labelId}
      className="h-full rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={labelId} className="scroll-mt-24 text-lg font-semibold text-gray-900">
          {title}
        </h3>
        {badge}
      </div>
      <p className="mt-1 text-sm text-gray-700">{note}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((l) => (
          <li key={l.label}>
            <ExternalLink href={l.href} context={l.context} className={linkClass}>
              {l.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
      {updated ? <p className="mt-3 text-xs text-gray-600">Last updated: {updated}</p> : null}
    </article>
  );
}

export default function Resources() {
  const { q, states, total, editions } = useLoaderData<typeof loader>();
  const live = useLiveSearch("/resources");
  return (
    <div className="container-page py-10">
      <PageHeader title="State DOT Standards and Resources">
        The federal traffic-control manual and every state transportation department&apos;s
        standards and specifications for pavement markings, in one place.
      </PageHeader>

      <Section
        labelId="mutcd-heading"
        title="Manual on Uniform Traffic Control Devices (MUTCD)"
        className="mt-8"
      >
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          {editions.map((e) => (
            <ResourceCard
              key={e.id}
              labelId={`edition-${e.id}`}
              title={e.title}
              badge={
                e.current ? (
                  <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                    Current edition
                  </span>
                ) : null
              }
              note={e.note}
              links={e.links.map((l) => ({ href: l.url, label: l.label }))}
            />
          ))}
        </div>
      </Section>

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
            <EmptyState
              title={<>No states found matching &quot;{q}&quot;</>}
              reset={{ to: "/resources", label: "Clear Search" }}
            />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {states.map((s) => (
                <li key={s.stateCode}>
                  <ResourceCard
                    labelId={`state-${s.stateCode}`}
                    title={s.stateName}
                    badge={
                      <span className="rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">
                        {s.stateCode}
                      </span>
                    }
                    note={`${s.dotName}${s.dotAcronym ? ` (${s.dotAcronym})` : ""}`}
                    links={[
                      { href: s.standardsUrl, label: "Standards" },
                      { href: s.specificationsUrl, label: "Specifications" },
                      { href: s.trafficControlUrl, label: "Traffic Control" },
                    ].flatMap((l) =>
                      l.href
                        ? [{ href: l.href, label: l.label, context: `for ${s.stateName}` }]
                        : [],
                    )}
                    updated={formatDate(s.lastUpdated)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}
