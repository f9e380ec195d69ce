import { createContext, useContext, useEffect, useState } from "react";

// Set by the first effect after hydration, so a component mounted later is hydrated at once.
let hydratedOnce = false;

/**
 * Marks a part of the page whose code comes after the page has hydrated (a lazy component in
 * Suspense): its first render is still a hydration of the server's markup, so it must render
 * as the server did even though the rest of the page already runs.
 */
const LateHydration = createContext(false);
export const HydratesLater = LateHydration.Provider;

/**
 * False during server rendering and hydration, true once the page runs in the browser: what
 * renders differently in the browser does so after hydration, so the first render matches the
 * server's markup (React reports a mismatch in the console, which fails the browser tests).
 */
export function useHydrated(): boolean {
  const late = useContext(LateHydration);
  const [hydrated, setHydrated] = useState(hydratedOnce && !late);
  useEffect(() => {
    hydratedOnce = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
