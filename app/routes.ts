import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

/**
 * Route modules live in one folder per area of the product; inside each, file names are
 * React Router's flat-route names, so every URL reads off the file name as before. A
 * `.server.ts` file beside the routes is a helper they share, not a route.
 */
const AREAS = ["directory", "quotes", "content", "auth", "owners", "admin", "api"];

export default Promise.all(
  AREAS.map((area) =>
    flatRoutes({
      rootDirectory: `routes/${area}`,
      ignoredRouteFiles: ["**/.*", "**/*.server.ts"],
    }),
  ),
).then((areas) => areas.flat()) satisfies Promise<RouteConfig>;
