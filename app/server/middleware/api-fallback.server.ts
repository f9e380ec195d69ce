import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { routeMatcher, type RouteMatcher } from "~/lib/route-matcher";

const READS = ["GET", "HEAD"];
type Routes = Pick<ServerBuild, "routes">;

/**
 * /api/* answers JSON to the end (decision 025): an address no API route has is a 404
 * `{ "message": "Not found" }` (the site's catch-all page would answer HTML), and a method the
 * route has no handler for is a 405 with `Allow` (React Router would answer its HTML 405 page).
 * A method the route's own handler refuses is its own 405 (`methodNotAllowed`).
 *
 * `build` is the server build, or in development a function giving the current one (a route
 * given a loader or an action while the dev server runs is seen at once).
 */
export function apiFallback(build: Routes | (() => Promise<Routes>)): RequestHandler {
  const matchers = new WeakMap<Routes, RouteMatcher>();
  const matcherOf = (routes: Routes) => {
    let matcher = matchers.get(routes);
    if (!matcher) matchers.set(routes, (matcher = routeMatcher(routes)));
    return matcher;
  };
  return (req, res, next) => {
    if (!/^\/api(?:\/|$)/i.test(req.path)) return next();
    if (typeof build !== "function") return answer(build);
    build().then(answer, next);

    function answer(routes: Routes) {
      const id = matcherOf(routes)(req.path);
      const route = id ? routes.routes[id] : undefined;
      // The root's own splat is the site's catch-all page, which no /api/* address has.
      if (!route || route.id === "root" || route.path === "*") {
        return void res.status(404).json({ message: "Not found" });
      }
      const { loader, action } = route.module;
      if (READS.includes(req.method) ? loader : action) return next();
      res.setHeader("Allow", [...(loader ? READS : []), ...(action ? ["POST"] : [])].join(", "));
      res.status(405).json({ message: "Method not allowed" });
    }
  };
}
