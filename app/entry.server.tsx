import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";
import { ServerMarkup } from "~/components/server-markup";
import { documentResponse } from "~/server/document-body.server";
import { handoffScripts, readHandoff } from "~/server/document-handoff.server";
import { htmlBytes } from "~/server/html-bytes.server";
import { keepMarkup } from "~/server/markup-cache.server";
import { renderStarted } from "~/server/server-timing.server";

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY + 1_000;

/**
 * Server rendering, whole and at once (decision 028). No loader defers data, so there is nothing
 * to stream: the loader data Remix hands to the browser is read in full first, the page is
 * rendered as one string, and the data goes in as two scripts before `</body>` (so the document
 * stays valid HTML). Every script carries the CSP nonce that server.ts put in the load context,
 * so the policy needs no 'unsafe-inline' for scripts.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  const handoff = await readHandoff(remixContext);
  const rendered = renderStarted();
  const html = renderToString(
    <NonceProvider value={nonce}>
      <ServerMarkup.Provider value={keepMarkup}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={ABORT_DELAY}
          nonce={nonce}
        />
      </ServerMarkup.Provider>
    </NonceProvider>,
  );
  rendered();
  const close = html.lastIndexOf("</body>");
  const at = close === -1 ? html.length : close;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // As bytes: a string body is first scanned for lone surrogates, 1 ms for a page of cards.
  // Encoded piece by piece (html-bytes.server.ts): joined first, the page was copied once more.
  const body = htmlBytes([
    "<!DOCTYPE html>",
    html.slice(0, at),
    handoffScripts(handoff, nonce),
    html.slice(at),
  ]);
  return documentResponse(body, { headers: responseHeaders, status: responseStatusCode });
}
