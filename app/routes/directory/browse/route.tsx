import { useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { useSiteUrl } from "~/hooks/use-site-url";
import { useRef } from "react";
import { CompanyCard } from "~/components/company-card";
import { Spinner } from "~/components/ui/icons";
import { BrowseByState } from "~/components/content/browse-by-state";
import { JsonLd } from "~/components/json-ld";
import { LiveForm } from "~/components/live-form";
import { Pagination } from "~/components/pagination";
import { useActivityLog, useVisitCount } from "~/hooks/use-activity-log";
import { useLiveSearch } from "~/hooks/use-live-search";
import { NearControls, SortControl } from "~/components/place/near-controls";
import { NearestBeyond, NothingNear, UnknownPlace } from "~/components/place/nothing-near";
import { OtherReading } from "~/components/place/other-reading";
import { activeAdvancedFilterCount, readBrowseParams } from "~/lib/company-filters";
import { formatFound, partlyListed } from "~/lib/found";
import { readingHref } from "~/lib/search-reading";
import { pageMeta } from "~/lib/seo";
import { companyListJsonLd } from "~/lib/structured-data";
import { misspeltPlace, resolveBrowse } from "~/models/search/browse-query.server";
import { credentialKindsAsked } from "~/models/credentials/credential-filter.server";
import { holdingPhrase } from "~/lib/credential-words";
import { findCompanies } from "~/models/directory/company-query.server";
import { listingCards } from "~/models/directory/company-serializer.server";
import { directorySize } from "~/models/directory/companies.server";
import { markShown } from "~/server/listing-marks.server";
import { AdvancedPanel } from "./advanced-panel";
import { BasicFilters } from "./basic-filters";
import { formatCount } from "~/lib/format";
import { nearCountText } from "~/lib/coverage";
import type { Route } from "./+types/route";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

const BROWSE_PAGE_SIZE = 20;

/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = readBrowseParams(url.searchParams);
  const { filter, near, unknownPlace, otherReading } = resolveBrowse(params);
  const total = directorySize("striping");
  const result = findCompanies("striping", {
    filter,
    near,
    sort: params.sort,
    page: params.page,
    pageSize: BROWSE_PAGE_SIZE,
  });
  // The nearest listings beyond the radius are on the page too, when nothing was within it.
  const shown = [...result.rows, ...result.beyond];
  await markShown(request, context, shown, params.advanced ? params.q : params.search);
  return {
    params: { ...params, page: result.page },
    total,
    found: result.found,
    pageCount: result.pageCount,
    companies: listingCards(result.rows, result.sort),
    activeCount: activeAdvancedFilterCount(params),
    // The credentials asked, every one of which each listing shown holds.
    holding: holdingPhrase(credentialKindsAsked(filter), filter.verifiedOnly),
    sort: result.sort,
    near: near && {
      label: near.label,
      radiusMiles: near.radiusMiles,
      sort: near.sort,
      servedFromAfar: result.servedFromAfar ?? 0,
    },
    beyond: listingCards(result.beyond, result.sort),
    // A search box that names a place: the reading not taken, one click away (decision 044).
    otherReading: otherReading && {
      label: otherReading.label,
      href: readingHref(url, otherReading),
    },
    // A search that found nothing may end with a misspelt place ('striping dalas').
    unknownPlace:
      unknownPlace ??
      (result.found.n === 0 && !near && !params.advanced
        ? misspeltPlace(params.search, "search")
        : undefined),
  };
}

export const meta = pageMeta({
  title: "Browse Road Striping Companies | Road Striping Directory",
  description:
    "Browse every road striping and pavement marking company in the directory. Filter by state, service, rating and certification.",
  path: "/browse",
});

export default function Browse() {
  const data = useLoaderData<typeof loader>();
  const siteUrl = useSiteUrl();
  const { params } = data;
  const logActivity = useActivityLog();
  useVisitCount();
  const lastCategory = useRef(params.category);

  // Live filtering: with JavaScript every change submits the GET form (the URL stays the state).
  const live = useLiveSearch(
    "/browse",
    (form) => {
      const fd = new FormData(form);
      const search = String(fd.get(params.advanced ? "q" : "search") ?? "");
      const category = String(fd.get("category") ?? "");
      logActivity({ searchQuery: search });
      if (category && category !== "all" && category !== lastCategory.current) {
        logActivity({ searchedService: category });
      }
      lastCategory.current = category;
    },
    "results",
  );

  const advancedHref = params.advanced ? "/browse" : "/browse?advanced=1";

  return (
    <div className="container-page py-10">
      <JsonLd data={companyListJsonLd(data.companies, data.total || undefined, siteUrl)} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-gray-900">Browse Road Striping Companies</h1>
          <p className="mt-1 text-gray-600">
            Find pavement marking contractors by name, state and service.
          </p>
        </div>
        <Link
          to={advancedHref}
          className={`inline-flex items-center gap-2 rounded-md border px-4 py-2 text-sm font-semibold ${
            params.advanced
              ? "border-brand-600 bg-brand-600 text-white"
              : "border-gray-300 bg-white text-gray-800 hover:bg-gray-50"
          }`}
        >
          Advanced Search
          {params.advanced && data.activeCount > 0 ? (
            <span className="rounded-full bg-white px-2 text-xs text-brand-700">
              {data.activeCount}
              <span className="sr-only"> filters in use</span>
            </span>
          ) : null}
        </Link>
      </div>

      <LiveForm live={live} className="mt-6">
        {params.advanced ? (
          <AdvancedPanel params={params} activeCount={data.activeCount} near={data.near} />
        ) : (
          <BasicFilters params={params} />
        )}
        {data.near ? <NearControls near={data.near} /> : <SortControl sort={data.sort} />}
      </LiveForm>
      {data.unknownPlace ? <UnknownPlace place={data.unknownPlace} /> : null}

      <div id="results" tabIndex={-1} className="mt-8 scroll-mt-20" aria-live="polite">
        <p className="text-gray-700">
          {data.near
            ? nearCountText({ ...data.near, within: data.found.n - data.near.servedFromAfar })
            : `Showing ${formatFound(data.found)} of ${formatCount(data.total)} companies`}
          {data.holding ? ` ${data.holding}` : null}
        </p>
        {data.otherReading ? <OtherReading reading={data.otherReading} /> : null}
        {live.loading ? (
          <p className="mt-4 flex items-center gap-2 text-gray-600">
            <Spinner /> Loading companies...
          </p>
        ) : null}
        {data.companies.length === 0 && data.near ? (
          <NothingNear near={data.near} beyond={data.beyond} />
        ) : data.companies.length === 0 ? (
          <div className="mt-6 rounded-xl border border-gray-200 bg-white p-12 text-center">
            <p className="text-lg font-semibold text-gray-900">No companies found</p>
            <p className="mt-1 text-gray-600">Try adjusting your search criteria</p>
            <Link
              to={params.advanced ? "/browse?advanced=1" : "/browse"}
              className="mt-4 inline-block rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50"
            >
              Clear Filters
            </Link>
          </div>
        ) : (
          <>
            <div className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {data.companies.map((c) => (
                <CompanyCard key={c.id} company={c} headingLevel={2} />
              ))}
            </div>
            <Pagination
              page={params.page}
              pageCount={data.pageCount}
              more={partlyListed(data.found)}
            />
            {data.near ? <NearestBeyond near={data.near} beyond={data.beyond} /> : null}
          </>
        )}
      </div>
      <BrowseByState />
    </div>
  );
}
