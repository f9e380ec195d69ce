import type { CSSProperties } from "react";

/**
 * Read-only stars with halves: 4.3 shows four and a half. One element drawn by CSS (the `stars`
 * utility), not ten SVGs: a page of twenty cards rendered 200 of them (decision 024). `size`
 * gives the height (its `h-*` class); the width follows.
 */
export function Stars({
  rating,
  size = "h-4",
  words = true,
}: {
  rating: number | string;
  size?: string;
  /** The rating in words; off where there is none to tell ('No reviews yet' says it). */
  words?: boolean;
}) {
  const value = Math.round(Number(rating) * 2) / 2;
  const height = size.split(" ").find((c) => c.startsWith("h-")) ?? "h-4";
  return (
    <span className="inline-flex items-center">
      {/* Text, not an aria-label: a text browser prints it and a screen reader reads it. */}
      {words ? (
        <span className="sr-only">{`${Number(rating).toFixed(1)} out of 5 stars`}</span>
      ) : null}
      <span
        aria-hidden="true"
        className={`stars ${height}`}
        style={{ "--stars-fill": `${Math.max(0, Math.min(5, value)) * 20}%` } as CSSProperties}
      />
    </span>
  );
}
