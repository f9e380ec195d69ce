import { MUTCD_EDITIONS, MUTCD_HOME } from "~/lib/mutcd";
import { PUBLIC_FIXED_PAGE } from "~/lib/page-cache-handle";

/** GET /api/resources/mutcd: the federal manual's editions and their links. */
/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_FIXED_PAGE;

export function loader() {
  return Response.json({ home: MUTCD_HOME, editions: MUTCD_EDITIONS });
}
