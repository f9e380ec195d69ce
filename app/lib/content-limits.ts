/** The longest search terms the content pages look at; longer input is cut, never an error. */
export const BLOG_SEARCH_MAX = 100;
export const STATE_SEARCH_MAX = 100;
export const FAQ_SEARCH_MAX = 100;

/**
 * A content page's search as its loader reads it: the box's text, trimmed and cut to `maxLength`,
 * and the category the search kept when the page knows it (else "").
 */
export function readContentSearch<C extends string = never>(
  request: Request,
  name: string,
  maxLength: number,
  isCategory?: (value: string | null) => value is C,
): { text: string; category: C | "" } {
  const params = new URL(request.url).searchParams;
  const category = params.get("category");
  return {
    text: params.get(name)?.trim().slice(0, maxLength) ?? "",
    category: isCategory && isCategory(category) ? category : "",
  };
}
