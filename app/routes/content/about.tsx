import { useLoaderData } from "react-router";
import { Band, cardClass, Facts, Section, Tags } from "~/components/content/page-parts";
import { JsonLd } from "~/components/json-ld";
import { supportOrganizationJsonLd } from "~/lib/content-jsonld";
import { formatCount } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import { SITE } from "~/lib/site";
import { getStats } from "~/models/directory/stats.server";
import { env } from "~/env.server";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

const EXPERTISE = [
  "Road Marking",
  "Parking Lot Striping",
  "Sealcoating & Maintenance",
  "Traffic Signage",
  "Thermoplastic Applications",
  "ADA Compliance",
  "Airport Markings",
  "Athletic Field Marking",
] as const;

const FEATURES = [
  {
    title: "Every State Covered",
    text: "Contractors in all 50 states, searchable by city, state and service, with a page for every state.",
  },
  {
    title: "Honest Reviews",
    text: "Clients rate the work they paid for. Anyone can write a review, and every rating counts toward a company's average.",
  },
  {
    title: "Free Quote Matching",
    text: `Describe your project once and we forward it to up to 5 matching contractors who serve your location. No commitment required.`,
  },
  {
    title: "Industry Resources",
    text: "The federal MUTCD and every state DOT's marking standards, plus articles on regulations, safety and materials.",
  },
] as const;

/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export async function loader() {
  const stats = getStats();
  return {
    totalCompanies: stats.totalCompanies,
    jsonLd: supportOrganizationJsonLd(env().SITE_URL),
  };
}

export const meta = pageMeta({
  title: "About Us | Road Striping Directory",
  description:
    "The Road Striping Directory connects property owners, contractors and municipalities with road striping and pavement marking companies across all 50 states.",
  keywords:
    "about road striping directory, pavement marking directory, striping contractors USA, parking lot striping companies",
  path: "/about",
});

export default function About() {
  const { totalCompanies, jsonLd } = useLoaderData<typeof loader>();
  const stats = [
    { term: "Companies", value: formatCount(totalCompanies) },
    { term: "States", value: "50" },
    { term: "Annual Projects", value: `${formatCount(SITE.annualProjects)}+` },
    { term: "Industry Size", value: SITE.industrySize },
  ];
  return (
    <div>
      <JsonLd data={jsonLd} />
      <section className="bg-asphalt text-white">
        <div className="container-page py-16 text-center">
          <h1 className="text-4xl font-extrabold tracking-tight">About {SITE.brand}</h1>
          <p className="mx-auto mt-4 max-w-3xl text-lg text-gray-200">
            We make it easy to find the right road striping and pavement marking contractor, and
            help good contractors get found.
          </p>
        </div>
      </section>

      <div className="container-page py-12">
        <Section labelId="mission-heading" title="Our Mission" className="mx-auto max-w-3xl">
          <p className="mt-3 text-gray-700">
            Clear, durable markings keep drivers, cyclists and pedestrians safe, yet finding a
            qualified striping contractor has long meant word of mouth and guesswork. Our mission is
            to bring every road striping and pavement marking company in the United States into one
            searchable directory, so property managers, general contractors and municipalities can
            compare services, reviews and certifications and reach the right company in minutes.
          </p>
          <p className="mt-3 text-gray-700">
            For contractors we offer a free listing, ways to stand out with Premium and VIP plans,
            and quote requests from clients in their area.
          </p>
        </Section>

        <section aria-label="Directory figures" className="mt-12">
          <Facts
            facts={stats}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
            itemClassName={`${cardClass} text-center`}
            termClassName="text-sm font-medium text-gray-600"
            valueClassName="mt-1 text-3xl font-bold text-brand-700"
          />
        </section>

        <Section labelId="features-heading" title="What We Offer">
          <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((f) => (
              <li key={f.title} className={cardClass}>
                <h3 className="text-lg font-semibold text-gray-900">{f.title}</h3>
                <p className="mt-2 text-sm text-gray-700">{f.text}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section labelId="expertise-heading" title="Industry Expertise">
          <Tags
            tags={EXPERTISE}
            className="mt-4 flex flex-wrap gap-2"
            tagClassName="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
          />
        </Section>

        <Band
          labelId="ready-heading"
          title="Ready to get started?"
          tone="brand"
          links={[
            { to: "/browse", label: "Find a Contractor", look: "white" },
            { to: "/contact", label: "Contact Us", look: "white-outline" },
          ]}
        />
      </div>
    </div>
  );
}
