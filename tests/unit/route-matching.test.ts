/**
 * Route matching tries only the branches whose first segment can match (decision 034, the
 * patched router): a pathname still finds the route it found before, whether its branch starts
 * with a word, a parameter, an optional segment or a splat, in any letter case.
 */
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";

const routes: RouteObject[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "browse", path: "browse" },
      { id: "company", path: "companies/:slug" },
      { id: "landing", path: "striping-companies/:state/:service?" },
      { id: "localized", path: ":lang/about" },
      { id: "optional", path: "blog?/:slug/print" },
      { id: "splat", path: "*" },
    ],
  },
];

const leaf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.id;

describe("route matching by first segment", () => {
  it("finds each page's route, the same on every call", () => {
    const expected: Record<string, string> = {
      "/": "home",
      "/browse": "browse",
      "/Browse/": "browse",
      "/companies/acme-lines": "company",
      "/COMPANIES/acme-lines": "company",
      "/striping-companies/texas": "landing",
      "/striping-companies/texas/road-striping": "landing",
      "/fr/about": "localized",
      "/browse/about": "localized",
      "/blog/a-post/print": "optional",
      "/a-post/print": "optional",
      "/companies": "splat",
      "/nowhere/at/all": "splat",
    };
    for (let round = 0; round < 2; round++) {
      for (const [pathname, id] of Object.entries(expected)) {
        expect(leaf(pathname), pathname).toBe(id);
      }
    }
    expect(matchRoutes(routes, "/companies/o%27neil")?.at(-1)?.params).toEqual({
      slug: "o'neil",
    });
  });
});
