import type { ModuleInfo } from "rollup";

/**
 * How the browser build groups modules into files (decision 047). Rollup's default gives every
 * module shared by two entries a file of its own: home preloaded ~37 files of 1–2 KB, and on a
 * slow mobile connection each six of them cost a round trip before the first paint (Lighthouse
 * counts preloaded scripts as render blocking). Grouping by where a module runs:
 * * `framework`: React, React DOM and React Router, which every page runs;
 * * `shell`: our modules the root route imports, which every page runs too;
 * * `pages`: our modules that home and another public page import (cards, marks, contact links),
 *   then `lists`: those browse and another public page import (pagination, place controls);
 *   then `listing`: those of a company page (its credentials, reviews); browse's and a company
 *   page's own modules join their group too when something else imports them lazily;
 *   grouping only what the main page runs keeps it from loading another page's code;
 * * `forms`: zod and conform, which a page with a form enhanced in the browser loads together;
 * * one file per other library, loaded only by what imports it (a module in a group pulls the
 *   libraries it imports into that group unless they have a file of their own);
 * * everything else as Rollup splits it: route modules, and what is imported only lazily (the
 *   quote form, the cropper, the toaster...), which stays out of every group.
 */
export function chunkOf(id: string, meta: { getModuleInfo: (id: string) => ModuleInfo | null }) {
  const library = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
  if (library) {
    if (FRAMEWORK.has(library)) return "framework";
    return FORMS.has(library) ? "forms" : `lib-${library.replace(/[@/]/g, "-")}`;
  }
  if (!id.includes("/app/") || id.includes("/app/routes/")) return undefined;
  const routes = routesImporting(id, meta.getModuleInfo);
  if (routes.has(ROOT)) return "shell";
  const pages = [...routes].filter(isPublicPage);
  const group = GROUPS.find(([, page]) => pages.some((route) => route.includes(page)))?.[0];
  // A module of browse or a company page alone joins its group too: one that is also imported
  // lazily elsewhere (the place controls, the review list) was a file of its own, one more
  // request before the first paint.
  if (pages.length < 2 && !(group && group !== "pages")) return undefined;
  return group;
}

const FRAMEWORK = new Set(["react", "react-dom", "react-router", "scheduler"]);
const FORMS = new Set(["zod", "@conform-to/dom", "@conform-to/react", "@conform-to/zod"]);
const ROOT = "root";
/** Groups of modules shared by a main page and other public pages, the first that applies. */
const GROUPS = [
  ["pages", "/app/routes/directory/_index/"],
  ["lists", "/app/routes/directory/browse/"],
  ["listing", "/app/routes/directory/companies.$slug.tsx"],
] as const;

const isPublicPage = (route: string) =>
  !/\/app\/routes\/(admin\/|api\/|owners\/dashboard)/.test(route);

/** The route modules (or the root) that import a module through static imports only. */
function routesImporting(id: string, info: (id: string) => ModuleInfo | null) {
  const routes = new Set<string>();
  const seen = new Set<string>();
  for (const queue = [id]; queue.length; ) {
    const module = queue.pop()!;
    if (seen.has(module)) continue;
    seen.add(module);
    if (module.endsWith("/app/root.tsx")) routes.add(ROOT);
    else if (module.includes("/app/routes/") && !(info(module)?.importers.length ?? 0)) {
      routes.add(module);
    } else queue.push(...(info(module)?.importers ?? []));
  }
  return routes;
}
