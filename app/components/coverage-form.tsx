import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { CheckboxGroup, Field, FormError, SubmitButton } from "~/components/ui/forms";
import { Link } from "~/components/ui/link";
import { coverageFormSchema } from "~/lib/coverage-schema";
import {
  DEFAULT_TRAVEL_MILES,
  TRAVEL_MILES_MAX,
  TRAVEL_MILES_MIN,
  type Coverage,
} from "~/lib/coverage";
import { STATE_OPTIONS } from "~/lib/states";

/** The owner card's way to the coverage form (decision 049). */
export function CoverageLink({ id }: { id: number }) {
  return (
    <p className="text-sm">
      <Link to={`/dashboard/coverage/${id}`} className="text-brand-700 underline">
        Where you work
      </Link>
    </p>
  );
}

/**
 * Where a firm works: its crews' travel radius from its city and the states
 * it serves. A plain POST form: the same without JavaScript, checked again on the server.
 */
export function CoverageForm({
  companyId,
  coverage,
  lastResult,
}: {
  companyId: number;
  coverage: Coverage;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm({
    id: `coverage-${companyId}`,
    lastResult,
    defaultValue: { miles: coverage.miles === null ? "" : String(coverage.miles) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: coverageFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 max-w-3xl space-y-6">
      <FormError errors={form.errors} />
      <Field
        label="How far your crews travel from your city, in miles"
        hint={`From ${TRAVEL_MILES_MIN} to ${TRAVEL_MILES_MAX}. Leave it empty for the default: ${DEFAULT_TRAVEL_MILES} miles.`}
        errors={fields.miles.errors}
        inputProps={{
          ...getInputProps(fields.miles, { type: "number" }),
          min: TRAVEL_MILES_MIN,
          max: TRAVEL_MILES_MAX,
          step: 1,
          inputMode: "numeric",
          className: "mt-1 block w-40 rounded-md border border-gray-300 px-3 py-2",
        }}
      />
      <CheckboxGroup
        id={fields.states.id}
        name={fields.states.name}
        legend="States you serve anywhere in the state"
        hint="Your listing then shows on these states' pages and in searches anywhere in them, as 'Based in' your city."
        options={STATE_OPTIONS}
        selected={coverage.states}
        errors={fields.states.errors}
        listClassName="mt-2 grid gap-2 grid-cols-2 sm:grid-cols-3 md:grid-cols-4"
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pendingText="Saving…">Save where you work</SubmitButton>
        <Link to="/dashboard" className="rounded-md border border-gray-300 px-4 py-2 font-semibold">
          Back to the dashboard
        </Link>
      </div>
    </Form>
  );
}
