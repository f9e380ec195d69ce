import { type MetaDescriptor } from "react-router";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { CompanyCard, type CardCompany } from "~/components/company-card";
import { CountLinks, EmptyState, Section } from "~/components/content/page-parts";
import { JsonLd } from "~/components/json-ld";
import { ServingFromElsewhere } from "~/components/place/serving-elsewhere";
import { Pagination } from "~/components/pagination";
import { formatFound, partlyListed, type Found } from "~/lib/found";
import { pagedPath } from "~/lib/landing";
import { seoMeta } from "~/lib/seo";

/** What both landing pages' loader (striping-companies.landing.server.ts) sends for the body. */
type Listings = {
  heading: string;
  path: string;
  companies: CardCompany[];
  found: Found;
  /** A city link's place: the listings within the radius, each with its distance. */
  near?: { label: string; radiusMiles: number };
  page: number;
  pageCount: number;
  jsonLd: unknown;
  /** Firms based in other states that serve this one (decision 049). */
  elsewhere?: { heading: string; companies: CardCompany[] };
};

/**
 * The head of a landing page: its own words, and what both share: the page number in the title,
 * a canonical path per page, and no indexing of an empty page or of a city's view, which repeats
 * the state's listings.
 */
export function landingMeta(
  d: Listings,
  matches: Parameters<typeof seoMeta>[0]["matches"],
  words: { title: string; description: string; keywords: string },
): MetaDescriptor[] {
  return seoMeta({
    ...words,
    title: `${words.title}${d.page > 1 ? ` (Page ${d.page})` : ""} | Road Striping Directory`,
    path: pagedPath(d.path, d.page),
    matches,
    noindex: d.found.n === 0 || Boolean(d.near),
  });
}

/** The shared body of the state and state+service landing pages. */
export function LandingPage({
  breadcrumbs,
  intro,
  aside,
  empty,
  listings: { heading, companies, found, near, page, pageCount, jsonLd, elsewhere },
}: {
  breadcrumbs: { to?: string; label: string }[];
  intro: ReactNode;
  aside?: ReactNode;
  /** The empty result's headline and the line under it. */
  empty: { title: ReactNode; text: ReactNode };
  listings: Listings;
}) {
  return (
    // On a phone the listings come right after the heading, the intro and links after them
    // (the first listing is on the first screen); wider, in source order.
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
          <div className="mt-4">
            <EmptyState title={empty.title}>{empty.text}</EmptyState>
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
        <ServingFromElsewhere elsewhere={elsewhere} />
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
    <Section
      labelId={id}
      title={title}
      className="mt-8"
      headingClassName="text-lg font-semibold text-gray-900"
    >
      <CountLinks links={links} look="chips" />
    </Section>
  );
}
