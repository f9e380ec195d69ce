import type { HeadersFunction } from "@remix-run/node";

/**
 * For pages reached by a private link (a reset, verification or confirmation token): never kept
 * by the page cache or a CDN. Their answer changes with rows no listing page shows (a used
 * token), which do not empty the page cache (decision 020), and a token's page is nobody else's.
 */
export const privatePageHeaders: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });
