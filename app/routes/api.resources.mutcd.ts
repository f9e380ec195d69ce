import { MUTCD_EDITIONS, MUTCD_HOME } from "~/lib/mutcd";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";
import { readsNoContent } from "~/freshness/reads.server";

/** GET /api/resources/mutcd: the federal manual's editions and their links. */
/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export function loader() {
  readsNoContent();
  return Response.json({ home: MUTCD_HOME, editions: MUTCD_EDITIONS });
}
