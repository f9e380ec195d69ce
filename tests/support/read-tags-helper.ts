import type { RequestHandler } from "express";
import type { AppLoadContext } from "react-router";
import { collectReads, readAnyContent } from "~/freshness/reads.server";

/** Test handlers that read the database record `any`, as a page of every listing's figures. */
export const recordsAnyContent: RequestHandler = (_req, _res, next) => {
  readAnyContent();
  next();
};

/**
 * A state's landing page loaded as a visitor's render loads it, its reads recorded in a scope of
 * their own as the page cache keeps one: the loader's data and the tags it recorded.
 */
export async function landingPageReads(slug: string) {
  const { landingLoader } = await import("~/routes/directory/striping-companies.landing.server");
  const url = `http://localhost/striping-companies/${slug}`;
  const { value, reads } = collectReads(() =>
    landingLoader({
      request: new Request(url),
      url: new URL(url),
      pattern: "/striping-companies/:state",
      params: { state: slug },
      context: { clientIp: "203.0.113.9" } as AppLoadContext,
    }),
  );
  return { data: await value, tags: [...reads.tags] };
}
