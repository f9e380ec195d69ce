import { Form, useActionData, useLoaderData, useSearchParams } from "react-router";
import { Link } from "~/components/ui/link";
import { Fragment, type InputHTMLAttributes, type ReactNode } from "react";
import { Field, inputClass, SubmitButton } from "~/components/ui/forms";
import { OPERATOR_NOTE_MAX } from "~/lib/trust-rules";
import { ActionButtons, AdminHeading, ErrorLine, type OperatorButton } from "./parts";

/**
 * The console's lists (decision 018): every queue, search result and log is a list of record
 * cards, a table or a pair of view tabs, written once here so each page says only what its
 * records hold.
 */

/** What an operator action refused, for the record it was about (`{ id, error }`). */
export type Refused = { id: number; error: string } | undefined;
export const errorFor = (refused: Refused, id: number) =>
  refused?.id === id ? refused.error : undefined;

/**
 * The records as cards, or the sentence saying there are none (nothing when `empty` is null).
 * What the page's action refused is handed to the card of its record (`error`), or shown above
 * the list when no card is its record's (a record gone meanwhile, a post without one).
 */
export function RecordList<T extends { id: number }>({
  items,
  empty,
  children,
}: {
  items: readonly T[];
  empty: ReactNode;
  children: (item: T, error: string | undefined) => ReactNode;
}) {
  const refused = useActionData() as Refused;
  const stray = refused && !items.some((item) => item.id === refused.id) ? refused.error : null;
  return (
    <>
      <ErrorLine>{stray}</ErrorLine>
      {items.length === 0 ? (
        empty === null ? null : (
          <p className="mt-6 text-gray-700">{empty}</p>
        )
      ) : (
        <ul className="mt-6 space-y-3">
          {items.map((item) => (
            <Fragment key={item.id}>{children(item, errorFor(refused, item.id))}</Fragment>
          ))}
        </ul>
      )}
    </>
  );
}

/** A console page of records: its heading, what comes first (tabs, a search), then the list. */
export function RecordsPage<T extends { id: number }>({
  title,
  lead,
  above,
  ...list
}: {
  title: string;
  lead?: ReactNode;
  above?: ReactNode;
  items: readonly T[];
  empty: ReactNode;
  children: (item: T, error: string | undefined) => ReactNode;
}) {
  return (
    <>
      <AdminHeading title={title} lead={lead} />
      {above}
      <RecordList {...list} />
    </>
  );
}

type Loaded<L> = ReturnType<typeof useLoaderData<L>>;
type RecordOf<L> = Loaded<L> extends { items: readonly (infer T)[] } ? T : never;

/**
 * What a records route's card is handed: its record, what the last action on it refused, and
 * the page's data.
 */
export type CardProps<L> = { item: RecordOf<L>; error: string | undefined; data: Loaded<L> };

/**
 * A console route whose page is its loader's `items` as record cards (`Card`) under its heading,
 * after whatever comes first (`above`: a search, filters): each page writes only its words and
 * its card.
 */
export function recordsRoute<L>({
  above,
  empty,
  Card,
  ...heading
}: {
  title: string;
  lead?: ReactNode;
  above?: ReactNode | ((data: Loaded<L>) => ReactNode);
  empty: ReactNode | ((data: Loaded<L>) => ReactNode);
  Card: (props: CardProps<L>) => ReactNode;
}) {
  return function RecordsRoute() {
    const data = useLoaderData<L>();
    const { items } = data as { items: (RecordOf<L> & { id: number })[] };
    return (
      <RecordsPage
        {...heading}
        above={typeof above === "function" ? above(data) : above}
        items={items}
        empty={typeof empty === "function" ? empty(data) : empty}
      >
        {(item, error) => <Card item={item} error={error} data={data} />}
      </RecordsPage>
    );
  };
}

/**
 * One record: its name in bold, what it is in grey after it, an optional link after that, then
 * the details, the refusal of the last action on it and its actions (`children`).
 */
