import type { RequestHandler as ExpressHandler, Request, Response } from "express";
import { createRequestHandler as createReactRouterHandler, type ServerBuild } from "react-router";
import type { AppLoadContext } from "react-router";
import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from "@react-router/node";

/**
 * React Router behind Express, like `@react-router/express`'s handler except for the request
 * URL: its origin is `origin(req)` (request-origin.server.ts), where the adapter took the scheme
 * from the socket and the host from headers, so every form post behind a TLS proxy was a 400.
 */
export function createRequestHandler({
  build,
  mode,
  origin,
  getLoadContext,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  origin: (req: Request) => string;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
}): ExpressHandler {
  const handle = createReactRouterHandler(build, mode);
  return async (req, res, next) => {
    try {
      const response = await handle(toRequest(req, res, origin(req)), getLoadContext(req, res));
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function toRequest(req: Request, res: Response, origin: string): globalThis.Request {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else if (values) headers.set(key, values);
  }
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => (finished = true));
  res.on("close", () => finished || controller.abort());
  const withBody = req.method !== "GET" && req.method !== "HEAD";
  // Joined, not resolved: a path of `//other.example/` stays a path on this origin.
  return new globalThis.Request(new URL(`${origin}${req.originalUrl}`).href, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(withBody ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
  } as RequestInit);
}

async function send(res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
