/**
 * A route's declaration that its answer, rendered for nobody in particular (no cookie, no token,
 * no signed-in user), is the same for every visitor and may be kept and shared (decision 046).
 * Every other route is private, no-store: a new page is slow by omission, never shared.
 *
 *   export const handle = PUBLIC_PAGE;
 */
export const PUBLIC_PAGE = { cache: "public" } as const;

export type PageCacheHandle = { cache?: "public" };
