/**
 * The app's own route manifest, as the server build has it (ids, paths, parents), made from
 * app/routes.ts without building: for tests of the Express layer that matches paths to routes.
 * Only the route modules `load` picks are imported; the others are empty.
 */
import path from "node:path";
import type { ServerBuild } from "react-router";
import { ROOT } from "./deploy-config";

type Entry = { id: string; file: string; path?: string; index?: boolean; children?: Entry[] };

export async function appRoutes(
  load: (file: string) => boolean = () => false,
): Promise<Pick<ServerBuild, "routes">> {
  const appDirectory = path.join(ROOT, "app");
  (globalThis as { __reactRouterAppDirectory?: string }).__reactRouterAppDirectory = appDirectory;
  const config = (await import("~/routes")).default as unknown as Entry[];
  const routes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: {} as never },
  };
  const add = async (entries: Entry[], parentId: string) => {
    for (const entry of entries) {
      const module = load(entry.file) ? await import(path.join(appDirectory, entry.file)) : {};
      routes[entry.id] = {
        id: entry.id,
        parentId,
        path: entry.path,
        index: entry.index,
        module,
      } as ServerBuild["routes"][string];
      await add(entry.children ?? [], entry.id);
    }
  };
  await add(await config, "root");
  return { routes };
}
