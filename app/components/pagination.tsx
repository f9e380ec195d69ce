import { Link, useLocation } from "@remix-run/react";

/** Previous/next links that keep every other query parameter: any page is a shareable URL. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (p: number) => {
    const params = new URLSearchParams(location.search);
    if (p <= 1) params.delete("page");
    else params.set("page", String(p));
    const qs = params.toString();
    return `${location.pathname}${qs ? `?${qs}` : ""}`;
  };
  const cls =
    "rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50";
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={cls} rel="prev" preventScrollReset={false}>
          Previous
        </Link>
      ) : null}
      <span className="text-sm text-gray-700">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={cls} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
