import { Link } from "~/components/ui/link";
import { StripedHero } from "~/components/striped-hero";
import { SITE } from "~/lib/site";

export function MaterialsHero() {
  return (
    <>
      <StripedHero
        title="Materials & Equipment Suppliers"
        lead={`Source traffic paint, thermoplastic, glass beads, primers, sealants, striping machines and tools from ${SITE.marketingSuppliers} verified manufacturers, distributors and suppliers.`}
      />
      <div className="container-page -mt-6">
        <Link
          to="/add-company"
          className="relative block rounded-xl border-2 border-dashed border-stripe bg-white p-6 text-center shadow-sm hover:bg-yellow-50"
        >
          <span className="block text-xl font-bold text-gray-900">Your Company Could Be Here!</span>{" "}
          <span className="mt-1 block text-gray-700">
            Feature your materials or equipment business at the top of this directory.
          </span>{" "}
          <span className="mt-3 inline-block rounded-md bg-stripe px-4 py-2 text-sm font-bold text-gray-900">
            Get Featured
          </span>
        </Link>
      </div>
    </>
  );
}

export function MaterialsCallToAction() {
  return (
    <section
      aria-labelledby="materials-cta"
      className="mt-16 rounded-2xl bg-brand-800 px-6 py-10 text-center text-white"
    >
      <h2 id="materials-cta" className="text-2xl font-bold">
        Do You Supply Striping Materials or Equipment?
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-brand-100">
        List your company for free and reach the striping contractors who buy paint, thermoplastic,
        glass beads and equipment every season.
      </p>
      <Link
        to="/add-company"
        className="mt-6 inline-block rounded-lg bg-stripe px-6 py-3 font-bold text-gray-900 hover:bg-yellow-300"
      >
        Add Your Company
      </Link>
    </section>
  );
}
