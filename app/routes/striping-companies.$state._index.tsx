import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { LandingPage, ServiceLinks } from "~/components/content/landing-page";
import {
  climateSentence,
  LANDING_ROOT,
  listPhrase,
  pagedPath,
  stateFromSlug,
  statePath,
  stateServicePath,
} from "~/lib/landing";
import { formatFound } from "~/lib/found";
import { seoMeta } from "~/lib/seo";
import { SITE } from "~/lib/site";
import { stateName } from "~/lib/states";
import { companyListJsonLd } from "~/lib/structured-data";
import { markShown } from "~/server/listing-marks.server";
import {
  cityLinks,
  landingCompanies,
  serviceCountsInState,
  topCities,
} from "~/models/landing-pages.server";
import { getStateResource } from "~/models/state-resources.server";
import { env } from "~/server/env.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const code = stateFromSlug(params.state);
  if (!code) throw new Response("Not Found", { status: 404 });
  const result = landingCompanies(code, undefined, request.url);
  await markShown(request, context, result.rows);
  const name = stateName(code);
  const path = statePath(code);
  const dot = getStateResource(code);
  return {
    code,
    name,
    path,
    page: result.page,
    pageCount: result.pageCount,
    found: result.found,
    foundText: formatFound(result.found),
    companies: result.cards,
    near: result.near,
    cities: topCities(code, 3),
    cityLinks: cityLinks(code, path),
    services: serviceCountsInState(code).map((s) => ({
      label: s.label,
      count: formatFound(s.count),
      path: stateServicePath(code, s.label),
    })),
    dot: dot ? { name: dot.dotName, acronym: dot.dotAcronym } : null,
    jsonLd: {
      ...companyListJsonLd(result.rows, result.found.n, env().SITE_URL),
      name: `Road Striping Companies in ${name}`,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  d
    ? seoMeta({
        title: `Road Striping Companies in ${d.name}${d.page > 1 ? ` (Page ${d.page})` : ""} | Road Striping Directory`,
        description: `Compare ${d.foundText} road striping and pavement marking contractors in ${d.name}${
          d.cities.length ? `, including ${listPhrase(d.cities)}` : ""
        }. Read reviews and request free quotes.`,
        keywords: `road striping ${d.name}, pavement marking ${d.name}, parking lot striping ${d.name}, line striping contractors ${d.code}`,
        path: pagedPath(d.path, d.page),
        matches,
        // A city's view repeats the state's listings: only the state's own page is indexed.
        noindex: d.found.n === 0 || Boolean(d.near),
      })
    : [];

export default function StateLandingPage() {
  const d = useLoaderData<typeof loader>();
  return (
    <LandingPage
      breadcrumbs={[{ to: LANDING_ROOT, label: "Striping Companies by State" }, { label: d.name }]}
      heading={`Road Striping Companies in ${d.name}`}
      intro={
        <>
          <p>
            Looking for a striping contractor in {d.name}? The directory lists {d.foundText}{" "}
            {d.found.n === 1
              ? "road striping and pavement marking company"
              : "road striping and pavement marking companies"}{" "}
            in {d.name}
            {d.cities.length ? `, based in cities such as ${listPhrase(d.cities)}` : ""}. Compare
            their services, ratings and reviews and contact them directly, or describe your project
            once and we will forward it to up to 5 matching contractors within{" "}
            {SITE.quoteRadiusMiles} miles.
          </p>
          <p>{climateSentence(d.code)}</p>
          {d.dot ? (
            <p>
              Work on public roads in {d.name} follows the MUTCD as adopted by the state and the
              standards of the {d.dot.name}
              {d.dot.acronym ? ` (${d.dot.acronym})` : ""}. Find its standards and specifications on
              our{" "}
              <Link
                to={`/resources?q=${encodeURIComponent(d.name)}`}
                className="text-brand-700 underline hover:no-underline"
              >
                {d.name} DOT resources
              </Link>{" "}
              page.
            </p>
          ) : null}
        </>
      }
      aside={
        <>
          <ServiceLinks id="state-services" title={`Services in ${d.name}`} links={d.services} />
          <ServiceLinks id="state-cities" title={`Cities in ${d.name}`} links={d.cityLinks} />
        </>
      }
      companies={d.companies}
      found={d.found}
      near={d.near}
      page={d.page}
      pageCount={d.pageCount}
      empty={
        <>
          <p className="text-lg font-semibold text-gray-900">No companies listed in {d.name} yet</p>
          <p className="mt-1 text-gray-600">
            Know a good contractor here?{" "}
            <Link to="/add-company" className="text-brand-700 underline hover:no-underline">
              Add your company
            </Link>{" "}
            for free.
          </p>
        </>
      }
      jsonLd={d.jsonLd}
    />
  );
}
