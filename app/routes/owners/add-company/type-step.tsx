import { Form } from "react-router";
import type { Directory } from "~/lib/directory";
import { CardRadio, NextButton, StepFoot } from "./progress";

const TYPES = [
  {
    value: "striping",
    label: "Road Striping Company",
    text: "Contractors who stripe roads, parking lots and airfields.",
  },
  {
    value: "materials",
    label: "Materials & Equipment",
    text: "Manufacturers, distributors and suppliers of striping materials and machines.",
  },
] as const;

export function TypeStep({ type }: { type: Directory }) {
  return (
    <Form method="post" action="/add-company?step=type">
      <fieldset>
        <legend className="text-xl font-semibold text-gray-900">What kind of company is it?</legend>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {TYPES.map((t) => (
            <label
              key={t.value}
              className="cursor-pointer rounded-lg border-2 border-gray-200 p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <CardRadio name="type" value={t.value} chosen={type} className="mr-2" />
              <span className="font-semibold text-gray-900">{t.label}</span>
              <span className="mt-1 block text-sm text-gray-600">{t.text}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <StepFoot>
        <NextButton intent="type">Continue</NextButton>
      </StepFoot>
    </Form>
  );
}
