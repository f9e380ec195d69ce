import { useLoaderData } from "react-router";
import { AdminHeading, when } from "~/components/admin/parts";
import { ConsoleTable } from "~/components/admin/records";
import { Link } from "~/components/ui/link";
import { auditChange } from "~/lib/audit-words";
import { listAuditNamed } from "~/models/admin/audit-records.server";
import { consoleLoader } from "~/server/admin/console-action.server";

export const loader = consoleLoader(() => ({ entries: listAuditNamed(200) }));

type Entry = Awaited<ReturnType<typeof loader>>["entries"][number];

const COLUMNS = [
  { header: "When", cell: (e: Entry) => when(e.createdAt), className: "whitespace-nowrap" },
  { header: "Who", cell: (e: Entry) => e.actorEmail },
  { header: "Action", cell: (e: Entry) => e.action },
  {
    header: "Record",
    cell: (e: Entry) =>
      e.record.href ? (
        <Link to={e.record.href} className="underline">
          {e.record.label}
        </Link>
      ) : (
        e.record.label
      ),
  },
  {
    header: "What changed",
    className: "text-sm break-words",
    cell: (e: Entry) => (
      <>
        {auditChange(e.before, e.after).map((line, i) => (
          <span key={i} className="block">
            {line}
          </span>
        ))}
        {e.note ? <span className="block">Note: {e.note}</span> : null}
      </>
    ),
  },
];

/** Every operator action, newest first; the log cannot be edited (decision 018). */
export default function AdminAudit() {
  const { entries } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminHeading title="Audit log" />
      <div className="mt-6 overflow-x-auto">
        <ConsoleTable className="" rows={entries} rowKey={(e) => e.id} columns={COLUMNS} />
        {entries.length === 0 ? <p className="mt-4 text-gray-700">Nothing yet.</p> : null}
      </div>
    </>
  );
}
