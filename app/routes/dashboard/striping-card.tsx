import { Form } from "@remix-run/react";
import {
  ServiceChecklist,
  ContactFields,
  StateField,
  TextField,
} from "~/components/company-fields";
import { listingDefaults } from "~/lib/listing";
import { LogoUpload } from "~/components/logo-upload";
import { Stars } from "~/components/ui/stars";
import { COMPANY_LIMITS, stripingEditSchema } from "~/lib/company-schemas";
import { STRIPING_SERVICES } from "~/lib/options";
import { ServiceBadges } from "~/components/service-badges";
import type { StripingCompany } from "~/models/company-serializer.server";

type OwnedStripingCompany = OwnedListing<StripingCompany>;
import type { DashboardActionData } from "./actions.server";
import {
  confirmSave,
  EditActions,
  ContactList,
  OwnerCardShell,
  type OwnedListing,
  useOwnerEditForm,
} from "./owner-card-parts";

export function StripingOwnerCard({
  company,
  editing,
  setEditing,
  actionData,
}: {
  company: OwnedStripingCompany;
  editing: boolean;
  setEditing: (on: boolean) => void;
  actionData?: DashboardActionData;
}) {
  return (
    <OwnerCardShell
      company={company}
      about={
        <>
          <p className="text-sm text-gray-600">
            {company.location}, {company.state}
          </p>
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
      editing={editing}
      onEdit={() => setEditing(true)}
      form={
        <StripingEditForm
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
          ["Website", company.website],
        ]}
      />
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

function StripingEditForm({
  company,
  onCancel,
  actionData,
}: {
  company: OwnedStripingCompany;
  onCancel: () => void;
  actionData?: DashboardActionData;
}) {
  const { form, fields, saving } = useOwnerEditForm({
    company,
    intent: "update-striping",
    actionData,
    schema: stripingEditSchema,
    defaultValue: { ...listingDefaults(company), services: company.services },
  });
  return (
    <Form
      method="post"
      action="/dashboard"
      id={form.id}
      noValidate
      onSubmit={(e) => {
        form.onSubmit(e);
        if (!e.defaultPrevented) confirmSave(e, company.name);
      }}
      className="mt-4 space-y-4"
    >
      <input type="hidden" name="id" value={company.id} />
      {form.errors?.length ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          <strong>Update Failed</strong> {form.errors[0]}
        </p>
      ) : null}
      <TextField field={fields.name} label="Company Name" maxLength={COMPANY_LIMITS.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.location} label="City" maxLength={COMPANY_LIMITS.location} />
        <StateField field={fields.state} />
      </div>
      <ContactFields
        phone={fields.phone}
        email={fields.email}
        website={fields.website}
        description={fields.description}
      />
      <ServiceChecklist
        field={fields.services}
        legend="Services"
        options={[...new Set([...STRIPING_SERVICES, ...company.services])]}
      />
      <EditActions
        added={company.addedByOwner}
        id={company.id}
        name={company.name}
        intent="update-striping"
        saving={saving}
        onCancel={onCancel}
      />
    </Form>
  );
}
