/** The most rows a list API answers per call (decision 005). */
export const API_MAX_LIMIT = 1000;

/** `limit` (1 to 1000, default 1000) and `offset` (default 0) of a list API's query string. */
export function readApiPage(params: URLSearchParams): { limit: number; offset: number } {
  const limit = Number.parseInt(params.get("limit") ?? "", 10);
  const offset = Number.parseInt(params.get("offset") ?? "", 10);
  return {
    limit: Number.isFinite(limit) && limit > 0 ? Math.min(limit, API_MAX_LIMIT) : API_MAX_LIMIT,
    offset: Number.isFinite(offset) && offset > 0 ? offset : 0,
  };
}

/**
 * `q` (trimmed, at most 100 characters) and `limit` (default 20, at most 50) of a search API;
 * undefined when `q` is shorter than the 2 characters a search needs.
 */
export function readApiSearch(params: URLSearchParams): { q: string; limit: number } | undefined {
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  if ([...q].length < 2) return undefined;
  return { q, limit: readSearchLimit(params) };
}

/** A search API's `limit`: default 20, at most 50. */
export function readSearchLimit(params: URLSearchParams): number {
  const limit = Number.parseInt(params.get("limit") ?? "", 10);
  return Number.isFinite(limit) && limit > 0 ? Math.min(limit, 50) : 20;
}
