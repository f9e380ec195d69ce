import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/forms";
import { formatDate, formatDateWith } from "~/lib/format";

/** Shared pieces of the operator's console pages (decision 018), on the form kit (026). */
export const adminButton = buttonClass("secondary");
export const adminPrimaryButton = buttonClass("primary");

/**
 * A date and time as the console shows them, in UTC ('Nov 25, 2026, 10:14 AM UTC'): the same
 * on the server and in the browser, whatever either's time zone.
 */
export function when(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = formatDateWith(value, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
  return `${text} UTC`;
}

export function day(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  return formatDate(value);
}

/** The word for `n` things ('claim', 'claims'). */
export const word = (n: number, one: string, many: string) => (n === 1 ? one : many);
/** `n` and its word ('1 open session', '3 listings'). */
export const counted = (n: number, one: string, many: string) => `${n} ${word(n, one, many)}`;

export function ErrorLine({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="mt-2 text-sm text-red-700">
      {children}
    </p>
  );
}

export type OperatorButton = { intent: string; label: ReactNode; primary?: boolean };

/**
 * The operator's action on one record: a plain POST form (so it works without JavaScript) with
 * the record's id, any hidden values, the fields the action needs (`children`, from the form
 * kit) and a button a possible `intent`.
 */
export function ActionButtons({
  idName,
  id,
  action,
  hidden,
  buttons,
  children,
}: {
  /** The record's id field, when the page's action serves many records. */
  idName?: string;
  id?: number;
  /** Another route's action (the record's own page), when not this page's. */
  action?: string;
  hidden?: Record<string, string>;
  buttons: OperatorButton[];
  children?: ReactNode;
}) {
  return (
    <Form method="post" action={action} className="mt-2 flex flex-wrap items-end gap-2">
      {idName ? <input type="hidden" name={idName} value={id} /> : null}
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      {buttons.map((b) => (
        <button
          key={b.intent}
          type="submit"
          name="intent"
          value={b.intent}
          className={b.primary ? adminPrimaryButton : adminButton}
        >
          {b.label}
        </button>
      ))}
    </Form>
  );
}

/** The page's heading and a sentence of what it is for. */
export function AdminHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      {lead ? <p className="mt-1 text-gray-600">{lead}</p> : null}
    </>
  );
}

/** The way back from a record's page to its list ('← All posts'). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="text-sm">
      <Link to={to} className="text-brand-700 underline">
        ← {children}
      </Link>
    </p>
  );
}
