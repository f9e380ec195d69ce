import type { AddressInfo } from "node:net";
import type { Express, RequestHandler } from "express";
import { readAnyContent } from "~/freshness/reads.server";

/** Test handlers that read the database record `any`, as a page of every listing's figures. */
export const recordsAnyContent: RequestHandler = (_req, _res, next) => {
  readAnyContent();
  next();
};

/** Serves `app` on a free local port: its base URL, and a stop that also closes `also`. */
export async function serve(app: Express, also: { close(): void }) {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, stop: () => (server.close(), also.close()) };
}
