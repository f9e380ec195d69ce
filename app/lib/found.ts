import { formatCount } from "./format";

/**
 * A count shown to people: exact, or "at least `n`" when `more` is set. `listed`: how many of
 * them a visitor can page through, when that is fewer (a large directory lists its best-ranked
 * matches only; decision 013).
 */
export type Found = { n: number; more: boolean; listed?: number };

/** "1,234", or "500+" for a count that stopped at its cap. */
export function formatFound(found: Found): string {
  return `${formatCount(found.n)}${found.more ? "+" : ""}`;
}

/** Pages of `pageSize` a visitor can step through; a capped count lists its first pages only. */
export function pageCountOf(found: Found, pageSize: number): number {
  return Math.max(1, Math.ceil((found.listed ?? found.n) / pageSize));
}

/** Whether the pages hold only part of the matches (the last one then says so). */
export function partlyListed(found: Found): boolean {
  return found.more || (found.listed ?? found.n) < found.n;
}

/** The page asked for within the pages there are (past the end: the last), and its offset. */
export function clampPage(found: Found, page: number, pageSize: number) {
  const pageCount = pageCountOf(found, pageSize);
  const current = Math.min(Math.max(1, page), pageCount);
  return { page: current, pageCount, offset: (current - 1) * pageSize };
}
