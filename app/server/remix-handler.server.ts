import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";
import { documentBodyOf } from "./document-body.server";

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
};

/**
 * Remix behind Express (in place of `@remix-run/express`, decision 032): a document rendered whole
 * (app/entry.server.tsx) is written in one call; any other body (JSON, data requests, files)
 * is piped from its web stream as Remix's adapter does.
 */
export function remixHandler({ build, mode, getLoadContext }: Options): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const response = await handle(toFetchRequest(req, res), getLoadContext(req, res));
      res.statusMessage = response.statusText;
      res.status(response.status);
      // The route's own header replaces one a middleware set (the security headers' nosniff
      // and policy): appended, a logo went out with two of each (issue 26, point 11). Only
      // Set-Cookie comes as several entries and may repeat.
      for (const [name, value] of response.headers.entries()) {
        if (name === "set-cookie") res.append(name, value);
        else res.setHeader(name, value);
      }
      const document = documentBodyOf(response);
      if (document !== undefined && req.method !== "HEAD") res.end(document);
      else if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}

/** The abort reason once the answer is sent: nothing is waiting on the request any more. */
export const ANSWERED = new Error("The answer was sent");

/** The fetch Request Remix reads: the URL as the visitor asked for it, headers, body, abort. */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // `req.hostname` honours "trust proxy"; the port comes from the forwarded host, else Host.
  const port = [req.get("x-forwarded-host"), req.get("host")]
    .map((host) => Number.parseInt(host?.split(":")[1] ?? "", 10))
    .find(Number.isSafeInteger);
  const url = `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
  // Node's joined headers (cookies joined with "; "), as Remix's adapter reads them.
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  // Loaders and actions stop when the visitor goes away before the answer is finished. Once it
  // is finished the signal is aborted too: Remix clears the timer it starts for every loader
  // data stream (`streamTimeout`, 6 s) only on this signal's abort: until then each timer held
  // its request's loader data (some 700 pending at 120 pages a second) and fired for nothing.
  const controller = new AbortController();
  let finished = false;
  res.once("finish", () => {
    finished = true;
    controller.abort(ANSWERED);
  });
  res.once("close", () => finished || controller.abort());
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}
