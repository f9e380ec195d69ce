import { MUTCD_EDITIONS, MUTCD_HOME } from "~/lib/mutcd";

/** GET /api/resources/mutcd: the federal manual's editions and their links. */
export function loader() {
  return Response.json({ home: MUTCD_HOME, editions: MUTCD_EDITIONS });
}
