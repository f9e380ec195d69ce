import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Time spent in SQLite during one request, for its Server-Timing header. better-sqlite3 is
 * synchronous, so summing each statement's own time is exact; the store follows the request
 * through its awaits.
 */
export type RequestTiming = { started: bigint; dbMs: number; renderMs?: number };

// One instance per process: server.ts and the Remix build (which bundles its own copy of this
// module) must share it, so it lives on globalThis.
const shared = globalThis as typeof globalThis & {
  __requestTiming?: AsyncLocalStorage<RequestTiming>;
};
export const requestTiming = (shared.__requestTiming ??= new AsyncLocalStorage<RequestTiming>());

export function addQueryTime(ms: number) {
  const timing = requestTiming.getStore();
  if (timing) timing.dbMs += ms;
}
