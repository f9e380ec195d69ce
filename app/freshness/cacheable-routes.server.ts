import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** Whether the route answering `path` declared itself cacheable (`handle.cache === "public"`). */
export type RouteCacheable = (path: string) => boolean;

type Node = RouteObject & { id: string };

/**
 * The routes of a server build that declared themselves cacheable (decision 046). The deepest
 * route a URL matches decides: a layout's declaration does not make its children public.
 * Single-fetch URLs (`/blog.data`, `/_root.data`) are judged as their page.
 */
export function cacheableRoutes(build: Pick<ServerBuild, "routes">): RouteCacheable {
  const nodes = new Map<string, Node>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: route.index ? undefined : [],
    } as Node);
  }
  const roots: Node[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) parent.children!.push(node);
    else roots.push(node);
  }
  const declared = new Set(
    Object.values(build.routes)
      .filter(
        (route) => (route?.module.handle as { cache?: string } | undefined)?.cache === "public",
      )
      .map((route) => route!.id),
  );
  return (rawPath) => {
    const path = rawPath === "/_root.data" ? "/" : rawPath.replace(/\.data$/, "");
    const matches = matchRoutes(roots, path);
    const leaf = matches?.[matches.length - 1]?.route as Node | undefined;
    return leaf !== undefined && declared.has(leaf.id);
  };
}
