import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { LandingPage, ServiceLinks } from "~/components/content/landing-page";
import {
  climateSentence,
  LANDING_ROOT,
  listPhrase,
  pagedPath,
  SERVICE_BLURBS,
  serviceFromSlug,
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
import { cityLinks, landingCompanies, serviceCountsInState } from "~/models/landing-pages.server";
import { env } from "~/server/env.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const code = stateFromSlug(params.state);
  const service = serviceFromSlug(params.service);
  if (!code || !service) throw new Response("Not Found", { status: 404 });
  const result = landingCompanies(code, service.label, request.url);
  await markShown(request, context, result.rows);
  const name = stateName(code);
  const heading = `${service.label} Companies in ${name}`;
  return {
    code,
    name,
    service: service.label,
    heading,
    path: stateServicePath(code, service.label),
    statePath: statePath(code),
    page: result.page,
    pageCount: result.pageCount,
    found: result.found,
    foundText: formatFound(result.found),
    companies: result.cards,
    near: result.near,
    cities: [...new Set(result.rows.map((r) => r.location))].slice(0, 3),
    cityLinks: cityLinks(code, stateServicePath(code, service.label)),
    otherServices: serviceCountsInState(code)
      .filter((s) => s.label !== service.label)
      .map((s) => ({
        label: s.label,
        count: formatFound(s.count),
        path: stateServicePath(code, s.label),
      })),
    jsonLd: {
      ...companyListJsonLd(result.rows, result.found.n, env().SITE_URL),
      name: heading,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  d
    ? seoMeta({
        title: `${d.heading}${d.page > 1 ? ` (Page ${d.page})` : ""} | Road Striping Directory`,
        description: `${d.foundText} ${d.found.n === 1 ? "company" : "companies"} in ${d.name} listing ${d.service}. Compare services, ratings and reviews, and request free quotes.`,
        keywords: `${d.service} ${d.name}, ${d.service} contractors ${d.code}, road striping ${d.name}`,
        path: pagedPath(d.path, d.page),
        matches,
        // A city's view repeats the state's listings: only the state's own page is indexed.
        noindex: d.found.n === 0 || Boolean(d.near),
      })
    : [];

export default function StateServiceLandingPage() {
  const d = useLoaderData<typeof loader>();
  return (
    <LandingPage
      breadcrumbs={[
        { to: LANDING_ROOT, label: "Striping Companies by State" },
        { to: d.statePath, label: d.name },
        { label: d.service },
      ]}
      heading={d.heading}
      intro={
        <>
          <p>{SERVICE_BLURBS[d.service as keyof typeof SERVICE_BLURBS]}</p>
          <p>
            {d.found.n > 0
              ? `In ${d.name}, ${d.foundText} listed ${d.found.n === 1 ? "company has" : "companies have"} ${d.service} among their services${
                  d.cities.length ? `, including contractors in ${listPhrase(d.cities)}` : ""
                }. `
              : `No company in ${d.name} lists ${d.service} yet. `}
            Request free quotes and we will forward your project to up to 5 matching contractors
            within {SITE.quoteRadiusMiles} miles, which can include companies in neighbouring
            states.
          </p>
          <p>{climateSentence(d.code)}</p>
        </>
      }
      aside={
        <>
          <ServiceLinks
            id="other-services"
            title={`Other services in ${d.name}`}
            links={d.otherServices}
          />
          <ServiceLinks
            id="state-cities"
            title={`${d.service} near cities in ${d.name}`}
            links={d.cityLinks}
          />
        </>
      }
      companies={d.companies}
      found={d.found}
      near={d.near}
      page={d.page}
      pageCount={d.pageCount}
      empty={
        <>
          <p className="text-lg font-semibold text-gray-900">
            No {d.service} companies in {d.name} yet
          </p>
          <p className="mt-1 text-gray-600">
            See{" "}
            <Link to={d.statePath} className="text-brand-700 underline hover:no-underline">
              all road striping companies in {d.name}
            </Link>
            .
          </p>
        </>
      }
      jsonLd={d.jsonLd}
    />
  );
}
