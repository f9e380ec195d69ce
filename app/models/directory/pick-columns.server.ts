import { getTableColumns, type Table } from "drizzle-orm";

type Columns<T extends Table> = T["_"]["columns"];

/** The named columns of a table, ready for a select: each query lists what it reads once. */
export function pickColumns<T extends Table, K extends keyof Columns<T>>(
  table: T,
  keys: readonly K[],
): Pick<Columns<T>, NoInfer<K>> {
  const all = getTableColumns(table) as Columns<T>;
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as Pick<Columns<T>, K>;
}
