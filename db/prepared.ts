import { getDb as db, type Db } from "./client";

const byConnection = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query of a fixed shape, built and prepared once per connection (decision 028). Drizzle turns
 * a query's objects into SQL text on every call and better-sqlite3 compiles that text: for the
 * few queries every uncached page runs (a listing by its slug, a page of its reviews, listings
 * by id) that was a tenth of the page's time. The values go in as placeholders.
 */
export function prepared<T>(name: string, build: (database: Db) => T): T {
  const database = db();
  let queries = byConnection.get(database);
  if (!queries) byConnection.set(database, (queries = new Map()));
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(database);
    queries.set(name, query);
  }
  return query;
}
