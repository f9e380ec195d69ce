import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";

/** A page beside the dashboard: the way back to it, the page's title and what the page is for. */
export function DashboardHeading({ title, lead }: { title: string; lead: ReactNode }) {
  return (
    <>
      <p className="text-sm">
        <Link to="/dashboard" className="text-brand-700 underline">
          ← My Account
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{title}</h1>
      <p className="mt-1 text-gray-600">{lead}</p>
    </>
  );
}
