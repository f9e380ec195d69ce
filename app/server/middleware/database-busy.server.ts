import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import { BUSY_RETRY_AFTER_S, isDatabaseBusy } from "~/models/db-busy.server";

/**
 * A request that met SQLITE_BUSY (another connection held the write lock past busy_timeout)
 * is answered 503 with Retry-After, not 500: nothing is wrong with it, it can be sent again.
 * React Router catches a route's error and renders its error page itself, so its error handler
 * (entry.server.tsx) marks the response through the load context and the status is changed
 * here, as the head is written.
 */
export function markDatabaseBusy(res: Response) {
  res.locals.databaseBusy = true;
}

export function databaseBusyAnswers(): RequestHandler {
  return (_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, status: number, ...rest: unknown[]) {
      let code = status;
      if (res.locals.databaseBusy && status >= 500) {
        code = 503;
        res.setHeader("Retry-After", String(BUSY_RETRY_AFTER_S));
      }
      return (writeHead as (...args: unknown[]) => Response).call(this, code, ...rest);
    } as typeof res.writeHead;
    next();
  };
}

/** The same for an error thrown outside React Router (a middleware's own write). */
export const databaseBusyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (!isDatabaseBusy(error) || res.headersSent) return next(error);
  res
    .status(503)
    .set("Retry-After", String(BUSY_RETRY_AFTER_S))
    .type("text")
    .send("The directory is busy for a moment. Please send this again in a few seconds.");
};
