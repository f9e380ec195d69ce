import { useEffect, useState } from "react";

// Set by the first effect after hydration, so a component mounted later is hydrated at once.
let hydratedOnce = false;

/**
 * False during server rendering and hydration, true once the page runs in the browser.
 * Not `useSyncExternalStore`: Preact's compat layer (the browser's runtime, decision 027) may
 * read the client snapshot while hydrating, and a page that hydrates as something other than
 * the server rendered it gets its elements paired wrongly (the sign-in form's hidden `_js`
 * field took the place of its `redirectTo` field). State is the same in both runtimes.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
