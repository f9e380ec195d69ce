import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import type { useLiveSearch } from "~/hooks/use-live-search";
import { inputClass } from "~/components/ui/forms";

/**
 * The GET search form of the content pages (blog, FAQ, resources): a labelled search box and a
 * Search button, submitting as the visitor types when JavaScript runs.
 */
export function LiveSearchForm({
  live,
  action,
  id,
  name,
  label,
  value,
  maxLength,
  placeholder,
  category,
  className = "mt-4",
}: {
  live: ReturnType<typeof useLiveSearch>;
  action: string;
  id: string;
  name: string;
  label: string;
  value: string;
  maxLength: number;
  placeholder: string;
  /** A chosen category the search keeps. */
  category?: string;
  className?: string;
}) {
  return (
    <Form
      key={live.key}
      method="get"
      action={action}
      role="search"
      onChange={live.onChange}
      onSubmit={live.onSubmit}
      preventScrollReset
      className={`${className} flex flex-wrap items-end gap-3`}
    >
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <div className="min-w-64 flex-1">
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          {label}
        </label>
        <input
          id={id}
          name={name}
          type="search"
          defaultValue={value}
          maxLength={maxLength}
          placeholder={placeholder}
          className={inputClass}
        />
      </div>
      <button
        type="submit"
        className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Search
      </button>
    </Form>
  );
}

/**
 * Category links with their counts, "All" first; the chosen one is marked as the current page.
 * Each link keeps the page's search text (`search`: its parameter's name and value).
 */
export function CategoryChips({
  label,
  path,
  categories,
  counts,
  total,
  current,
  search,
}: {
  label: string;
  path: string;
  categories: readonly string[];
  counts: Partial<Record<string, number>>;
  total: number;
  current: string;
  search: [string, string];
}) {
  const chips = [
    { value: "", label: "All", count: total },
    ...categories.map((c) => ({ value: c, label: c, count: counts[c] ?? 0 })),
  ];
  const hrefFor = (category: string) => hrefWith(path, [search, ["category", category]]);
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {chips.map((c) => {
          const active = c.value === current;
          return (
            <li key={c.label}>
              <Link
                to={hrefFor(c.value)}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium ${
                  active
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-gray-300 bg-white text-gray-800 hover:bg-gray-50"
                }`}
              >
                {c.label}
                <span
                  className={`rounded-full px-1.5 text-xs ${active ? "bg-white text-brand-800" : "bg-gray-100 text-gray-700"}`}
                >
                  {c.count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** `path` with the non-empty parameters, in the order given. */
function hrefWith(path: string, params: [string, string][]): string {
  const p = new URLSearchParams(params.filter(([, v]) => v));
  const qs = p.toString();
  return `${path}${qs ? `?${qs}` : ""}`;
}
