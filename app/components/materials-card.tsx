import { RatingSummary, VerifiedBadge } from "~/components/ui/marks";
import { telHref } from "~/lib/contact-rules";
import { websiteHref, websiteLabel } from "~/lib/website";
import { CheckIcon } from "./ui/icons";
import type { ListingContact } from "~/lib/listing";

export type MaterialsCardCompany = ListingContact & {
  id: number;
  products: string[];
  certifications: string[];
  companyType: string;
  yearEstablished: number | null;
  averageRating: string;
  totalReviews: number;
  isVerified: boolean;
  isClaimed: boolean;
};

/** The type badges (tests/e2e/materials.spec.ts): blue Manufacturer, green Distributor, purple Supplier. */
const TYPE_BADGE: Record<string, string> = {
  Manufacturer: "bg-blue-100 text-blue-800",
  Distributor: "bg-green-100 text-green-800",
  Supplier: "bg-purple-100 text-purple-800",
};

export function typeBadgeClass(type: string): string {
  return TYPE_BADGE[type] ?? "bg-gray-100 text-gray-800";
}

/**
 * A materials & equipment company. The selection checkbox (named companyIds) belongs to the
 * bulk e-mail form around the list; it is controlled when JavaScript keeps the selection.
 */
export function MaterialsCard({
  company,
  selection,
}: {
  company: MaterialsCardCompany;
  selection: { checked?: boolean; defaultChecked?: boolean; onChange?: (on: boolean) => void };
}) {
  const href = websiteHref(company.website);
  const checkboxId = `select-company-${company.id}`;
  return (
    <article
      aria-labelledby={`materials-${company.id}`}
      className="flex flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm has-[:checked]:border-brand-600 has-[:checked]:ring-1 has-[:checked]:ring-brand-600"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`materials-${company.id}`} className="text-lg font-semibold text-gray-900">
            {company.name}
          </h2>
          <p className="text-sm text-gray-600">
            {company.location}, {company.state}
          </p>
          {company.yearEstablished ? (
            <p className="text-sm text-gray-600">Established {company.yearEstablished}</p>
          ) : null}
        </div>
        <div className="flex flex-col items-end gap-1">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${typeBadgeClass(company.companyType)}`}
          >
            {company.companyType}
          </span>
          <VerifiedBadge show={company.isClaimed && company.isVerified} />
        </div>
      </div>

      {company.description ? (
        <p className="mt-3 text-sm text-gray-700">{company.description}</p>
      ) : null}

      {company.products.length ? (
        <div className="mt-3">
          <h3 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">Products</h3>
          <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Products">
            {company.products.map((p) => (
              <li
                key={p}
                className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900"
              >
                {p}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {company.certifications.length ? (
        <div className="mt-3">
          <h3 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">
            Certifications
          </h3>
          <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Certifications">
            {company.certifications.map((c) => (
              <li
                key={c}
                className="inline-flex items-center gap-1 rounded-full border border-gray-300 px-2 py-0.5 text-xs text-gray-800"
              >
                <CheckIcon /> {c}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <RatingSummary
        rating={company.averageRating}
        count={company.totalReviews}
        className="mt-3 flex items-center gap-2 text-sm text-gray-700"
      />

      <ul className="mt-3 space-y-1 text-sm" aria-label="Contact">
        {company.phone ? (
          <li>
            <span className="font-medium text-gray-700">Phone: </span>
            <a
              href={telHref(company.phone)}
              className="text-brand-700 underline hover:no-underline"
            >
              {company.phone}
            </a>
          </li>
        ) : null}
        {company.email ? (
          <li className="break-all">
            <span className="font-medium text-gray-700">Email: </span>
            <a
              href={`mailto:${company.email}`}
              className="text-brand-700 underline hover:no-underline"
            >
              {company.email}
            </a>
          </li>
        ) : null}
        {company.website && href ? (
          <li>
            <span className="font-medium text-gray-700">Website: </span>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 underline hover:no-underline"
            >
              {websiteLabel(company.website)}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ) : null}
      </ul>

      <div className="mt-auto pt-4">
        <label
          htmlFor={checkboxId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50"
        >
          <input
            id={checkboxId}
            type="checkbox"
            name="companyIds"
            value={company.id}
            checked={selection.checked}
            defaultChecked={selection.checked === undefined ? selection.defaultChecked : undefined}
            onChange={
              selection.onChange ? (e) => selection.onChange!(e.currentTarget.checked) : undefined
            }
            className="h-4 w-4 rounded border-gray-300"
          />
          Select for bulk email
          <span className="sr-only">: {company.name}</span>
        </label>
      </div>
    </article>
  );
}
