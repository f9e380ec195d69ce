import { getStats } from "~/models/directory/stats.server";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/** GET /api/stats */
/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export function loader() {
  return Response.json(getStats());
}
