import { useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { LandingPage, landingMeta, ServiceLinks } from "~/components/content/landing-page";
import { climateSentence, LANDING_ROOT, listPhrase, SERVICE_BLURBS } from "~/lib/landing";
import { CHECKED_WORDS } from "~/lib/credential-words";
import { formatCount } from "~/lib/format";
import { landingLoader } from "./striping-companies.landing.server";
import type { Route } from "./+types/striping-companies.$state.$service";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export const loader = landingLoader;

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d
    ? landingMeta(d, matches, {
        title: d.heading,
        description: `${d.foundText} ${d.found.n === 1 ? "company" : "companies"} in ${d.name} listing ${d.service}. Compare services, ratings and reviews, and request free quotes.`,
        keywords: `${d.service} ${d.name}, ${d.service} contractors ${d.code}, road striping ${d.name}`,
      })
    : [];

/**
 * What the listed firms have: a service, or for 'DOT Certified' the state's prequalification
 * (with `?cert=`, every credential asked), checked by the directory or named by a public list.
 */
function holds(service: string, n: number, state: string, holding: string) {
  if (service === "DOT Certified") {
    const what = holding || `${n === 1 ? "holds" : "hold"} a DOT prequalification from ${state}`;
    return `${what}, ${CHECKED_WORDS}`;
  }
  return n === 1 ? `has ${service} among its services` : `have ${service} among their services`;
}

/** The firms whose credential is their own word: counted apart, one link away. */
function SelfReported({ n, href }: { n: number; href: string }) {
  return (
    <>
      {`${formatCount(n)} more ${n === 1 ? "company says it holds" : "companies say they hold"} it, self-reported and not checked: `}
      <Link to={href} className="text-brand-700 underline hover:no-underline">
        see them with the others
      </Link>
      .{" "}
    </>
  );
}

export default function StateServiceLandingPage() {
  const d = useLoaderData<typeof loader>();
  const service = d.service ?? "";
  return (
    <LandingPage
      breadcrumbs={[
        { to: LANDING_ROOT, label: "Striping Companies by State" },
        { to: d.statePath, label: d.name },
        { label: service },
      ]}
      intro={
        <>
          <p>{SERVICE_BLURBS[service as keyof typeof SERVICE_BLURBS]}</p>
          <p>
            {d.found.n > 0
              ? `In ${d.name}, ${d.foundText} listed ${d.found.n === 1 ? "company" : "companies"} ${holds(service, d.found.n, d.name, d.holding)}${
                  d.cities.length ? `, including contractors in ${listPhrase(d.cities)}` : ""
                }. `
              : `No company in ${d.name} ${service === "DOT Certified" ? holds(service, 1, d.name, d.holding) : `lists ${service}`} yet. `}
            {d.selfReported > 0 ? <SelfReported n={d.selfReported} href={d.browsePath} /> : null}
            Request free quotes and we will forward your project to up to 5 matching contractors
            that serve your location, which can include companies in other states.
          </p>
          <p>{climateSentence(d.code)}</p>
        </>
      }
      aside={
        <>
          <ServiceLinks
            id="other-services"
            title={`Other services in ${d.name}`}
            links={d.services}
          />
          <ServiceLinks
            id="state-cities"
            title={`${service} near cities in ${d.name}`}
            links={d.cityLinks}
          />
        </>
      }
      empty={{
        title: `No ${service} companies in ${d.name} yet`,
        text: (
          <>
            See{" "}
            <Link to={d.statePath} className="text-brand-700 underline hover:no-underline">
              all road striping companies in {d.name}
            </Link>
            .
          </>
        ),
      }}
      listings={d}
    />
  );
}
