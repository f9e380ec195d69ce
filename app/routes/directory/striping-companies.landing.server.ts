import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { formatFound } from "~/lib/found";
import { serviceFromSlug, stateFromSlug, statePath, stateServicePath } from "~/lib/landing";
import { stateName } from "~/lib/states";
import { companyListJsonLd } from "~/lib/structured-data";
import { holdingPhrase } from "~/lib/credential-words";
import {
  cityLinks,
  landingCompanies,
  serviceCountsInState,
  topCities,
} from "~/models/directory/landing-pages.server";
import { getStateResource } from "~/models/content/state-resources.server";
import { env } from "~/env.server";
import { markShown } from "~/server/listing-marks.server";

/**
 * The one loader of both landing pages: a state's (/striping-companies/texas) and a service's in
 * that state (/striping-companies/texas/parking-lot-striping). Without a service segment it lists
 * the whole state; with one, only that category, and its service links leave the category out.
 */
export async function landingLoader({
  request,
  params,
  context,
}: LoaderFunctionArgs<AppLoadContext>) {
  const code = stateFromSlug(params.state);
  const service = params.service === undefined ? null : serviceFromSlug(params.service);
  if (!code || service === undefined) throw new Response("Not Found", { status: 404 });
  const label = service?.label;
  const result = landingCompanies(code, label, request.url);
  const elsewhere = result.elsewhere?.rows ?? [];
  await markShown(request, context, [...result.rows, ...elsewhere]);
  const name = stateName(code);
  const path = label ? stateServicePath(code, label) : statePath(code);
  const heading = `${label ?? "Road Striping"} Companies in ${name}`;
  const dot = label ? undefined : getStateResource(code);
  return {
    code,
    name,
    service: label ?? null,
    heading,
    path,
    statePath: statePath(code),
    page: result.page,
    pageCount: result.pageCount,
    found: result.found,
    foundText: formatFound(result.found),
    // A credential's page: the credentials listed together, and the unchecked ones counted apart.
    holding: result.certifications.length ? holdingPhrase(result.kinds) : "",
    selfReported: result.selfReported,
    browsePath: `/browse?${new URLSearchParams([
      ["state", code],
      ...(label ? [["category", label]] : []),
      ...result.certifications.map((c) => ["cert", c]),
    ])}`,
    companies: result.cards,
    elsewhere: result.elsewhere && {
      heading: result.elsewhere.heading,
      companies: result.elsewhere.cards,
    },
    near: result.near,
    // A service page names the cities its own listings are in; a state page its largest.
    cities: label
      ? [...new Set(result.rows.map((r) => r.location))].slice(0, 3)
      : topCities(code, 3),
    cityLinks: cityLinks(code, path, label),
    services: serviceCountsInState(code)
      .filter((s) => s.label !== label)
      .map((s) => ({
        label: s.label,
        count: formatFound(s.count),
        path: stateServicePath(code, s.label),
      })),
    dot: dot ? { name: dot.dotName, acronym: dot.dotAcronym } : null,
    jsonLd: {
      ...companyListJsonLd(result.rows, result.found.n, env().SITE_URL),
      name: heading,
    },
  };
}
