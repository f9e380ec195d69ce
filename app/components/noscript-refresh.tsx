import { useMatches } from "react-router";

// Its own module, not auth-required's: the root renders it on every page, and every page's
// JavaScript would carry the sign-in prompt with it (decision 024).

export type RefreshHandle = { noscriptRefresh?: (data: unknown) => string | undefined };

/**
 * The head's `<noscript>` meta refresh of the current page, if its route asks for one
 * (`authRequiredHandle` in ./auth-required).
 */
export function NoscriptRefresh() {
  const matches = useMatches();
  for (const m of matches) {
    const content = (m.handle as RefreshHandle | undefined)?.noscriptRefresh?.(m.data);
    if (content) {
      return (
        <noscript>
          <meta httpEquiv="refresh" content={content} />
        </noscript>
      );
    }
  }
  return null;
}
