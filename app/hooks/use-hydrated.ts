import { useEffect, useState } from "react";

// Set by the first effect after hydration, so a component mounted later is hydrated at once.
let hydratedOnce = false;

/**
 * False during server rendering and hydration, true once the page runs in the browser: what
 * renders differently in the browser does so after hydration, so the first render matches the
 * server's markup (React reports a mismatch in the console, which fails the browser tests).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
