import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response } from "express";

// One map per process: server.ts and the Remix build (which bundles its own copy of this module)
// must share it, so it lives on globalThis.
const shared = globalThis as typeof globalThis & { __documentBodies?: WeakMap<object, Buffer> };
const documentBodies = (shared.__documentBodies ??= new WeakMap<object, Buffer>());

/**
 * A rendered document as the Response Remix expects, with its bytes kept beside it: the handler
 * below writes them to the socket as they are, instead of reading them back through the
 * Response's web stream (a tenth of a small page's time; decision 028). The body is given as
 * bytes: a string body is first scanned character by character for lone surrogates (1 ms for
 * a page of cards). Anything else that reads the Response (the dev server) reads the same bytes.
 */
export function documentResponse(html: string, init: ResponseInit): globalThis.Response {
  const bytes = Buffer.from(html);
  const response = new Response(bytes, init);
  documentBodies.set(response, bytes);
  return response;
}

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode?: string;
  getLoadContext: (req: ExpressRequest, res: Response) => AppLoadContext;
};

/** The Fetch request Remix reads, as `@remix-run/express` builds it. */
function fetchRequest(req: ExpressRequest, res: Response): Request {
  // req.hostname respects "trust proxy" but has no port: that comes from the Host headers.
  const port = [req.get("x-forwarded-host"), req.get("host")]
    .map((host) => Number.parseInt(host?.split(":")[1] ?? "", 10))
    .find((n) => Number.isSafeInteger(n));
  const url = `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // Loaders and actions stop when the response can no longer be sent (closed, not finished).
  let controller: AbortController | null = new AbortController();
  const signal = controller.signal;
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

/** Remix's Express handler, except that a document rendered whole goes out as its string. */
export function remixHandler({ build, mode, getLoadContext }: Options): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const response = await handle(fetchRequest(req, res), getLoadContext(req, res));
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [key, value] of response.headers.entries()) res.append(key, value);
      const bytes = documentBodies.get(response);
      if (bytes !== undefined) res.end(bytes);
      else if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}
