import type { FieldMetadata } from "@conform-to/react";
import { COMPANY_LIMITS } from "~/lib/company-schemas";
import { STATES } from "~/lib/states";
import type { ListingContact } from "~/lib/listing";

export const inputClass =
  "mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm shadow-sm aria-[invalid]:border-red-500";

type Field = FieldMetadata<unknown>;

export { initial as initialText };

export function FieldError({ field }: { field: Field }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="mt-1 text-sm text-red-700">
      {field.errors[0]}
    </p>
  );
}

function describedBy(field: Field) {
  return field.errors?.length ? field.errorId : undefined;
}

const initial = (field: Field): string =>
  typeof field.initialValue === "string" ? field.initialValue : "";

const initialList = (field: Field): string[] => {
  const v = field.initialValue as unknown;
  return Array.isArray(v) ? (v as string[]) : typeof v === "string" ? [v] : [];
};

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
    <div>
      <label htmlFor={field.id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={field.id}
        name={field.name}
        key={field.key}
        type={type}
        defaultValue={initial(field)}
        maxLength={maxLength}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy(field)}
        className={inputClass}
      />
      <FieldError field={field} />
    </div>
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
    <div>
      <label htmlFor={field.id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <textarea
        id={field.id}
        name={field.name}
        key={field.key}
        rows={4}
        defaultValue={initial(field)}
        maxLength={maxLength}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy(field)}
        className={inputClass}
      />
      <FieldError field={field} />
    </div>
  );
}

export function StateField({ field, label = "State" }: { field: Field; label?: string }) {
  return (
    <div>
      <label htmlFor={field.id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={field.id}
        name={field.name}
        key={field.key}
        defaultValue={initial(field)}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy(field)}
        className={inputClass}
      >
        <option value="">Select a state</option>
        {STATES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  );
}

export function CheckboxGroup({
  field,
  legend,
  options,
}: {
  field: Field;
  legend: string;
  options: readonly string[];
}) {
  const selected = initialList(field);
  return (
    <fieldset aria-describedby={describedBy(field)}>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label key={o} className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              name={field.name}
              value={o}
              defaultChecked={selected.includes(o)}
              className="h-4 w-4 accent-brand-600"
            />
            {o}
          </label>
        ))}
      </div>
      <FieldError field={field} />
    </fieldset>
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

/** The starting values of an owner's edit form for the fields every listing has. */
export function listingDefaults(c: ListingContact) {
  return {
    name: c.name,
    location: c.location,
    state: c.state,
    phone: c.phone ?? "",
    email: c.email ?? "",
    website: c.website ?? "",
    description: c.description ?? "",
  };
}
