import { useNavigation } from "react-router";
import {
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import type { Refusal } from "~/lib/refusal";

/**
 * The form kit every form is built from (docs/decisions/026-form-kit.md): one look for inputs,
 * one way to show a field's errors and hint, wired to the control with `aria-describedby`, so a
 * screen reader reads the message with the field and a new screen copies the kit, not a form.
 */

/** An input's look without its top margin (for controls inside a wrapper). */
export const controlClass =
  "block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 aria-[invalid]:border-red-500";
export const inputClass = `mt-1 ${controlClass}`;
export const labelClass = "text-sm font-medium text-gray-800";
export const checkboxClass = "h-4 w-4 rounded border-gray-300 accent-brand-600";

const buttonClasses = {
  primary:
    "rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60",
  block:
    "w-full rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60",
  secondary:
    "rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-60",
} as const;
export type ButtonVariant = keyof typeof buttonClasses;
export const buttonClass = (variant: ButtonVariant = "primary") => buttonClasses[variant];

export type Errors = readonly string[] | string | null | undefined;

/** An error message's errors (the first shows), and the id a control's aria-describedby names. */
type ErrorProps = { id?: string; errors?: Errors; className?: string };

export function firstError(errors: Errors): string | undefined {
  if (!errors) return undefined;
  return typeof errors === "string" ? errors : errors[0];
}

export const errorIdFor = (id: string) => `${id}-error`;
export const hintIdFor = (id: string) => `${id}-hint`;

/** The ids a control is described by: its hint, then its error when there is one. */
export function describedBy(id: string, { hint, errors }: { hint?: ReactNode; errors?: Errors }) {
  const ids = [hint ? hintIdFor(id) : null, firstError(errors) ? errorIdFor(id) : null];
  return ids.filter(Boolean).join(" ") || undefined;
}

/**
 * The ARIA a control needs to point at its hint and error. A field whose errors are not shown
 * beside it (the form's alert says it all) keeps the ARIA conform gave it.
 */
export function controlAria(id: string, described: { hint?: ReactNode; errors?: Errors }) {
  if (described.errors === undefined && !described.hint) return {};
  return {
    "aria-invalid": firstError(described.errors) ? true : undefined,
    "aria-describedby": describedBy(id, described),
  } as const;
}

/**
 * A field's error, the only one in the app. One message shows (the first), so a field never
 * lists two ways of saying it is wrong.
 */
export function FieldError({
  id,
  errors,
  className = "mt-1 text-sm text-red-700",
}: ErrorProps & { id: string }) {
  const message = firstError(errors);
  if (!message) return null;
  return (
    <p id={id} className={className}>
      {message}
    </p>
  );
}

/** A form-level message ('Login failed. Please try again.'), the first of `errors`. */
export function FormError({ id, errors, className = "mb-4" }: ErrorProps) {
  const message = firstError(errors);
  if (!message) return null;
  return (
    <div
      id={id}
      role="alert"
      className={`${className} rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800`}
    >
      {message}
    </div>
  );
}

/** A refused submission's title and description above its form (`refuse` in ~/lib/refusal). */
export function RefusalAlert({
  refusal,
  className = "",
}: {
  refusal?: Refusal;
  className?: string;
}) {
  if (!refusal) return null;
  return (
    <div
      role="alert"
      className={`rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 ${className}`}
    >
      <p className="font-semibold">{refusal.title}</p>
      {refusal.description ? <p>{refusal.description}</p> : null}
    </div>
  );
}

function Hint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={hintIdFor(id)} className="mt-1 text-xs text-gray-500">
      {children}
    </p>
  );
}

type Shell = {
  label: ReactNode;
  hint?: ReactNode;
  errors?: Errors;
  className?: string;
};

/** A label, any control (`children`), its hint and its error: for controls the kit lacks. */
export function FieldFrame({
  id,
  label,
  hint,
  errors,
  className,
  children,
}: Shell & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      <Hint id={id}>{hint}</Hint>
      <FieldError id={errorIdFor(id)} errors={errors} />
    </div>
  );
}

type WithId<T> = T & { id: string };

/** A control's own props with the ARIA tying it to its hint and error, in the kit's look. */
function kitControl<P extends { id: string; className?: string }>(props: P, shell: Shell) {
  return { ...props, ...controlAria(props.id, shell), className: props.className ?? inputClass };
}

/** A labelled input. `inputProps` takes conform's `getInputProps(...)` as it is. */
export function Field({
  inputProps,
  ...shell
}: Shell & { inputProps: WithId<InputHTMLAttributes<HTMLInputElement>> & { key?: string } }) {
  const { key, ...props } = inputProps;
  return (
    <FieldFrame id={props.id} {...shell}>
      <input key={key} {...kitControl(props, shell)} />
    </FieldFrame>
  );
}

