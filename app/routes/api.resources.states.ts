import type { LoaderFunctionArgs } from "@remix-run/node";
import { STATE_SEARCH_MAX } from "~/lib/content-limits";
import { listStateResources } from "~/models/state-resources.server";

/** GET /api/resources/states[?q=]: the active state DOT resources, by state name. */
export async function loader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get("q")?.trim().slice(0, STATE_SEARCH_MAX);
  return Response.json(listStateResources(q || undefined));
}
