import { Form } from "@remix-run/react";
import { useRef, useState } from "react";
import {
  ServiceChecklist,
  initialText,
  StateField,
  TextField,
  ContactFields,
} from "~/components/company-fields";
import { listingDefaults } from "~/lib/listing";
import { CompanyLogo } from "~/components/company-logo";
import { SelectField } from "~/components/ui/forms";
import { CropDialog, setInputFile } from "~/components/crop-dialog";
import { Stars } from "~/components/ui/stars";
import { useHydrated } from "~/hooks/use-hydrated";
import { showToast } from "~/lib/client-toast";
import { COMPANY_LIMITS, materialsEditSchema } from "~/lib/company-schemas";
import {
  MATERIALS_CERTIFICATIONS,
  MATERIALS_EDIT_COMPANY_TYPES,
  MATERIALS_EDIT_PRODUCTS,
} from "~/lib/options";
import { websiteHref } from "~/lib/website";
import type { MaterialsCompany } from "~/models/company-serializer.server";

type OwnedMaterialsCompany = OwnedListing<MaterialsCompany>;
import type { DashboardActionData } from "./actions.server";
import {
  confirmSave,
  EditActions,
  ContactList,
  OwnerCardShell,
  type OwnedListing,
  useOwnerEditForm,
} from "./owner-card-parts";

const MAX_BYTES = 5 * 1024 * 1024;

export function MaterialsOwnerCard({
  company,
  editing,
  setEditing,
  actionData,
}: {
  company: OwnedMaterialsCompany;
  editing: boolean;
  setEditing: (on: boolean) => void;
  actionData?: DashboardActionData;
}) {
  const href = websiteHref(company.website);
  return (
    <OwnerCardShell
      company={company}
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
      editing={editing}
      onEdit={() => setEditing(true)}
      form={
        <MaterialsEditForm
          company={company}
          onCancel={() => setEditing(false)}
          actionData={actionData}
        />
      }
    >
      <ContactList
        items={[
          ["Phone", company.phone],
          ["Email", company.email],
        ]}
      />
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

function MaterialsEditForm({
  company,
  onCancel,
  actionData,
}: {
  company: OwnedMaterialsCompany;
  onCancel: () => void;
  actionData?: DashboardActionData;
}) {
  const hydrated = useHydrated();
  const { form, fields, saving, mine } = useOwnerEditForm({
    company,
    intent: "update-materials",
    actionData,
    schema: materialsEditSchema,
    defaultValue: {
      ...listingDefaults(company),
      companyType: company.companyType,
      yearEstablished: company.yearEstablished ? String(company.yearEstablished) : "",
      products: company.products,
      certifications: company.certifications,
    },
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const logoError = mine ? actionData?.logoError : undefined;

  return (
    <Form
      method="post"
      action="/dashboard"
      encType="multipart/form-data"
      id={form.id}
      noValidate
      onSubmit={(e) => {
        form.onSubmit(e);
        if (!e.defaultPrevented) confirmSave(e, company.name);
      }}
      className="mt-4 space-y-4"
    >
      <input type="hidden" name="id" value={company.id} />
      {form.errors?.length || logoError ? (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          {logoError ? (
            <p>
              <strong>{logoError.title}</strong> {logoError.description}
            </p>
          ) : null}
          {form.errors?.map((e) => (
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
            ref={fileInput}
            type="file"
            name="logo"
            accept="image/*"
            className="mt-1 block text-sm"
            onChange={(e) => {
              if (!hydrated) return;
              const file = e.currentTarget.files?.[0];
              if (!file) return;
              if (!file.type.startsWith("image/")) {
                e.currentTarget.value = "";
                showToast({
                  type: "destructive",
                  title: "Invalid file type",
                  description: "Please select an image file",
                });
              } else if (file.size > MAX_BYTES) {
                e.currentTarget.value = "";
                showToast({
                  type: "destructive",
                  title: "File too large",
                  description: "Please select an image smaller than 5MB",
                });
              } else {
                setPicked(file);
              }
            }}
          />
          <span className="block text-xs text-gray-500">
            PNG, JPG or WebP up to 5MB; 400×400 px recommended.
          </span>
        </label>
      </div>
      {picked ? (
        <CropDialog
          file={picked}
          onCancel={() => {
            setPicked(null);
            if (fileInput.current) fileInput.current.value = "";
          }}
          onError={() => {
            setPicked(null);
            if (fileInput.current) fileInput.current.value = "";
            showToast({
              type: "destructive",
              title: "Crop failed",
              description: "Failed to process the cropped image. Please try again.",
            });
          }}
          onCropped={(png) => {
            setPicked(null);
            if (fileInput.current) setInputFile(fileInput.current, png);
            setPreview(URL.createObjectURL(png));
          }}
        />
      ) : null}
      <TextField field={fields.name} label="Company Name" maxLength={COMPANY_LIMITS.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.location} label="City" maxLength={COMPANY_LIMITS.location} />
        <StateField field={fields.state} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Company Type"
          errors={fields.companyType.errors ?? null}
          selectProps={{
            id: fields.companyType.id,
            name: fields.companyType.name,
            key: fields.companyType.key,
            defaultValue: initialText(fields.companyType),
          }}
          placeholder="Select a type"
          options={MATERIALS_EDIT_COMPANY_TYPES.map((t) => ({ value: t, label: t }))}
        />
        <TextField field={fields.yearEstablished} label="Year Established" type="number" />
      </div>
      <ContactFields
        phone={fields.phone}
        email={fields.email}
        website={fields.website}
        description={fields.description}
      />
      <ServiceChecklist
        field={fields.products}
        legend="Products"
        options={[...new Set([...MATERIALS_EDIT_PRODUCTS, ...company.products])]}
      />
      <ServiceChecklist
        field={fields.certifications}
        legend="Certifications"
        options={MATERIALS_CERTIFICATIONS}
      />
      <EditActions
        added={company.addedByOwner}
        id={company.id}
        name={company.name}
        intent="update-materials"
        saving={saving}
        onCancel={onCancel}
      />
    </Form>
  );
}
