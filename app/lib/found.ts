/** A count shown to people: exact, or "at least `n`" when `more` is set (decision 013). */
export type Found = { n: number; more: boolean };

/** "1,234", or "500+" for a count that stopped at its cap. */
export function formatFound(found: Found): string {
  return `${found.n.toLocaleString("en-US")}${found.more ? "+" : ""}`;
}

/** Pages of `pageSize` a visitor can step through; a capped count lists its first pages only. */
export function pageCountOf(found: Found, pageSize: number): number {
  return Math.max(1, Math.ceil(found.n / pageSize));
}
