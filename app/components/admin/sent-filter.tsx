import { Link } from "~/components/ui/link";

const FILTERS = [
  { label: "All requests", to: "/admin/quotes", unsent: false },
  { label: "Not sent to anyone", to: "/admin/quotes?sent=none", unsent: true },
] as const;

/** The quotes console's two views: every request, or those no listed firm serves (decision 049). */
export function SentFilter({ unsent }: { unsent: boolean }) {
  return (
    <nav aria-label="Filter requests" className="mt-2 flex gap-4 text-sm">
      {FILTERS.map((f) => (
        <Link
          key={f.label}
          to={f.to}
          aria-current={f.unsent === unsent ? "page" : undefined}
          className={
            f.unsent === unsent ? "font-semibold text-gray-900" : "text-brand-700 underline"
          }
        >
          {f.label}
        </Link>
      ))}
    </nav>
  );
}
