import { STATE_SEARCH_MAX } from "~/lib/content-limits";
import { listStateResources } from "~/models/content/state-resources.server";
import type { Route } from "./+types/api.resources.states";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/** GET /api/resources/states[?q=]: the active state DOT resources, by state name. */
/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export async function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q")?.trim().slice(0, STATE_SEARCH_MAX);
  return Response.json(listStateResources(q || undefined));
}
