import { NavLink, Outlet } from "react-router";
import { requireAdmin } from "~/server/admin/admin.server";
import type { Route } from "./+types/admin";
import { noindexTitle } from "~/lib/private-page";

/** The operator's console (decision 018): a 404 for everyone but operators. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export const meta = noindexTitle("Operator Console | Road Striping Directory");

const link = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-gray-700 hover:bg-gray-100"}`;

const SECTIONS = [
  ["/admin/claims", "Claims"],
  ["/admin/credentials", "Credentials"],
  ["/admin/listings", "Listings"],
  ["/admin/import", "Import"],
  ["/admin/plans", "Plans"],
  ["/admin/reviews", "Reviews"],
  ["/admin/messages", "Messages"],
  ["/admin/newsletter", "Newsletter"],
  ["/admin/quotes", "Quotes"],
  ["/admin/outbox", "Outbox"],
  ["/admin/users", "Users"],
  ["/admin/blog", "Blog"],
  ["/admin/resources", "State resources"],
  ["/admin/audit", "Audit log"],
] as const;

export default function AdminLayout() {
  return (
    <div className="container-page py-8">
      <nav
        aria-label="Operator console"
        className="flex flex-wrap gap-1 border-b border-gray-200 pb-3"
      >
        <NavLink to="/admin" end className={link}>
          Overview
        </NavLink>
        {SECTIONS.map(([to, label]) => (
          <NavLink key={to} to={to} className={link}>
            {label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
