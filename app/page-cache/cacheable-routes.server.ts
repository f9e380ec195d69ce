import type { ServerBuild } from "react-router";
import type { PageCacheHandle } from "~/lib/page-cache-handle";
import { routeMatcher } from "~/lib/route-matcher";

/**
 * Whether the route answering `path` declared itself cacheable (`handle.cache === "public"`):
 * `"fixed"` when it also declared that it shows no content of the database.
 */
export type RouteCacheable = (path: string) => boolean | "fixed";

/**
 * The routes of a server build that declared themselves cacheable (decision 046). The deepest
 * route a URL matches decides: a layout's declaration does not make its children public.
 * Single-fetch URLs (`/blog.data`, `/_root.data`) are judged as their page.
 */
export function cacheableRoutes(build: Pick<ServerBuild, "routes">): RouteCacheable {
  const declared = new Map<string, true | "fixed">();
  for (const route of Object.values(build.routes)) {
    const handle = route?.module.handle as PageCacheHandle | undefined;
    if (route && handle?.cache === "public") {
      declared.set(route.id, handle.content === "none" ? "fixed" : true);
    }
  }
  const leafOf = routeMatcher(build);
  return (path) => {
    const id = leafOf(path);
    return (id !== undefined && declared.get(id)) || false;
  };
}