export function RecordCard({
  title,
  meta,
  link,
  heading: Heading = "p",
  error,
  children,
}: {
  title: ReactNode;
  meta?: ReactNode;
  link?: ReactNode;
  heading?: "p" | "h2";
  error?: string;
  children?: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4">
      <Heading className="font-semibold text-gray-900">
        {title}
        {meta ? (
          <>
            {" "}
            <span className="font-normal text-gray-600">{meta}</span>
          </>
        ) : null}
        {link ? <> {link}</> : null}
      </Heading>
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      {children}
    </li>
  );
}

/** A small line of record details under its title. */
export function Details({
  tone = "gray",
  children,
}: {
  tone?: "gray" | "amber";
  children: ReactNode;
}) {
  return (
    <p className={`mt-1 text-sm ${tone === "amber" ? "text-amber-800" : "text-gray-700"}`}>
      {children}
    </p>
  );
}

/** The views of one list ('Reported', 'Newest'); the current one is marked for screen readers. */
export function ViewTabs({
  tabs,
}: {
  tabs: readonly { to: string; label: ReactNode; current: boolean }[];
}) {
  return (
    <p className="mt-4 flex gap-2">
      {tabs.map((t) => (
        <Link
          key={t.to}
          to={t.to}
          className={`rounded-md px-3 py-1.5 text-sm font-medium ${t.current ? "bg-brand-50 text-brand-700" : "text-brand-700 underline"}`}
          aria-current={t.current ? "page" : undefined}
        >
          {t.label}
        </Link>
      ))}
    </p>
  );
}

export type Column<T> = {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
};

/** Records as a table, one column a field; `caption` names it for screen readers. */
export function ConsoleTable<T>({
  rows,
  rowKey,
  columns,
  caption,
  className = "mt-6",
}: {
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  columns: readonly Column<T>[];
  caption?: string;
  className?: string;
}) {
  return (
    <table className={`${className} min-w-full text-left text-sm`}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className="border-b border-gray-200 text-gray-600">
        <tr>
          {columns.map((c, i) => (
            <th key={i} className="py-2 pr-4">
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-gray-100 align-top">
            {columns.map((c, i) => (
              <td key={i} className={`py-2 pr-4 ${c.className ?? ""}`}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The GET search of a console list (listings, accounts): works without JavaScript, and shows the
 * `q` of the page's address, the search its loader read.
 */
export function ConsoleSearch({
  id,
  label,
  maxLength,
  submit,
}: {
  id: string;
  label: string;
  maxLength: number;
  submit: string;
}) {
  const q = useSearchParams()[0].get("q") ?? "";
  return (
    <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
      <Field
        label={label}
        inputProps={{
          id,
          name: "q",
          type: "search",
          defaultValue: q,
          maxLength,
          className: `${inputClass} w-72`,
        }}
      />
      <SubmitButton pendingText="Finding…">{submit}</SubmitButton>
    </Form>
  );
}

/** A short text an action needs ('What was checked', a reason), from the form kit. */
export function NoteField({
  label,
  errors,
  ...input
}: { label: string; errors?: string } & InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  return (
    <Field
      label={label}
      inputProps={{ name: "note", ...input, className: `${inputClass} w-72` }}
      errors={errors}
    />
  );
}

/**
 * The operator's two answers to a record waiting for review: approve it (the primary button), or
 * reject it with the reason its owner is mailed.
 */
export function ApproveOrReject({
  idName,
  id,
  hidden,
  approve,
  reject,
}: {
  idName: string;
  id: number;
  hidden?: Record<string, string>;
  approve: Omit<OperatorButton, "primary">;
  /** The reject button's label. */
  reject: string;
}) {
  return (
    <>
      <ActionButtons
        idName={idName}
        id={id}
        hidden={hidden}
        buttons={[{ ...approve, primary: true }]}
      />
      <ActionButtons
        idName={idName}
        id={id}
        hidden={hidden}
        buttons={[{ intent: "reject", label: reject }]}
      >
        <NoteField
          id={`reject-reason-${id}`}
          name="reason"
          label="Reason for rejecting"
          maxLength={OPERATOR_NOTE_MAX}
          required
        />
      </ActionButtons>
    </>
  );
}
