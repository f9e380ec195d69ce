/**
 * The choices of a select, a radio group or a stored enum, written as `[value, label]` rows and
 * read everywhere as `{ value, label }`: one shape for the form kit, the schemas and the mails.
 */
export type Option<V extends string = string> = { readonly value: V; readonly label: string };

/** The values a list allows, as a type ('spam' | 'fake' | ...). */
export type OptionValue<L extends readonly Option[]> = L[number]["value"];

/** `[value, label]` rows as options; the values keep their literal types for schemas. */
export function optionList<const V extends string>(
  rows: readonly (readonly [V, string])[],
): readonly Option<V>[] {
  return rows.map(([value, label]) => ({ value, label }));
}

/** The values of a non-empty list, in the tuple `z.enum` takes. */
export function optionValues<V extends string>(options: readonly Option<V>[]): [V, ...V[]] {
  return options.map((o) => o.value) as [V, ...V[]];
}

/** Options whose label is their value ('Paint', 'Road Striping'). */
export function sameLabel<const V extends string>(values: readonly V[]): readonly Option<V>[] {
  return values.map((value) => ({ value, label: value }));
}

/** The label of a stored value; an unknown value reads as itself. */
export function optionText(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

/** As `optionText`, for a value that may be missing (an optional review field). */
export function optionLabel(
  options: readonly Option[],
  value: string | null | undefined,
): string | null {
  return value ? optionText(options, value) : null;
}
