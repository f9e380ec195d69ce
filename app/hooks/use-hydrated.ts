import { useEffect, useState } from "react";

// Set by the first effect after hydration, so a component mounted later is hydrated at once.
let hydratedOnce = false;

/**
 * False during server rendering and hydration, true once the page runs in the browser.
 * Not `useSyncExternalStore`: Preact 10's compat layer read the client snapshot while
 * hydrating, and Preact, which does not compare attributes while hydrating, paired an element
 * rendered only once hydrated with the server's next one (a hidden field of the sign-in form
 * took the place of its `redirectTo` field). State and an effect behave alike in React and in
 * Preact, the browser's runtime (decision 027).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
