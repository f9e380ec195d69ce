/**
 * SQLite's "the database is busy": another connection held the write lock past busy_timeout
 * (an import's chunk, a backup). The request did nothing wrong and can be sent again.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (code === "SQLITE_BUSY" || code.startsWith("SQLITE_BUSY_"));
}

/** Seconds a client is asked to wait before sending a request the busy database refused. */
export const BUSY_RETRY_AFTER_S = 5;
