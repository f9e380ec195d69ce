import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formatDate } from "~/lib/format";
import { listStateResourcesForAdmin } from "~/models/state-resources.server";
import { requireAdmin } from "~/server/admin.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { states: listStateResourcesForAdmin() };
}

/** The state DOT entries /resources shows, each with its edit page (decision 018). */
export default function AdminResources() {
  const { states } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">State resources</h1>
      <p className="mt-1 text-gray-700">
        The agency and links each state shows on{" "}
        <Link to="/resources" className="text-brand-700 underline">
          /resources
        </Link>
        .
      </p>
      <table className="mt-6 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-gray-200 text-gray-700">
            <th className="py-2 pr-4">State</th>
            <th className="py-2 pr-4">Agency</th>
            <th className="py-2 pr-4">Last updated</th>
            <th className="py-2">
              <span className="sr-only">Edit</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {states.map((s) => (
            <tr key={s.stateCode} className="border-b border-gray-100">
              <td className="py-2 pr-4 font-medium text-gray-900">
                {s.stateName} ({s.stateCode}){s.isActive ? "" : " · hidden"}
              </td>
              <td className="py-2 pr-4 text-gray-700">
                {s.dotName}
                {s.dotAcronym ? ` (${s.dotAcronym})` : ""}
              </td>
              <td className="py-2 pr-4 text-gray-700">{formatDate(s.lastUpdated)}</td>
              <td className="py-2">
                <Link to={`/admin/resources/${s.stateCode}`} className="text-brand-700 underline">
                  Edit<span className="sr-only"> {s.stateName}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
