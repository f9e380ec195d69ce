/** The longest search terms the content pages look at; longer input is cut, never an error. */
export const BLOG_SEARCH_MAX = 100;
export const STATE_SEARCH_MAX = 100;
export const FAQ_SEARCH_MAX = 100;
