import { ServiceChecklist, initialText, TextField } from "~/components/company-fields";
import { CompanyLogo } from "~/components/company-logo";
import { useLogoCrop } from "~/components/logo-upload";
import { SelectField } from "~/components/ui/forms";
import { Stars } from "~/components/ui/stars";
import { showToast } from "~/lib/client-toast";
import { materialsEditSchema } from "~/lib/company-schemas";
import {
  MATERIALS_CERTIFICATIONS,
  MATERIALS_EDIT_COMPANY_TYPES,
  MATERIALS_EDIT_PRODUCTS,
} from "~/lib/options";
import { websiteHref } from "~/lib/website";
import type { MaterialsCompany } from "~/models/company-serializer.server";
import { useState } from "react";
import {
  OwnerCardShell,
  OwnerEditForm,
  type EditFormProps,
  type OwnerCardProps,
  useOwnerEditForm,
} from "./owner-card-parts";

type Props = OwnerCardProps<MaterialsCompany>;

export function MaterialsOwnerCard(card: Props) {
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

function MaterialsEditForm({ company, onCancel, actionData }: EditFormProps<Props["company"]>) {
  const edit = useOwnerEditForm({
    company,
    intent: "update-materials",
    actionData,
    schema: materialsEditSchema,
    defaultValue: {
      companyType: company.companyType,
      yearEstablished: company.yearEstablished ? String(company.yearEstablished) : "",
      products: company.products,
      certifications: company.certifications,
    },
  });
  const [preview, setPreview] = useState<string | null>(null);
  const crop = useLogoCrop({
    maxBytes: true,
    onReject: (why) => showToast({ type: "destructive", ...why }),
    onError: () =>
      showToast({
        type: "destructive",
        title: "Crop failed",
        description: "Failed to process the cropped image. Please try again.",
      }),
    onCropped: (png) => setPreview(URL.createObjectURL(png)),
  });
  const logoError = edit.mine ? actionData?.logoError : undefined;

  return (
    <OwnerEditForm
      company={company}
      edit={edit}
      onCancel={onCancel}
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
          <div className="flex items-center gap-4">
            {preview ? (
              <img
                src={preview}
                alt="New logo preview"
                className="h-16 w-16 rounded-lg border object-contain"
              />
            ) : (
              <CompanyLogo src={company.customLogo} name={company.name} />
            )}
            <label className="text-sm font-medium text-gray-800">
              Company Logo
              <input
                ref={crop.input}
                type="file"
                name="logo"
                accept="image/*"
                className="mt-1 block text-sm"
                onChange={crop.onChange}
              />
              <span className="block text-xs text-gray-500">
                PNG, JPG or WebP up to 5MB; 400×400 px recommended.
              </span>
            </label>
          </div>
          {crop.dialog}
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
