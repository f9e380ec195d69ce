import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { useState } from "react";
import {
  ServiceChecklist,
  StateField,
  TextAreaField,
  TextField,
} from "~/components/company-fields";
import { useHydrated } from "~/hooks/use-hydrated";
import { COMPANY_LIMITS, companyDetailsSchema } from "~/lib/company-schemas";
import { MATERIALS_COMPANY_TYPES, MATERIALS_PRODUCTS, STRIPING_SERVICES } from "~/lib/options";
import type { Directory } from "~/lib/directory";
import { BackButton } from "./progress";

type Values = Record<string, string | string[]>;
const str = (v: Values[string] | undefined) => (typeof v === "string" ? v : "");

export function DetailsStep({
  type,
  values,
  claiming,
  lastResult,
}: {
  type: Directory;
  values: Values;
  claiming: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: "company-details",
    lastResult,
    defaultValue: values,
    onValidate: ({ formData }) => {
      formData.set("companyType", type);
      return parseWithZod(formData, { schema: companyDetailsSchema });
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // 'Continue to Plans' stays disabled until name, city and state are filled (with JavaScript).
  const [filled, setFilled] = useState(() =>
    Boolean(str(values.name) && str(values.location) && str(values.state)),
  );
  const formError = form.errors?.[0];

  return (
    <Form
      method="post"
      action="/add-company?step=details"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      onInput={(e) => {
        const fd = new FormData(e.currentTarget);
        setFilled(["name", "location", "state"].every((k) => String(fd.get(k) ?? "").trim()));
      }}
      className="space-y-4"
    >
      <h2 className="text-xl font-semibold text-gray-900">
        {claiming ? "Verify Company Information" : "Add Company Details"}
      </h2>
      {formError ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          {formError}
        </p>
      ) : null}
      <TextField
        field={fields.name}
        label="Company Name *"
        maxLength={COMPANY_LIMITS.name}
        autoComplete="organization"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          field={fields.location}
          label="City *"
          maxLength={COMPANY_LIMITS.location}
          autoComplete="address-level2"
        />
        <StateField field={fields.state} label="State *" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          field={fields.phone}
          label="Phone Number"
          type="tel"
          maxLength={COMPANY_LIMITS.phone}
          autoComplete="tel"
        />
        <TextField
          field={fields.email}
          label="Email Address *"
          type="email"
          maxLength={COMPANY_LIMITS.email}
          autoComplete="email"
        />
      </div>
      <TextField
        field={fields.website}
        label="Website"
        maxLength={COMPANY_LIMITS.website}
        placeholder="www.example.com"
      />
      <TextAreaField
        field={fields.description}
        label="Company Description"
        maxLength={COMPANY_LIMITS.description}
      />
      {type === "striping" ? (
        <ServiceChecklist
          field={fields.services}
          legend="Services Offered"
          options={STRIPING_SERVICES}
        />
      ) : (
        <>
          <ServiceChecklist
            field={fields.materialsCompanyType}
            legend="Company Type"
            options={MATERIALS_COMPANY_TYPES}
          />
          <ServiceChecklist
            field={fields.products}
            legend="Products Offered"
            options={MATERIALS_PRODUCTS}
          />
        </>
      )}
      <div className="flex justify-between gap-3 pt-2">
        <BackButton intent="details-back" />
        <button
          type="submit"
          name="intent"
          value="details"
          disabled={hydrated && !filled}
          className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          Continue to Plans
        </button>
      </div>
    </Form>
  );
}
