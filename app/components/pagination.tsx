import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";

type PaginationProps = { page: number; pageCount: number; more?: boolean };

/**
 * Previous/next links that keep every other query parameter: any page is a shareable URL.
 * `more`: the count stopped at its cap, so only the first `pageCount` pages are listed.
 */
export function Pagination({ page, pageCount, more = false }: PaginationProps) {
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
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={cls} rel="prev" preventScrollReset={false}>
          Previous
        </Link>
      ) : null}
      <span className="text-sm text-gray-700">
        Page {page} of {pageCount}
        {more ? "+" : ""}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={cls} rel="next">
          Next
        </Link>
      ) : null}
      {more && page === pageCount ? (
        <p className="basis-full text-center text-sm text-gray-600">
          Only the best-ranked matches are listed. Add a state or a service to narrow the search.
        </p>
      ) : null}
    </nav>
  );
}
