import { sql } from "drizzle-orm";
import {
  integer,
  primaryKey,
  sqliteTable,
  text,
  type SQLiteColumn,
  type SQLiteColumnBuilderBase,
} from "drizzle-orm/sqlite-core";

// Timestamps are unix milliseconds: sortable, compact, and unambiguous across time zones.
export const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

/** The rowid key every table with its own identity uses. */
export const serialId = () => integer("id").primaryKey({ autoIncrement: true });

/** A moment that may not have happened yet (null until it does). */
export const moment = (name: string) => integer(name, { mode: "timestamp_ms" });

/** When the row was written, filled in by the database. */
export const createdAt = () => moment("created_at").notNull().default(now);

export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: moment("updated_at").notNull().default(now),
});

export const flag = (name: string, initial: boolean) =>
  integer(name, { mode: "boolean" }).notNull().default(initial);

/** A count that starts at nothing. */
export const counter = (name: string) => integer(name).notNull().default(0);

/** A JSON array kept in one column, empty rather than null. */
export const jsonList = <T = string>(name: string) =>
  text(name, { mode: "json" })
    .$type<T[]>()
    .notNull()
    .default(sql`'[]'`);

/** The plans a listing can be on; the free one unless a paid plan is active. */
export const tier = (name: string) =>
  text(name, { enum: ["free", "premium", "vip"] })
    .notNull()
    .default("free");

/** A row that belongs to another and is deleted with it. */
export const belongsTo = (name: string, parent: () => SQLiteColumn) =>
  integer(name).notNull().references(parent, { onDelete: "cascade" });

/** A pointer to another row that turns null when that row is deleted. */
export const pointsTo = (name: string, parent: () => SQLiteColumn) =>
  integer(name).references(parent, { onDelete: "set null" });

type Builders = Record<string, SQLiteColumnBuilderBase>;

/**
 * A table of counts whose key is all its other columns: the tallies the triggers keep and the
 * insights the stats flusher adds to. Its primary key is the key columns, in their order.
 */
export function countsTable<N extends string, K extends Builders, C extends Builders>(
  name: N,
  key: K,
  counts: C,
) {
  return sqliteTable(name, { ...key, ...counts }, (t) => {
    const [first, ...rest] = Object.keys(key).map((k) => (t as Record<string, SQLiteColumn>)[k]);
    return [primaryKey({ columns: [first, ...rest] })];
  });
}
