/**
 * What the activity log does in the browser (decision 003), loaded on first use so home and
 * browse do not carry it with their first JavaScript.
 */
const SESSION_KEY = "sessionId";
/** Written by useVisitCount on every page load. */
const VISITS_KEY = "visitCount";

function sessionId(): string {
  let id = localStorage.getItem(SESSION_KEY);
  if (!id) {
    id = `session_${Date.now()}_${Math.random().toString(36).slice(2, 11)}`;
    localStorage.setItem(SESSION_KEY, id);
  }
  return id;
}

function deviceType(): "mobile" | "tablet" | "desktop" {
  const w = window.innerWidth;
  return w < 768 ? "mobile" : w < 1024 ? "tablet" : "desktop";
}

/**
 * Fire-and-forget POST /api/user-activity; failures are only logged. Search text is logged only
 * when longer than 2 characters.
 */
export function logActivity(entry: { searchQuery?: string; searchedService?: string }) {
  const searchQuery = entry.searchQuery?.trim();
  if (!entry.searchedService && (!searchQuery || searchQuery.length <= 2)) return;
  try {
    const body = {
      sessionId: sessionId(),
      searchQuery: searchQuery && searchQuery.length > 2 ? searchQuery : undefined,
      searchedService: entry.searchedService,
      deviceType: deviceType(),
      visitCount: Number(localStorage.getItem(VISITS_KEY) ?? "1") || 1,
    };
    fetch("/api/user-activity", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }).catch((error) => console.warn("activity logging failed", error));
  } catch (error) {
    console.warn("activity logging failed", error);
  }
}
