import { useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { AdminHeading } from "~/components/admin/parts";
import { ConsoleTable } from "~/components/admin/records";
import { formatDate } from "~/lib/format";
import { listStateResourcesForAdmin } from "~/models/content/state-resources.server";
import { consoleLoader } from "~/server/admin/console-action.server";

export const loader = consoleLoader(() => ({ states: listStateResourcesForAdmin() }));

type State = Awaited<ReturnType<typeof loader>>["states"][number];

const COLUMNS = [
  {
    header: "State",
    className: "font-medium text-gray-900",
    cell: (s: State) => `${s.stateName} (${s.stateCode})${s.isActive ? "" : " · hidden"}`,
  },
  {
    header: "Agency",
    className: "text-gray-700",
    cell: (s: State) => `${s.dotName}${s.dotAcronym ? ` (${s.dotAcronym})` : ""}`,
  },
  {
    header: "Last updated",
    className: "text-gray-700",
    cell: (s: State) => formatDate(s.lastUpdated),
  },
  {
    header: <span className="sr-only">Edit</span>,
    cell: (s: State) => (
      <Link to={`/admin/resources/${s.stateCode}`} className="text-brand-700 underline">
        Edit<span className="sr-only"> {s.stateName}</span>
      </Link>
    ),
  },
];

/** The state DOT entries /resources shows, each with its edit page (decision 018). */
export default function AdminResources() {
  const { states } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminHeading
        title="State resources"
        lead={
          <>
            The agency and links each state shows on{" "}
            <Link to="/resources" className="text-brand-700 underline">
              /resources
            </Link>
            .
          </>
        }
      />
      <ConsoleTable rows={states} rowKey={(s) => s.stateCode} columns={COLUMNS} />
    </>
  );
}
