import { Form, useLoaderData, useNavigation, useSubmit } from "react-router";
import { Link } from "~/components/ui/link";
import { useRef } from "react";
import { CompanyCard } from "~/components/company-card";
import { Spinner } from "~/components/ui/icons";
import { JsonLd } from "~/components/json-ld";
import { QuickSearch } from "~/components/quick-search";
import { QuoteModalButton } from "~/components/quote-form/quote-modal";
import { StripedHero } from "~/components/striped-hero";
import { useActivityLog, useVisitCount } from "~/hooks/use-activity-log";
import { useDebouncedCallback } from "~/hooks/use-debounced";
import { useFormKey } from "~/hooks/use-form-key";
import {
  NearControls,
  NearestBeyond,
  NothingNear,
  OtherReading,
  Pagination,
  UnknownPlace,
} from "~/components/place/when-placed";
import { useResultsInView } from "~/hooks/use-results-in-view";
import { readBrowseParams } from "~/lib/company-filters";
import { PAGE_SIZE, SITE } from "~/lib/site";
import { formatFound, partlyListed } from "~/lib/found";
import { nearCountText } from "~/lib/coverage";
import { readingHref } from "~/lib/search-reading";
import { pageMeta } from "~/lib/seo";
import { companyListJsonLd, organizationJsonLd } from "~/lib/structured-data";
import { misspeltPlace, resolveHome } from "~/models/search/browse-query.server";
import { findCompanies } from "~/models/directory/company-query.server";
import { listingCards } from "~/models/directory/company-serializer.server";
import { topRankedListings } from "~/models/search/company-search.server";
import {
  reviewFigures,
  reviewLeaders,
  TOP_RATED,
  topStates,
} from "~/models/directory/companies.server";
import { featuredVipListings } from "~/models/directory/featured.server";
import { getStats } from "~/models/directory/stats.server";
import { env } from "~/env.server";
import { markShown } from "~/server/listing-marks.server";
import { Partners } from "./partners";
import { ReviewsOverview } from "./reviews-overview";
import { StatsStrip } from "./stats-strip";
import { SearchField } from "~/components/ui/filter-bar";
import { formatCount } from "~/lib/format";
import type { Route } from "./+types/route";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  // Home's form asks what browse's does (Location, service or company, radius, order, page).
  const url = new URL(request.url);
  const params = readBrowseParams(url.searchParams);
  const filtered = Boolean(params.location || params.q);
  const { filter, near, unknownPlace, otherReading } = resolveHome(params);
  const stats = getStats();
  const result = filtered
    ? findCompanies("striping", {
        filter,
        near,
        sort: params.sort,
        page: params.page,
        pageSize: PAGE_SIZE,
      })
    : undefined;
  if (result) await markShown(request, context, result.rows, params.q);
  const topListed = topRankedListings("striping", 10);
  // A featured card is labelled as a recommended result is: by its plan.
  const featured = filtered ? [] : listingCards(featuredVipListings(), "recommended");
  const siteUrl = env().SITE_URL;
  return {
    params: { location: params.location, q: params.q, page: result?.page ?? 1 },
    filtered,
    found: result?.found ?? { n: 0, more: false },
    pageCount: result?.pageCount ?? 0,
    results: result ? listingCards(result.rows, result.sort) : [],
    near: near && {
      label: near.label,
      radiusMiles: near.radiusMiles,
      sort: near.sort,
      servedFromAfar: result?.servedFromAfar ?? 0,
    },
    beyond: result ? listingCards(result.beyond, result.sort) : [],
    // The search box's other reading (a name or a place), one click away (decision 044).
    otherReading: otherReading && {
      label: otherReading.label,
      href: readingHref(url, otherReading),
    },
    unknownPlace:
      unknownPlace ??
      (result?.found.n === 0 && !near && !params.location
        ? misspeltPlace(params.q, "q")
        : undefined),
    featured,
    stats,
    popularStates: topStates(6).map((s) => s.state),
    overview: { ...reviewFigures(), ...reviewLeaders(TOP_RATED, 5) },
    jsonLd: [
      companyListJsonLd(topListed, stats.totalCompanies || undefined, siteUrl),
      organizationJsonLd(siteUrl, SITE.brand, SITE.supportEmail),
    ],
  };
}

