import { Link } from "@remix-run/react";
import { CompanyCard, type CardCompany } from "~/components/company-card";
import { RADIUS_CHOICES, type BrowseParams } from "~/lib/company-filters";

/**
 * No listing within the radius: a wider radius, the nearest listings beyond it, and the quote
 * form, which reaches contractors up to 250 miles away (decision 016).
 */
export function NothingNear({
  near,
  beyond,
  params,
}: {
  near: { label: string; radiusMiles: number };
  beyond: (CardCompany & { distanceMiles?: number })[];
  params: BrowseParams;
}) {
  const wider = RADIUS_CHOICES.find((r) => r > near.radiusMiles);
  const widerHref = () => {
    const query = new URLSearchParams();
    if (params.advanced) {
      query.set("advanced", "1");
      if (params.q) query.set("q", params.q);
      if (params.location) query.set("location", params.location);
    } else if (params.search) query.set("search", params.search);
    if (params.state) query.set("state", params.state);
    if (params.category) query.set("category", params.category);
    query.set("radius", String(wider));
    return `/browse?${query}`;
  };
  return (
    <div className="mt-6 space-y-6">
      <div className="rounded-xl border border-gray-200 bg-white p-8 text-center">
        <p className="text-lg font-semibold text-gray-900">
          No companies within {near.radiusMiles} miles of {near.label}
        </p>
        <p className="mt-2 flex flex-wrap justify-center gap-3">
          {wider ? (
            <Link
              to={widerHref()}
              className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Search within {wider} miles
            </Link>
          ) : null}
          <Link
            to="/get-quote"
            className="rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50"
          >
            Request free quotes from contractors within 250 miles
          </Link>
        </p>
      </div>
      {beyond.length ? (
        <section aria-labelledby="nearest-beyond">
          <h2 id="nearest-beyond" className="text-lg font-semibold text-gray-900">
            Nearest companies beyond {near.radiusMiles} miles
          </h2>
          <div className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {beyond.map((c) => (
              <CompanyCard key={c.id} company={c} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
