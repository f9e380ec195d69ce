import { ServiceChecklist } from "~/components/company-fields";
import { LogoUpload } from "~/components/logo-upload";
import { Stars } from "~/components/ui/stars";
import { stripingEditSchema } from "~/lib/company-schemas";
import { STRIPING_SERVICES } from "~/lib/options";
import { ServiceBadges } from "~/components/service-badges";
import type { StripingCompany } from "~/models/company-serializer.server";
import {
  OwnerCardShell,
  OwnerEditForm,
  type EditFormProps,
  type OwnerCardProps,
  useOwnerEditForm,
} from "./owner-card-parts";

type Props = OwnerCardProps<StripingCompany>;

export function StripingOwnerCard(card: Props) {
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

function StripingEditForm({ company, onCancel, actionData }: EditFormProps<Props["company"]>) {
  const edit = useOwnerEditForm({
    company,
    intent: "update-striping",
    actionData,
    schema: stripingEditSchema,
    defaultValue: { services: company.services },
  });
  return (
    <OwnerEditForm
      company={company}
      edit={edit}
      onCancel={onCancel}
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
