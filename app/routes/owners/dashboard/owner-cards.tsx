import { ServiceChecklist, initialText, TextField } from "~/components/company-fields";
import { LogoField, LogoUpload } from "~/components/logo-upload";
import { ServiceBadges } from "~/components/service-badges";
import { SelectField } from "~/components/ui/forms";
import { Stars } from "~/components/ui/stars";
import { materialsEditSchema, stripingEditSchema } from "~/lib/company-schemas";
import {
  MATERIALS_CERTIFICATIONS,
  MATERIALS_EDIT_COMPANY_TYPES,
  MATERIALS_EDIT_PRODUCTS,
  STRIPING_SERVICES,
} from "~/lib/options";
import { websiteHref } from "~/lib/website";
import { CoverageLink } from "~/components/coverage-form";
import type {
  MaterialsCompany,
  StripingCompany,
} from "~/models/directory/company-serializer.server";
import {
  OwnerCardShell,
  OwnerEditForm,
  type EditFormProps,
  type OwnerCardProps,
  useOwnerEditForm,
} from "./owner-card-parts";

/**
 * The owner's card of each directory: its details under the shared shell, and its edit form:
 * the shared fields plus the directory's own (services; or type, year, products, certifications
 * and the logo, which a materials listing saves with the form).
 */

export function StripingOwnerCard(card: OwnerCardProps<StripingCompany>) {
  const { company } = card;
  return (
    <OwnerCardShell
      card={card}
      EditForm={StripingEditForm}
      websiteInContacts
      about={
        <>
          <p className="text-sm text-gray-600">
            {company.location}, {company.state}
          </p>
          <CoverageLink id={company.id} />
          {company.totalReviews > 0 ? (
            // Responses are written under each review on the public page (decision 015).
            <p className="text-sm">
              <a href={`/companies/${company.slug}#reviews`} className="text-brand-700 underline">
                Respond to reviews ({company.totalReviews})
              </a>
            </p>
          ) : null}
          <div className="mt-2">
            <LogoUpload companyId={company.id} companyName={company.name} />
          </div>
        </>
      }
    >
      {company.description ? <p>{company.description}</p> : null}
      <ServiceBadges services={company.services} />
      <p className="flex items-center gap-2">
        <Stars rating={company.averageRating} />
        {Number(company.averageRating).toFixed(1)} · {company.totalReviews}{" "}
        {company.totalReviews === 1 ? "review" : "reviews"}
      </p>
    </OwnerCardShell>
  );
}

function StripingEditForm(props: EditFormProps<StripingCompany>) {
  const { company } = props;
  const edit = useOwnerEditForm(props, "update-striping", stripingEditSchema, {
    services: company.services,
  });
  return (
    <OwnerEditForm
      {...props}
      edit={edit}
      alert={
        edit.form.errors?.length ? (
          <p
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
          >
            <strong>Update Failed</strong> {edit.form.errors[0]}
          </p>
        ) : null
      }
    >
      <ServiceChecklist
        field={edit.fields.services}
        legend="Services"
        options={[...new Set([...STRIPING_SERVICES, ...company.services])]}
      />
    </OwnerEditForm>
  );
}

export function MaterialsOwnerCard(card: OwnerCardProps<MaterialsCompany>) {
  const { company } = card;
  const href = websiteHref(company.website);
  return (
    <OwnerCardShell
      card={card}
      EditForm={MaterialsEditForm}
      badge={
        <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-800">
          {company.companyType}
        </span>
      }
      about={
        <p className="text-sm text-gray-600">
          {company.location}, {company.state}
          {company.yearEstablished ? ` · Est. ${company.yearEstablished}` : ""}
        </p>
      }
    >
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-700 underline"
        >
          {company.website}
        </a>
      ) : null}
      {company.description ? <p>{company.description}</p> : null}
      {company.products.length ? (
        <p>
          <span className="font-medium">Products:</span> {company.products.join(", ")}
        </p>
      ) : null}
      {company.certifications.length ? (
        <p>
          <span className="font-medium">Certifications:</span> {company.certifications.join(", ")}
        </p>
      ) : null}
      {company.totalReviews > 0 ? (
        <p className="flex items-center gap-2">
          <Stars rating={company.averageRating} /> {Number(company.averageRating).toFixed(1)} ·{" "}
          {company.totalReviews} reviews
        </p>
      ) : (
        <p>No reviews yet</p>
      )}
    </OwnerCardShell>
  );
}

function MaterialsEditForm(props: EditFormProps<MaterialsCompany>) {
  const { company, actionData } = props;
  const edit = useOwnerEditForm(props, "update-materials", materialsEditSchema, {
    companyType: company.companyType,
    yearEstablished: company.yearEstablished ? String(company.yearEstablished) : "",
    products: company.products,
    certifications: company.certifications,
  });
  const logoError = edit.mine ? actionData?.logoError : undefined;

  return (
    <OwnerEditForm
      {...props}
      edit={edit}
      multipart
      alert={
        <>
          {edit.form.errors?.length || logoError ? (
            <div
              role="alert"
              className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
            >
              {logoError ? (
                <p>
                  <strong>{logoError.title}</strong> {logoError.description}
                </p>
              ) : null}
              {edit.form.errors?.map((e) => (
                <p key={e}>{e}</p>
              ))}
            </div>
          ) : null}
          <LogoField company={company} />
        </>
      }
      beforeContacts={
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Company Type"
            errors={edit.fields.companyType.errors ?? null}
            selectProps={{
              id: edit.fields.companyType.id,
              name: edit.fields.companyType.name,
              key: edit.fields.companyType.key,
              defaultValue: initialText(edit.fields.companyType),
            }}
            placeholder="Select a type"
            options={MATERIALS_EDIT_COMPANY_TYPES.map((t) => ({ value: t, label: t }))}
          />
          <TextField field={edit.fields.yearEstablished} label="Year Established" type="number" />
        </div>
      }
    >
      <ServiceChecklist
        field={edit.fields.products}
        legend="Products"
        options={[...new Set([...MATERIALS_EDIT_PRODUCTS, ...company.products])]}
      />
      <ServiceChecklist
        field={edit.fields.certifications}
        legend="Certifications"
        options={MATERIALS_CERTIFICATIONS}
      />
    </OwnerEditForm>
  );
}
