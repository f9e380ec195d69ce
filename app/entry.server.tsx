import type { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { isDatabaseBusy } from "~/models/db-busy.server";
import { NonceProvider } from "~/components/nonce";
import { ServerMarkup } from "~/components/server-markup";
import { dropLinkNonces } from "./server/auth/link-nonces.server";
import { keepMarkup } from "~/freshness/markup-cache.server";
import { renderStarted } from "./server/middleware/server-timing.server";

/**
 * React Router's own logging, and a busy database marked so the answer is a 503 with
 * Retry-After (app/server/middleware/database-busy.server.ts).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  const cause = isRouteErrorResponse(error) && "error" in error ? error.error : error;
  if (isDatabaseBusy(cause)) (context as AppLoadContext | undefined)?.databaseBusy?.();
  if (!request.signal.aborted) console.error(cause);
};

/** How long the loader data may take to arrive before the render gives up (React Router's). */
export const streamTimeout = 5_000;

/**
 * Server rendering, whole and at once (decision 039). No loader defers data, so there is nothing
 * to stream: React renders the page and the loader data React Router hands to the browser
 * (its scripts before `</body>`) and the page is sent as one body once all of it is ready. Every
 * script carries the CSP nonce that server.ts put in the load context, so the policy needs no
 * 'unsafe-inline' for scripts.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const nonce = loadContext.cspNonce ?? "";
  const rendered = renderStarted();
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerMarkup.Provider value={keepMarkup}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerMarkup.Provider>
      </NonceProvider>,
      {
        nonce,
        // Every Suspense boundary is written in place: React would move a large one to the end of
        // the page and put it in place with a script, which a browser without JavaScript never
        // runs (the place search's panels on home load lazily; decision 039).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          rendered();
          const sink = collector((page) => {
            clearTimeout(timer);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const body = dropLinkNonces(page, nonce);
            resolve(new Response(body, { headers: responseHeaders, status }));
          }, reject);
          pipe(sink);
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error) {
          status = 500;
          // Errors while rendering the shell are reported by onShellError.
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    // Cleared once the page is out: a pending timer would hold the request's data until it fired.
    const timer = setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * Where React writes the finished page: its pieces in order, joined once it ends. The page is
 * whole by then (`onAllReady`), so nothing flows anywhere meanwhile, and a stream's machinery
 * for each of its pieces (a PassThrough passed every 4 KB through a transform and an event)
 * was a tenth of the time from the render's end to the answer. React writes its own views
 * (never reused) and, for long markup, strings; it listens for drain, error and close, which
 * never come from here.
 */
function collector(
  done: (page: Buffer<ArrayBuffer>) => void,
  failed: (error: unknown) => void,
): Writable {
  const pieces: (Uint8Array | string)[] = [];
  const sink = {
    write(piece: Uint8Array | string) {
      pieces.push(piece);
      return true;
    },
    end() {
      done(Buffer.concat(pieces.map((p) => (typeof p === "string" ? Buffer.from(p) : p))));
    },
    destroy(error?: unknown) {
      failed(error ?? new Error("the render was aborted"));
    },
    on: () => sink,
  };
  return sink as unknown as Writable;
}
