import { getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Field } from "~/components/ui/forms";

type Metadata = Parameters<typeof getInputProps>[0];

export type TextFieldSpec<N extends string> = {
  name: N;
  label: string;
  type?: "text" | "url" | "date";
  max?: number;
  hint?: ReactNode;
};

/**
 * A console form's plain inputs from a list (label, field, type, longest value), each a kit
 * `Field` on conform's props and errors, so an edit form lists its fields instead of writing
 * each one out.
 */
export function TextFields<N extends string>({
  fields,
  specs,
}: {
  fields: Record<N, Metadata>;
  specs: readonly TextFieldSpec<N>[];
}) {
  return specs.map(({ name, label, type = "text", max, hint }) => (
    <Field
      key={name}
      label={label}
      hint={hint}
      errors={fields[name].errors}
      inputProps={{ ...getInputProps(fields[name], { type }), maxLength: max }}
    />
  ));
}
