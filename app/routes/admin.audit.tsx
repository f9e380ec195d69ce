import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { when } from "~/components/admin/parts";
import { listAudit } from "~/models/audit.server";
import { requireAdmin } from "~/server/admin.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { entries: listAudit(200) };
}

/** Every operator action, newest first; the log cannot be edited (decision 018). */
export default function AdminAudit() {
  const { entries } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">Audit log</h1>
      <div className="mt-6 overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <thead className="border-b border-gray-200 text-gray-600">
            <tr>
              <th className="py-2 pr-4">When</th>
              <th className="py-2 pr-4">Who</th>
              <th className="py-2 pr-4">Action</th>
              <th className="py-2 pr-4">Record</th>
              <th className="py-2 pr-4">Before → after</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} className="border-b border-gray-100 align-top">
                <td className="py-2 pr-4 whitespace-nowrap">{when(e.createdAt)}</td>
                <td className="py-2 pr-4">{e.actorEmail}</td>
                <td className="py-2 pr-4">{e.action}</td>
                <td className="py-2 pr-4">
                  {e.targetType} {e.targetId ?? ""}
                </td>
                <td className="py-2 pr-4 font-mono text-xs break-all">
                  {JSON.stringify(e.before)} → {JSON.stringify(e.after)}
                  {e.note ? <span className="block font-sans">Note: {e.note}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {entries.length === 0 ? <p className="mt-4 text-gray-700">Nothing yet.</p> : null}
      </div>
    </>
  );
}
