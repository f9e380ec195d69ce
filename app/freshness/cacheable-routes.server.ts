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
  const judge = (path: string) => {
    const matches = matchRoutes(roots, path);
    const leaf = matches?.[matches.length - 1]?.route as Node | undefined;
    return leaf !== undefined && declared.has(leaf.id);
  };
  // React Router flattens and ranks every route on each `matchRoutes` call (~0.8 ms with ours),
  // and this runs for every request, hits included. Paths of one shape match one route: the
  // shape keeps each segment that some route names literally and stands any other for a value.
  const literal = new Set(
    Object.values(build.routes).flatMap((route) =>
      (route?.path ?? "").split("/").filter((segment) => segment && !/^[:*]/.test(segment)),
    ),
  );
  const shapes = new Map<string, boolean>();
  return (rawPath) => {
    const path = rawPath === "/_root.data" ? "/" : rawPath.replace(/\.data$/, "");
    const shape = path
      .split("/")
      .map((segment) =>
        segment === "" || literal.has(segment.toLowerCase()) ? segment.toLowerCase() : "*",
      )
      .join("/");
    let cacheable = shapes.get(shape);
    if (cacheable === undefined) {
      cacheable = judge(path);
      // Shapes are few; a flood of odd paths cannot grow the map without bound.
      if (shapes.size >= 1000) shapes.clear();
      shapes.set(shape, cacheable);
    }
    return cacheable;
  };
}
