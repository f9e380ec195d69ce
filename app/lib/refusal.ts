import type { z } from "zod";

/** Why a submission was refused, as the form's alert and the API's error show it. */
export type Refusal = { title: string; description: string };

/**
 * Records a refusal in a schema's refinement: the title and then the description as the form's
 * own errors, and the description again on each field to mark (`paths`). The title and the
 * description thus travel as data, to conform's form errors and to the API's answer alike.
 */
export function refuse(
  ctx: z.RefinementCtx,
  refusal: Refusal,
  paths: readonly (string | readonly (string | number)[])[] = [],
) {
  ctx.addIssue({ code: "custom", path: [], message: refusal.title });
  ctx.addIssue({ code: "custom", path: [], message: refusal.description });
  for (const path of paths) {
    ctx.addIssue({
      code: "custom",
      path: typeof path === "string" ? [path] : [...path],
      message: refusal.description,
    });
  }
}

/** The refusal carried by a form's errors (conform's `form.errors`), if any. */
export function refusalOf(formErrors?: readonly string[] | null): Refusal | undefined {
  const [title, description] = formErrors ?? [];
  return title ? { title, description: description ?? "" } : undefined;
}

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * The answer to a body a schema refused: the refusal's title and description when the schema
 * gave them, otherwise the first issue's message. An issue inside a nested object (a quote's
 * `details.numberOfStalls`) is named by its path, since no title says which detail it is.
 */
export function describeIssues(issues: readonly Issue[]) {
  const form = issues.filter((i) => i.path.length === 0).map((i) => i.message);
  const fields = issues.filter((i) => i.path.length > 0);
  const nested = fields.find((i) => i.path.length > 1);
  const first = fields[0] ?? issues[0];
  const message = nested
    ? `${nested.path.join(".")}: ${nested.message}`
    : (form[1] ?? form[0] ?? first?.message ?? "Invalid request");
  return {
    message,
    title: form[0] ?? "Invalid request",
    errors: fields.map((i) => ({ path: i.path.join("."), message: i.message })),
  };
}
