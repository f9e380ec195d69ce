import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { CompanyCard, type CardCompany } from "~/components/company-card";
import { JsonLd } from "~/components/json-ld";
import { Pagination } from "~/components/pagination";
import { formatFound, partlyListed, type Found } from "~/lib/found";

/** The shared body of the state and state+service landing pages. */
export function LandingPage({
  breadcrumbs,
  heading,
  intro,
  aside,
  companies,
  found,
  near,
  page,
  pageCount,
  empty,
  jsonLd,
}: {
  breadcrumbs: { to?: string; label: string }[];
  heading: string;
  intro: ReactNode;
  aside?: ReactNode;
  companies: CardCompany[];
  found: Found;
  /** A city link's place: the listings within the radius, each with its distance. */
  near?: { label: string; radiusMiles: number };
  page: number;
  pageCount: number;
  empty: ReactNode;
  jsonLd: unknown;
}) {
  return (
    // On a phone the listings come right after the heading, the intro and links after them
    // (issue 12, point 7: the first listing is on the first screen); wider, in source order.
    <div className="container-page flex flex-col py-10">
      <JsonLd data={jsonLd} />
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-gray-600">
        {breadcrumbs.map((b, i) => (
          <span key={b.label}>
            {i > 0 ? " / " : null}
            {b.to ? (
              <Link to={b.to} className="text-brand-700 underline hover:no-underline">
                {b.label}
              </Link>
            ) : (
              <span aria-current="page">{b.label}</span>
            )}
          </span>
        ))}
      </nav>
      <h1 className="text-3xl font-bold text-gray-900">{heading}</h1>
      <div className="order-1 mt-8 max-w-4xl space-y-3 text-gray-700 md:order-none md:mt-4">
        {intro}
      </div>
      <div className="order-1 md:order-none">{aside}</div>
      <section aria-labelledby="landing-results" className="mt-4 md:mt-10">
        <h2 id="landing-results" className="text-xl font-semibold text-gray-900">
          {formatFound(found)} {found.n === 1 ? "company" : "companies"}
          {near ? ` within ${near.radiusMiles} miles of ${near.label}` : ""}
          {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ""}
        </h2>
        {companies.length === 0 ? (
          <div className="mt-4 rounded-xl border border-gray-200 bg-white p-10 text-center">
            {empty}
          </div>
        ) : (
          <>
            <div className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {companies.map((c) => (
                <CompanyCard key={c.id} company={c} />
              ))}
            </div>
            <Pagination page={page} pageCount={pageCount} more={partlyListed(found)} />
          </>
        )}
      </section>
    </div>
  );
}

/** A titled row of links to service landing pages, each with its company count. */
export function ServiceLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { label: string; path: string; count: string }[];
}) {
  if (!links.length) return null;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((s) => (
          <li key={s.label}>
            <Link
              to={s.path}
              className="inline-flex items-center gap-1.5 rounded-full border border-gray-300 bg-white px-3 py-1 text-sm font-medium text-gray-800 hover:border-brand-600 hover:text-brand-700"
            >
              {s.label}
              <span className="rounded-full bg-gray-100 px-1.5 text-xs text-gray-700">
                {s.count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
