import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// A `.server.ts` file beside the routes is a helper they share (api.onboard.server.ts), not a route.
export default flatRoutes({ ignoredRouteFiles: ["**/.*", "**/*.server.ts"] }) satisfies RouteConfig;
