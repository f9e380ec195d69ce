import type { ServerBuild } from "react-router";
import { routeMatcher } from "~/lib/route-matcher";

/** Whether the route answering `path` declared itself cacheable (`handle.cache === "public"`). */
export type RouteCacheable = (path: string) => boolean;

/**
 * The routes of a server build that declared themselves cacheable (decision 046). The deepest
 * route a URL matches decides: a layout's declaration does not make its children public.
 * Single-fetch URLs (`/blog.data`, `/_root.data`) are judged as their page.
 */
export function cacheableRoutes(build: Pick<ServerBuild, "routes">): RouteCacheable {
  const declared = new Set(
    Object.values(build.routes)
      .filter(
        (route) => (route?.module.handle as { cache?: string } | undefined)?.cache === "public",
      )
      .map((route) => route!.id),
  );
  const leafOf = routeMatcher(build);
  return (path) => {
    const id = leafOf(path);
    return id !== undefined && declared.has(id);
  };
}
