import { PROJECT_DETAIL_FIELDS, type DetailField } from "~/lib/quote-details";
import { QUOTE_PROJECT_TYPES, type ProjectTypeId } from "~/lib/quote-services";
import {
  CheckboxGroup,
  controlAria,
  errorIdFor,
  FieldError,
  inputClass,
  labelClass,
} from "~/components/ui/forms";
import type { Initial } from "./fields";

/**
 * One section per project type with all its detail fields. Without JavaScript every section
 * shows (its heading names its type); with JavaScript only the chosen types' sections do.
 * Hidden sections keep their values, so unticking and ticking a type loses nothing.
 */
export function DetailSections({
  idPrefix,
  visible,
  initial,
  errors,
}: {
  idPrefix: string;
  /** undefined: show all (no JavaScript). */
  visible?: ReadonlySet<ProjectTypeId>;
  initial: Initial;
  errors: Record<string, string[] | null | undefined>;
}) {
  return (
    <div className="space-y-4">
      {QUOTE_PROJECT_TYPES.map((type) => (
        <fieldset
          key={type.id}
          hidden={visible ? !visible.has(type.id) : undefined}
          className="rounded-lg border border-gray-200 bg-gray-50 p-4"
        >
          <legend className="px-1 text-base font-semibold text-gray-900">
            {type.label} Details
          </legend>
          {!visible ? (
            <p className="mb-2 text-xs text-gray-600">Fill in only if you chose {type.label}.</p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {PROJECT_DETAIL_FIELDS[type.id].map((field) => (
              <DetailInput
                key={field.name}
                field={field}
                id={`${idPrefix}-${field.name}`}
                initial={initial.details?.[field.name]}
                error={errors[`details.${field.name}`]?.[0]}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

function DetailInput({
  field,
  id,
  initial,
  error,
}: {
  field: DetailField;
  id: string;
  initial: unknown;
  error?: string;
}) {
  const name = `details.${field.name}`;
  const invalid = controlAria(id, { errors: error });
  const value = typeof initial === "string" || typeof initial === "number" ? String(initial) : "";

  if (field.kind === "multi") {
    const chosen = Array.isArray(initial) ? initial.map(String) : value ? [value] : [];
    return (
      <CheckboxGroup
        id={id}
        name={name}
        legend={field.label}
        options={field.options}
        selected={chosen}
        errors={error}
        className="sm:col-span-2"
        listClassName="mt-1 flex flex-wrap gap-4"
        optionClassName="inline-flex items-center gap-2 text-sm text-gray-800"
      />
    );
  }

  return (
    <div className={field.kind === "longtext" ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className={labelClass}>
        {field.label}
      </label>
      {field.kind === "choice" ? (
        <select id={id} name={name} defaultValue={value} className={inputClass} {...invalid}>
          <option value="">Select...</option>
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : field.kind === "count" ? (
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={value}
          className={inputClass}
          {...invalid}
        />
      ) : field.kind === "longtext" ? (
        <textarea
          id={id}
          name={name}
          rows={3}
          maxLength={field.maxLength}
          defaultValue={value}
          className={inputClass}
          {...invalid}
        />
      ) : (
        <input
          id={id}
          name={name}
          type="text"
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          defaultValue={value}
          className={inputClass}
          {...invalid}
        />
      )}
      <FieldError id={errorIdFor(id)} errors={error} />
    </div>
  );
}
