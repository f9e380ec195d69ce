import { STATE_SEARCH_MAX } from "~/lib/content-limits";
import { listStateResources } from "~/models/state-resources.server";
import type { Route } from "./+types/api.resources.states";

/** GET /api/resources/states[?q=]: the active state DOT resources, by state name. */
export async function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q")?.trim().slice(0, STATE_SEARCH_MAX);
  return Response.json(listStateResources(q || undefined));
}
