import { sendDueReviewInvites } from "./hire.server";
import { refreshAllResponseTimes } from "./response-time.server";

const DAY_MS = 24 * 60 * 60 * 1000;
let lastRefresh = 0;

/**
 * The hourly job on the primary: review invitations whose 14 days are over go out; once a day
 * every response time is worked out again, as old answers leave the 90-day window.
 */
export function runLeadHousekeeping(siteUrl: string, now = new Date()) {
  const invited = sendDueReviewInvites(siteUrl, now);
  let refreshed = 0;
  if (now.getTime() - lastRefresh >= DAY_MS) {
    lastRefresh = now.getTime();
    refreshed = refreshAllResponseTimes(now);
  }
  return { invited, refreshed };
}