export const meta = pageMeta({
  title: "Road Striping Directory - Find Pavement Marking Contractors Near You",
  description:
    "Find and compare road striping, parking lot striping and pavement marking contractors in all 50 states. Read reviews and request free quotes.",
  path: "/",
});

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const navigation = useNavigation();
  const logActivity = useActivityLog();
  useVisitCount();
  const form = useRef<HTMLFormElement>(null);
  const formKey = useFormKey();
  const toResults = useResultsInView();
  const liveFilter = useDebouncedCallback(() => {
    if (!form.current) return;
    const fd = new FormData(form.current);
    logActivity({ searchQuery: String(fd.get("q") ?? "") });
    formKey.markSubmitted();
    submit(form.current, { replace: true, preventScrollReset: true });
  }, 300);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/";

  return (
    <>
      {data.jsonLd.map((d, i) => (
        <JsonLd key={i} data={d} />
      ))}
      <StripedHero
        variant="home"
        title="Find Trusted Road Striping Contractors"
        lead={`Compare ${SITE.marketingCompanies} striping and pavement marking companies in all 50 states. Get matched with contractors who serve your location, with service filtering.`}
      >
        <div className="mt-8 flex flex-col items-center gap-3">
          <QuoteModalButton className="rounded-lg bg-stripe px-6 py-3 text-lg font-bold text-gray-900 shadow-lg hover:bg-yellow-300">
            Request Free Quotes Now
          </QuoteModalButton>
          <p className="text-sm text-gray-300">Quick 2-minute form · No commitment required</p>
        </div>
        <div className="mt-10 flex justify-center">
          <QuickSearch popularStates={data.popularStates} />
        </div>
      </StripedHero>

      <StatsStrip stats={data.stats} />

      <section aria-labelledby="find-heading" className="container-page py-12">
        <h2 id="find-heading" className="text-2xl font-bold text-gray-900">
          Find a Company
        </h2>
        <Form
          key={formKey.key}
          ref={form}
          onSubmit={() => {
            formKey.markSubmitted();
            toResults();
          }}
          method="get"
          action="/#results"
          preventScrollReset
          onChange={liveFilter}
          className="mt-4 grid gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm md:grid-cols-[1fr_1fr_auto_auto] md:items-end"
        >
          <SearchField
            id="home-location"
            name="location"
            label="Location"
            value={data.params.location}
            placeholder="City, state or ZIP code"
          />
          <SearchField
            id="home-q"
            name="q"
            label="Service or company"
            value={data.params.q}
            placeholder="e.g. Parking Lot Striping or company name"
          />
          <button
            type="submit"
            className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Search
          </button>{" "}
          <Link
            to="/browse"
            className="rounded-md border border-brand-600 px-4 py-2 text-center font-semibold text-brand-700 hover:bg-brand-50"
          >
            Browse All {formatCount(data.stats.totalCompanies)} Companies
          </Link>
          {data.near ? (
            <div className="md:col-span-4">
              <NearControls near={data.near} />
            </div>
          ) : null}
        </Form>
        {data.unknownPlace ? <UnknownPlace place={data.unknownPlace} /> : null}

        <div id="results" tabIndex={-1} className="mt-10 scroll-mt-20" aria-live="polite">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-2xl font-bold text-gray-900">
              {data.filtered ? "Search Results" : "Featured Road Striping Companies"}
            </h2>
            {data.filtered ? (
              <p className="text-gray-600">
                {data.near
                  ? nearCountText(
                      { ...data.near, within: data.found.n - data.near.servedFromAfar },
                      "",
                    )
                  : `${formatFound(data.found)} ${data.found.n === 1 ? "company" : "companies"} found`}
              </p>
            ) : null}
          </div>
          {data.otherReading ? <OtherReading reading={data.otherReading} /> : null}
          {loading ? (
            <p className="mt-6 flex items-center gap-2 text-gray-600">
              <Spinner /> Loading companies...
            </p>
          ) : null}
          {!data.filtered && data.featured.length > 0 ? (
            <div className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {data.featured.map((c) => (
                <CompanyCard key={c.id} company={c} />
              ))}
            </div>
          ) : !data.filtered ? (
            <div className="mt-6 rounded-xl border-2 border-dashed border-gray-300 bg-white p-10 text-center">
              <p className="text-lg font-semibold text-gray-900">
                Your company could be featured here
              </p>
              <p className="mt-2 text-gray-600">
                Type a location or a service above to search, or get your business in front of
                property managers and contractors.
              </p>
              <Link
                to="/add-company"
                className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
              >
                Get Featured
              </Link>
            </div>
          ) : data.results.length === 0 && data.near ? (
            <NothingNear near={data.near} beyond={data.beyond} headingLevel={3} />
          ) : data.results.length === 0 ? (
            <div className="mt-6 rounded-xl border border-gray-200 bg-white p-10 text-center">
              <p className="text-lg font-semibold text-gray-900">No companies found</p>
              <p className="mt-1 text-gray-600">Try adjusting your search criteria</p>
            </div>
          ) : (
            <>
              <div className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                {data.results.map((c) => (
                  <CompanyCard key={c.id} company={c} />
                ))}
              </div>
              <Pagination
                page={data.params.page}
                pageCount={data.pageCount}
                more={partlyListed(data.found)}
              />
              {data.near && data.beyond.length ? (
                <NearestBeyond near={data.near} beyond={data.beyond} headingLevel={3} />
              ) : null}
            </>
          )}
        </div>
      </section>

      <section className="bg-brand-700 py-14 text-white">
        <div className="container-page grid gap-8 md:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold">Own a Striping Company?</h2>
            <p className="mt-2 text-brand-100">
              Add your company or claim your listing to reach customers looking for striping
              services in your area. The Standard plan is free.
            </p>
            <Link
              to="/add-company"
              className="mt-4 inline-block rounded-md bg-stripe px-4 py-2 font-semibold text-gray-900 hover:bg-yellow-300"
            >
              Add Your Company
            </Link>
          </div>
          <div>
            <h2 className="text-2xl font-bold">Need Striping Materials or Equipment?</h2>
            <p className="mt-2 text-brand-100">
              Browse {SITE.marketingSuppliers} verified suppliers of paint, thermoplastic, glass
              beads and striping machines.
            </p>
            <Link
              to="/materials"
              className="mt-4 inline-block rounded-md border border-white px-4 py-2 font-semibold text-white hover:bg-white/10"
            >
              Browse Materials &amp; Equipment
            </Link>
          </div>
        </div>
      </section>

      <ReviewsOverview data={data.overview} />
      <Partners />
    </>
  );
}
