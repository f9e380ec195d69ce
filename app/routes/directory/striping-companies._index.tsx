import { useLoaderData } from "react-router";
import { CountLinks, PageHeader } from "~/components/content/page-parts";
import { JsonLd } from "~/components/json-ld";
import { statePath } from "~/lib/landing";
import { pageMeta } from "~/lib/seo";
import { STATES } from "~/lib/states";
import { companiesPerState } from "~/models/directory/landing-pages.server";
import { env } from "~/env.server";
import { formatCount } from "~/lib/format";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export async function loader() {
  const counts = companiesPerState();
  const siteUrl = env().SITE_URL;
  const states = STATES.map(([code, name]) => ({
    code,
    name,
    path: statePath(code),
    count: counts.get(code) ?? 0,
  }));
  return {
    states,
    total: states.reduce((n, s) => n + s.count, 0),
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Road Striping Companies by State",
      numberOfItems: states.length,
      itemListElement: states.map((s, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: `Road Striping Companies in ${s.name}`,
        url: new URL(s.path, siteUrl).toString(),
      })),
    },
  };
}

export const meta = pageMeta({
  title: "Road Striping Companies by State | Road Striping Directory",
  description:
    "Find road striping, parking lot striping and pavement marking contractors in every US state. Choose your state to see its companies, services and reviews.",
  keywords:
    "road striping companies by state, pavement marking contractors near me, parking lot striping by state",
  path: "/striping-companies",
});

export default function StripingCompaniesIndex() {
  const { states, total, jsonLd } = useLoaderData<typeof loader>();
  return (
    <div className="container-page py-10">
      <JsonLd data={jsonLd} />
      <PageHeader title="Road Striping Companies by State">
        {formatCount(total)} road striping and pavement marking contractors across all 50 states.
        Choose a state to see its companies, the services they offer and what clients say about
        them.
      </PageHeader>
      <CountLinks links={states.map((s) => ({ ...s, label: s.name }))} look="tiles" />
    </div>
  );
}
