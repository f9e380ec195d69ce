import type { ServerBuild } from "react-router";
import { redirect } from "react-router";

/**
 * The smallest React Router server build with one form route: `/login`, whose action redirects
 * to `/welcome` and records the request URL it saw. For tests of the Express layer around React
 * Router (the request URL, the action origin check) without building the app.
 */
export function tinyBuild(): { build: ServerBuild; seen: string[] } {
  const seen: string[] = [];
  const routeAssets = (id: string, path: string, parentId?: string) => ({
    id,
    path,
    parentId,
    module: `/${id}.js`,
    hasAction: id === "login",
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    imports: [],
    css: [],
  });
  const build = {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) =>
          new Response(`page ${status}`, { status, headers }),
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      login: {
        id: "login",
        parentId: "root",
        path: "login",
        module: {
          default: () => null,
          action: ({ request }: { request: Request }) => {
            seen.push(request.url);
            return redirect("/welcome");
          },
        },
      },
    },
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: { root: routeAssets("root", ""), login: routeAssets("login", "login", "root") },
      url: "/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "/nonexistent",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  return { build, seen };
}
