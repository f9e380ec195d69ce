import type { FieldMetadata } from "@conform-to/react";
import { STATES } from "~/lib/states";

export const inputClass =
  "mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm shadow-sm aria-[invalid]:border-red-500";

type Field = FieldMetadata<unknown>;

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

export function TextField({
  field,
  label,
  type = "text",
  value,
  maxLength,
  autoComplete,
  placeholder,
}: {
  field: Field;
  label: string;
  type?: string;
  value?: string;
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
        type={type}
        defaultValue={value ?? ""}
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

export function TextAreaField({ field, label, value, maxLength }: { field: Field; label: string; value?: string; maxLength?: number }) {
  return (
    <div>
      <label htmlFor={field.id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <textarea
        id={field.id}
        name={field.name}
        rows={4}
        defaultValue={value ?? ""}
        maxLength={maxLength}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy(field)}
        className={inputClass}
      />
      <FieldError field={field} />
    </div>
  );
}

export function StateField({ field, label = "State", value }: { field: Field; label?: string; value?: string }) {
  return (
    <div>
      <label htmlFor={field.id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={field.id}
        name={field.name}
        defaultValue={value ?? ""}
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
  selected,
}: {
  field: Field;
  legend: string;
  options: readonly string[];
  selected: readonly string[];
}) {
  return (
    <fieldset aria-describedby={describedBy(field)}>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label key={o} className="flex items-center gap-2 text-sm text-gray-800">
            <input type="checkbox" name={field.name} value={o} defaultChecked={selected.includes(o)} className="h-4 w-4 accent-brand-600" />
            {o}
          </label>
        ))}
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}
