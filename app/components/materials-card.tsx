import { RatingSummary, VerifiedBadge } from "~/components/ui/marks";
import { EMAIL_WRAP, EmailText } from "~/components/ui/email-text";
import { telHref } from "~/lib/contact-rules";
import { websiteHref, websiteLabel } from "~/lib/website";
import type { ComponentProps, ReactNode } from "react";
import { CheckIcon } from "./ui/icons";
import { TagList } from "./ui/tag-list";
import { CredentialBadges, type BadgeCredential } from "./credential-badges";
import type { ListingContact } from "~/lib/listing";
import { useServerMarkup } from "./server-markup";

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
  credentials?: readonly BadgeCredential[];
};

/** The type badges (tests/e2e/materials.spec.ts): blue Manufacturer, green Distributor, purple Supplier. */
const TYPE_BADGE: Record<string, string> = {
  Manufacturer: "bg-blue-100 text-blue-800",
  Distributor: "bg-green-100 text-green-800",
  Supplier: "bg-purple-100 text-purple-800",
};

const PRODUCT_TAG = "tag bg-amber-50 text-amber-900";
const CERTIFICATION_TAG = "tag-outline";

export function typeBadgeClass(type: string): string {
  return TYPE_BADGE[type] ?? "bg-gray-100 text-gray-800";
}

/** A titled group of the card's tags (products, certifications); none, no title. */
function CardTags({
  title,
  ...list
}: { title: string } & Omit<ComponentProps<typeof TagList>, "label" | "className">) {
  if (!list.tags.length) return null;
  return (
    <div className="mt-3">
      <h3 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{title}</h3>
      <TagList label={title} className="mt-1 flex flex-wrap gap-1.5" {...list} />
    </div>
  );
}

/** One line of the card's contact list; a website opens in a new tab and says so. */
function ContactLine({
  label,
  href,
  external = false,
  className,
  children,
}: {
  label: string;
  href: string;
  external?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li className={className}>
      <span className="font-medium text-gray-700">{label}: </span>
      <a
        href={href}
        target={external ? "_blank" : undefined}
        rel={external ? "noopener noreferrer" : undefined}
        className="text-brand-700 underline hover:no-underline"
      >
        {children}
        {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </a>
    </li>
  );
}

/**
 * A materials & equipment company. The selection checkbox (named companyIds) belongs to the
 * bulk e-mail form around the list; it is controlled when JavaScript keeps the selection.
 */
type Selection = {
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (on: boolean) => void;
};

const ARTICLE =
  "listing-card has-[:checked]:border-brand-600 has-[:checked]:ring-1 has-[:checked]:ring-brand-600";

export function MaterialsCard({
  company,
  selection,
}: {
  company: MaterialsCardCompany;
  selection: Selection;
}) {
  const keep = useServerMarkup();
  const labelledBy = `materials-${company.id}`;
  if (!keep) {
    return (
      <article aria-labelledby={labelledBy} className={ARTICLE}>
        <MaterialsCardParts company={company} selection={selection} />
      </article>
    );
  }
  // On the server the markup is kept by what it shows (decision 030); the change handler is
  // not part of it.
  const { checked, defaultChecked } = selection;
  // A controlled box keeps a handler, as on the page (React warns of one without).
  const onChange = checked === undefined ? undefined : noop;
  const html = keep(`materials-card:${JSON.stringify([company, checked, defaultChecked])}`, () => (
    <MaterialsCardParts company={company} selection={{ checked, defaultChecked, onChange }} />
  ));
  return (
    <article
      aria-labelledby={labelledBy}
      className={ARTICLE}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function MaterialsCardParts({
  company,
  selection,
}: {
  company: MaterialsCardCompany;
  selection: Selection;
}) {
  const href = websiteHref(company.website);
  const checkboxId = `select-company-${company.id}`;
  return (
    <>
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
          </span>{" "}
          <VerifiedBadge show={company.isClaimed && company.isVerified} />
        </div>
      </div>

      {company.description ? (
        <p className="mt-3 text-sm text-gray-700">{company.description}</p>
      ) : null}

      <CardTags title="Products" tags={company.products} tagClassName={PRODUCT_TAG} />
      <CardTags
        title="Certifications"
        tags={company.certifications}
        tagClassName={CERTIFICATION_TAG}
        mark={<CheckIcon />}
      />
      <CredentialBadges credentials={company.credentials ?? []} />

      <RatingSummary
        rating={company.averageRating}
        count={company.totalReviews}
        className="mt-3 flex items-center gap-2 text-sm text-gray-700"
      />

      <ul className="mt-3 space-y-1 text-sm" aria-label="Contact">
        {company.phone ? (
          <ContactLine label="Phone" href={telHref(company.phone)}>
            {company.phone}
          </ContactLine>
        ) : null}
        {company.email ? (
          <ContactLine label="Email" href={`mailto:${company.email}`} className={EMAIL_WRAP}>
            <EmailText email={company.email} />
          </ContactLine>
        ) : null}
        {company.website && href ? (
          <ContactLine label="Website" href={href} external>
            {websiteLabel(company.website)}
          </ContactLine>
        ) : null}
      </ul>

      <div className="mt-auto pt-4">
        <label
          htmlFor={checkboxId}
          className="btn-secondary inline-flex cursor-pointer items-center gap-2"
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
    </>
  );
}

function noop() {}