export function TextareaField({
  textareaProps,
  ...shell
}: Shell & {
  textareaProps: WithId<TextareaHTMLAttributes<HTMLTextAreaElement>> & { key?: string };
}) {
  const { key, ...props } = textareaProps;
  return (
    <FieldFrame id={props.id} {...shell}>
      <textarea key={key} rows={4} {...kitControl(props, shell)} />
    </FieldFrame>
  );
}

export function SelectField({
  selectProps,
  placeholder,
  options,
  ...shell
}: Shell & {
  selectProps: WithId<SelectHTMLAttributes<HTMLSelectElement>> & { key?: string };
  /** The first, empty choice ('Select a state'). */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}) {
  const { key, ...props } = selectProps;
  return (
    <FieldFrame id={props.id} {...shell}>
      <select key={key} {...kitControl(props, shell)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * Checkboxes or radios under one legend; the error belongs to the group, so the fieldset is
 * what it describes.
 */
export function ChoiceGroup({
  type,
  id,
  name,
  legend,
  hint,
  options,
  selected = [],
  errors,
  className,
  legendClassName = labelClass,
  listClassName = "mt-2 grid gap-2 sm:grid-cols-2",
  optionClassName = "flex items-center gap-2 text-sm text-gray-800",
  onToggle,
}: {
  type: "checkbox" | "radio";
  id: string;
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
  selected?: readonly string[];
  errors?: Errors;
  className?: string;
  legendClassName?: string;
  listClassName?: string;
  optionClassName?: string;
  onToggle?: (value: string, checked: boolean) => void;
}) {
  return (
    <fieldset id={id} className={className} aria-describedby={describedBy(id, { hint, errors })}>
      <legend className={legendClassName}>{legend}</legend>
      <Hint id={id}>{hint}</Hint>
      <div className={listClassName}>
        {/* Ids by position: an option's value may hold spaces ("Road Striping"), an id must not
            (tests/e2e/html-validity.spec.ts). */}
        {options.map((o, i) => (
          <label key={o.value} htmlFor={`${id}-${i}`} className={optionClassName}>
            <input
              type={type}
              id={`${id}-${i}`}
              name={name}
              value={o.value}
              defaultChecked={selected.includes(o.value)}
              onChange={onToggle ? (e) => onToggle(o.value, e.currentTarget.checked) : undefined}
              className={checkboxClass}
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={errorIdFor(id)} errors={errors} />
    </fieldset>
  );
}

export function CheckboxGroup(props: Omit<Parameters<typeof ChoiceGroup>[0], "type">) {
  return <ChoiceGroup type="checkbox" {...props} />;
}

/**
 * One checkbox with its words beside it. The label wraps the box, so a tap on the words ticks it
 * (on a phone the box alone is a small target); `align` keeps the box on the first line of a
 * label that wraps.
 */
export function CheckboxField({
  children,
  align = "center",
  className = "",
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className" | "children"> & {
  children: ReactNode;
  align?: "center" | "start";
  className?: string;
}) {
  return (
    <label
      className={`flex gap-2 text-sm text-gray-800 ${align === "start" ? "items-start" : "items-center"} ${className}`.trim()}
    >
      <input
        type="checkbox"
        {...input}
        className={`${checkboxClass}${align === "start" ? " mt-0.5" : ""}`}
      />
      {children}
    </label>
  );
}

export function RadioGroup(props: Omit<Parameters<typeof ChoiceGroup>[0], "type" | "onToggle">) {
  return <ChoiceGroup type="radio" {...props} />;
}

type SubmitButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  pending?: boolean;
  action?: string;
  pendingText: ReactNode;
  variant?: ButtonVariant;
};

/**
 * A submit button that says what it is doing while the form is on its way. `pending` comes from
 * a fetcher's state; without it the page's navigation decides, for a form posting to `action`.
 * Given `pending`, it reads no router state, so it also renders outside the router (a form's
 * markup kept on the server, decision 032).
 */
export function SubmitButton({ pending, action, ...props }: SubmitButtonProps) {
  if (pending === undefined) return <NavigationSubmitButton action={action} {...props} />;
  return <SubmitButtonView busy={pending} {...props} />;
}

function NavigationSubmitButton({ action, ...props }: Omit<SubmitButtonProps, "pending">) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    (action === undefined || navigation.formAction?.split("?")[0] === action);
  return <SubmitButtonView busy={busy} {...props} />;
}

function SubmitButtonView({
  busy,
  pendingText,
  variant = "primary",
  className,
  disabled,
  children,
  ...props
}: Omit<SubmitButtonProps, "pending" | "action"> & { busy: boolean }) {
  return (
    <button
      type="submit"
      {...props}
      disabled={busy || disabled}
      className={className ?? buttonClass(variant)}
    >
      {busy ? pendingText : children}
    </button>
  );
}
