import type Database from "better-sqlite3";
import { runtimeSettings } from "~/env.server";
import { addQueryTime } from "./query-time";
import { shareStatements } from "./statement-pool";

/**
 * Slow-query log: every statement a connection prepares is timed, and one that runs longer than
 * `SLOW_QUERY_MS` (default 5 ms, the budget of docs/decisions/010) is logged with its SQL and
 * counted. `SLOW_QUERY_MS=0` turns the timing off (statements are shared either way). better-sqlite3 is synchronous, so the time
 * measured is the statement's own (plus any time the process was not scheduled).
 */

export type SlowQuery = { sql: string; count: number; maxMs: number; totalMs: number };

const slow = new Map<string, SlowQuery>();

export const SLOW_QUERY_LOG_PREFIX = "slow query";

function thresholdMs(): number {
  const value = Number(runtimeSettings().slowQueryMs);
  return Number.isFinite(value) && value >= 0 ? value : 5;
}

/** What was slow since the start (or the last reset), slowest first. */
export function slowQueries(): SlowQuery[] {
  return [...slow.values()].sort((a, b) => b.maxMs - a.maxMs);
}

export function resetSlowQueries() {
  slow.clear();
}

function record(sql: string, ms: number) {
  const entry = slow.get(sql) ?? { sql, count: 0, maxMs: 0, totalMs: 0 };
  entry.count++;
  entry.totalMs += ms;
  entry.maxMs = Math.max(entry.maxMs, ms);
  slow.set(sql, entry);
  if (runtimeSettings().slowQueryLog) {
    console.log(`${SLOW_QUERY_LOG_PREFIX} ${ms.toFixed(1)}ms: ${sql.replace(/\s+/g, " ")}`);
  }
}

/**
 * Shares one compiled statement per SQL text (statement-pool.ts) and times every run: a
 * statement over the threshold is logged, and each adds to its request's database time.
 */
export function logSlowQueries(sqlite: Database.Database) {
  const limit = thresholdMs();
  shareStatements(
    sqlite,
    limit === 0
      ? undefined
      : (source, ms) => {
          addQueryTime(ms);
          if (ms > limit) record(source, ms);
        },
  );
}
