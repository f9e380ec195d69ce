import { useCallback, useEffect } from "react";

const VISITS_KEY = "visitCount";

type Entry = { searchQuery?: string; searchedService?: string };

const client = () => import("~/lib/activity-client");

function warn(error: unknown) {
  console.warn("activity logging failed", error);
}

/** Counts this page load as a visit (browser storage, decision 003). */
export function useVisitCount() {
  useEffect(() => {
    try {
      const visits = Number(localStorage.getItem(VISITS_KEY) ?? "0") + 1;
      localStorage.setItem(VISITS_KEY, String(visits));
    } catch {
      // Storage can be disabled in locked-down browsers; logging is optional.
    }
  }, []);
}

/**
 * Fire-and-forget POST /api/user-activity (decision 003); the code that sends it is loaded the
 * first time a search is logged.
 */
export function useActivityLog() {
  return useCallback((entry: Entry) => {
    client()
      .then((m) => m.logActivity(entry))
      .catch(warn);
  }, []);
}
