import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
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
import { BackButton, NextButton, StepFoot } from "./progress";

type Values = Record<string, string | string[]>;
const str = (v: Values[string] | undefined) => (typeof v === "string" ? v : "");

/** The wizard's text fields: label, type, autofill and example; each limit is COMPANY_LIMITS'. */
const TEXT = {
  name: ["Company Name *", "text", "organization", undefined],
  location: ["City *", "text", "address-level2", undefined],
  phone: ["Phone Number", "tel", "tel", undefined],
  email: ["Email Address *", "email", "email", undefined],
  website: ["Website", "text", undefined, "www.example.com"],
} as const;

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
  const text = (name: keyof typeof TEXT) => {
    const [label, type, autoComplete, placeholder] = TEXT[name];
    return (
      <TextField
        field={fields[name]}
        maxLength={COMPANY_LIMITS[name]}
        {...{ label, type, autoComplete, placeholder }}
      />
    );
  };

  return (
    <Form
      method="post"
      action="/add-company?step=details"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      onChange={(e) => {
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
      {text("name")}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("location")}
        <StateField field={fields.state} label="State *" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("phone")}
        {text("email")}
      </div>
      {text("website")}
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
      <StepFoot back={<BackButton intent="details-back" />} space="pt-2">
        <NextButton intent="details" disabled={hydrated && !filled}>
          Continue to Plans
        </NextButton>
      </StepFoot>
    </Form>
  );
}
