import { getStats } from "~/models/stats.server";

/** GET /api/stats */
export function loader() {
  return Response.json(getStats());
}
