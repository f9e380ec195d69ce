import type { RouteConfig } from "@remix-run/route-config";
import { flatRoutes } from "@remix-run/fs-routes";

// A `.server.ts` file beside the routes is a helper they share (api.onboard.server.ts), not a route.
export default flatRoutes({ ignoredRouteFiles: ["**/.*", "**/*.server.ts"] }) satisfies RouteConfig;
