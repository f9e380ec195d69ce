import { useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { LandingPage, landingMeta, ServiceLinks } from "~/components/content/landing-page";
import { climateSentence, LANDING_ROOT, listPhrase } from "~/lib/landing";
import { landingLoader } from "./striping-companies.landing.server";
import type { Route } from "./+types/striping-companies.$state._index";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export const loader = landingLoader;

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d
    ? landingMeta(d, matches, {
        title: d.heading,
        description: `Compare ${d.foundText} road striping and pavement marking contractors in ${d.name}${
          d.cities.length ? `, including ${listPhrase(d.cities)}` : ""
        }. Read reviews and request free quotes.`,
        keywords: `road striping ${d.name}, pavement marking ${d.name}, parking lot striping ${d.name}, line striping contractors ${d.code}`,
      })
    : [];

export default function StateLandingPage() {
  const d = useLoaderData<typeof loader>();
  return (
    <LandingPage
      breadcrumbs={[{ to: LANDING_ROOT, label: "Striping Companies by State" }, { label: d.name }]}
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
            once and we will forward it to up to 5 matching contractors that serve your location.
          </p>
          <p>{climateSentence(d.code)}</p>
          {d.dot ? (
            <p>
              Work on public roads in {d.name} follows the MUTCD as adopted by the state and the
              standards of the {d.dot.name}
              {d.dot.acronym ? ` (${d.dot.acronym})` : ""}. Find its standards and specifications on
              our{" "}
              <Link
                to={`/resources#state-${d.code}`}
                // A document load: the browser opens the anchor itself. A client-side
                // navigation here reset the scroll to the top.
                reloadDocument
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
      empty={{
        title: `No companies listed in ${d.name} yet`,
        text: (
          <>
            Know a good contractor here?{" "}
            <Link to="/add-company" className="text-brand-700 underline hover:no-underline">
              Add your company
            </Link>{" "}
            for free.
          </>
        ),
      }}
      listings={d}
    />
  );
}
