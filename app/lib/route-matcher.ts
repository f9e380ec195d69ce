import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type Node = RouteObject & { id: string };

/**
 * The id of the deepest route of a server build that answers a path, or undefined when none
 * does. Single-fetch URLs (`/blog.data`, `/_root.data`) are matched as their page.
 */
export type RouteMatcher = (path: string) => string | undefined;

export function routeMatcher(build: Pick<ServerBuild, "routes">): RouteMatcher {
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
  const leafOf = (path: string) => {
    const matches = matchRoutes(roots, path);
    return (matches?.[matches.length - 1]?.route as Node | undefined)?.id;
  };
  // React Router flattens and ranks every route on each `matchRoutes` call (~0.8 ms with ours),
  // and this runs for every request, hits included. Paths of one shape match one route: the
  // shape keeps each segment that some route names literally and stands any other for a value.
  const literal = new Set(
    Object.values(build.routes).flatMap((route) =>
      (route?.path ?? "").split("/").filter((segment) => segment && !/^[:*]/.test(segment)),
    ),
  );
  const shapes = new Map<string, string | undefined>();
  return (rawPath) => {
    const path = rawPath === "/_root.data" ? "/" : rawPath.replace(/\.data$/, "");
    const shape = path
      .split("/")
      .map((segment) =>
        segment === "" || literal.has(segment.toLowerCase()) ? segment.toLowerCase() : "*",
      )
      .join("/");
    if (shapes.has(shape)) return shapes.get(shape);
    const id = leafOf(path);
    // Shapes are few; a flood of odd paths cannot grow the map without bound.
    if (shapes.size >= 1000) shapes.clear();
    shapes.set(shape, id);
    return id;
  };
}
