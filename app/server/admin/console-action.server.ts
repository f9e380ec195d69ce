import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { OPERATOR_NOTE_MAX } from "~/lib/trust-rules";
import type { Actor } from "~/models/admin/audit.server";
import { DomainError } from "~/models/errors.server";
import { actorOf, requireAdmin } from "./admin.server";
import { redirectWithToast } from "~/server/toast.server";

type Toast = { title: string; description?: string };

export type OperatorStep<I extends string> = {
  /** The form field holding the record's id ('claimId', 'mailId'). */
  idName: string;
  intents: readonly I[];
  /** What a post without a record or a known intent is told ('Choose a claim.'). */
  invalid: string;
  /**
   * The note this intent needs (a reason, what was checked), at most OPERATOR_NOTE_MAX
   * characters like every note an operator writes; `message` refuses the post without it. The
   * change gets it trimmed, or null when empty.
   */
  text?: { name: string; requiredFor: I; message: string };
  /** The model's audited change; where the operator goes next and the toast that says so. */
  run: (
    id: number,
    intent: I,
    post: { form: FormData; actor: Actor; text: string | null },
  ) => Toast & { back: string };
};

/**
 * Every one-record operator action of the console (decision 018) takes the same steps: the
 * record's id and an intent from the form, a check, the audited change, then back to the list
 * with a toast. A refusal answers `{ id, error }` with its status, so the page shows it beside
 * the record it is about; anything but a domain error is a bug and is thrown.
 */
export function operatorStep<I extends string>(
  admin: { id: number; email: string },
  form: FormData,
  step: OperatorStep<I>,
) {
  const id = Number(form.get(step.idName));
  const intent = form.get("intent") as I;
  if (!Number.isSafeInteger(id) || id <= 0 || !step.intents.includes(intent)) {
    return data({ id: 0, error: step.invalid }, { status: 400 });
  }
  const text = step.text ? String(form.get(step.text.name) ?? "").trim() : "";
  if (step.text?.requiredFor === intent && (!text || text.length > OPERATOR_NOTE_MAX)) {
    return data({ id, error: step.text.message }, { status: 400 });
  }
  try {
    const post = { form, actor: actorOf(admin), text: text || null };
    const { back, ...toast } = step.run(id, intent, post);
    return redirectWithToast(back, toast);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ id, error: error.message }, { status: error.status });
  }
}

/** A console route's action: the operator, the posted form, then `operatorStep`. */
export function consoleAction<I extends string>(step: OperatorStep<I>) {
  return async ({ request }: ActionFunctionArgs) => {
    const admin = await requireAdmin(request);
    return operatorStep(admin, await request.formData(), step);
  };
}

/**
 * A console route's loader: the operator first (everyone else gets the 404 of a page that does
 * not exist, decision 018), then what the page reads, given the address and its `q` search.
 */
export function consoleLoader<T>(
  read: (page: { url: URL; q: string; params: LoaderFunctionArgs["params"] }) => T,
) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    await requireAdmin(request);
    const url = new URL(request.url);
    return read({ url, q: url.searchParams.get("q") ?? "", params });
  };
}

/** The list the operator searched, kept after an action ('/admin/users?q=…'). */
export const searchBack = (path: string, form: FormData) =>
  `${path}?${new URLSearchParams({ q: String(form.get("q") ?? "") })}`;
