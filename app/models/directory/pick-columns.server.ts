import { getTableColumns, type Table } from "drizzle-orm";

type Columns<T extends Table> = T["_"]["columns"];

/**
 * The named columns of a table, ready for a select: each query lists what it reads once. The
 * result's type is taken from `keys` only (NoInfer): spread inside `.select({ … })`, the select's
 * own type would otherwise widen it to every column of the table.
 */
export function pickColumns<T extends Table, K extends keyof Columns<T>>(
  table: T,
  keys: readonly K[],
): Pick<Columns<T>, NoInfer<K>> {
  const all = getTableColumns(table) as Columns<T>;
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as Pick<Columns<T>, K>;
}
