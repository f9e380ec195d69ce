import { CompanyCard, type CardCompany } from "~/components/company-card";

/**
 * A state page's firms based in other states that serve it (decision 049), after the state's
 * own: each card says where it is based.
 */
export function ServingFromElsewhere({
  elsewhere,
}: {
  elsewhere?: { heading: string; companies: CardCompany[] };
}) {
  if (!elsewhere?.companies.length) return null;
  return (
    <section aria-labelledby="landing-elsewhere" className="mt-10">
      <h2 id="landing-elsewhere" className="text-xl font-semibold text-gray-900">
        {elsewhere.heading}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {elsewhere.companies.map((c) => (
          <CompanyCard key={c.id} company={c} />
        ))}
      </div>
    </section>
  );
}
