import type { FieldMetadata } from "@conform-to/react";
import { COMPANY_LIMITS } from "~/lib/company-schemas";
import { STATES } from "~/lib/states";
import {
  CheckboxGroup,
  Field as KitField,
  SelectField,
  TextareaField,
} from "~/components/ui/forms";

type Field = FieldMetadata<unknown>;

export { initial as initialText };

const initial = (field: Field): string =>
  typeof field.initialValue === "string" ? field.initialValue : "";

const initialList = (field: Field): string[] => {
  const v = field.initialValue as unknown;
  return Array.isArray(v) ? (v as string[]) : typeof v === "string" ? [v] : [];
};

/** The props every control of a listing form takes from its conform field. */
const control = (field: Field) => ({
  id: field.id,
  name: field.name,
  key: field.key,
  defaultValue: initial(field),
});

/**
 * Inputs take their starting value from conform (`defaultValue` of useForm, or the submitted
 * values after a failed submission), so a re-rendered form shows what the user sent.
 */
export function TextField({
  field,
  label,
  type = "text",
  maxLength,
  autoComplete,
  placeholder,
}: {
  field: Field;
  label: string;
  type?: string;
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
}) {
  return (
    <KitField
      label={label}
      errors={field.errors ?? null}
      inputProps={{ ...control(field), type, maxLength, autoComplete, placeholder }}
    />
  );
}

export function TextAreaField({
  field,
  label,
  maxLength,
}: {
  field: Field;
  label: string;
  maxLength?: number;
}) {
  return (
    <TextareaField
      label={label}
      errors={field.errors ?? null}
      textareaProps={{ ...control(field), maxLength }}
    />
  );
}

const STATE_OPTIONS = STATES.map(([value, label]) => ({ value, label }));

export function StateField({ field, label = "State" }: { field: Field; label?: string }) {
  return (
    <SelectField
      label={label}
      errors={field.errors ?? null}
      selectProps={control(field)}
      placeholder="Select a state"
      options={STATE_OPTIONS}
    />
  );
}

export function ServiceChecklist({
  field,
  legend,
  options,
}: {
  field: Field;
  legend: string;
  options: readonly string[];
}) {
  return (
    <CheckboxGroup
      id={field.id}
      name={field.name}
      legend={legend}
      options={options.map((o) => ({ value: o, label: o }))}
      selected={initialList(field)}
      errors={field.errors}
    />
  );
}

/** Phone, e-mail, website and description: the contact block every listing form shares. */
export function ContactFields({
  phone,
  email,
  website,
  description,
  emailLabel = "Email",
  phoneLabel = "Phone",
}: {
  phone: Field;
  email: Field;
  website: Field;
  description: Field;
  emailLabel?: string;
  phoneLabel?: string;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          field={phone}
          label={phoneLabel}
          type="tel"
          maxLength={COMPANY_LIMITS.phone}
          autoComplete="tel"
        />
        <TextField
          field={email}
          label={emailLabel}
          type="email"
          maxLength={254}
          autoComplete="email"
        />
      </div>
      <TextField field={website} label="Website" maxLength={COMPANY_LIMITS.website} />
      <TextAreaField
        field={description}
        label="Description"
        maxLength={COMPANY_LIMITS.description}
      />
    </>
  );
}
