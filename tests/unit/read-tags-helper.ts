import type { RequestHandler } from "express";
import { readAnyContent } from "~/freshness/reads.server";

/** Test handlers that read the database record `any`, as a page of every listing's figures. */
export const recordsAnyContent: RequestHandler = (_req, _res, next) => {
  readAnyContent();
  next();
};
