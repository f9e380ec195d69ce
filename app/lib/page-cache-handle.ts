/**
 * A route's one declaration that its answer, rendered for nobody in particular (no cookie, no
 * token, no signed-in user), is the same for every visitor and may be kept and shared (decision
 * 046). Every other route is private, no-store: a new page is slow by omission, never shared.
 *
 *   export const handle = PUBLIC_PAGE;        // shows content: kept under the tags its reads record
 *   export const handle = PUBLIC_FIXED_PAGE;  // shows no content of the database (FAQ, a form):
 *                                             // kept until a release or a change of kind `all`
 */
export const PUBLIC_PAGE = { cache: "public" } as const;
export const PUBLIC_FIXED_PAGE = { cache: "public", content: "none" } as const;

export type PageCacheHandle = { cache?: "public"; content?: "none" };
