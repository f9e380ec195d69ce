/**
 * A rendered document's bytes, handed from the entry to the Express adapter beside the Response
 * rather than through its body stream (decision 032).
 *
 * Remix's adapter reads every body as a web stream and writes it chunk by chunk; for a page
 * rendered whole that is one chunk behind a ReadableStream, its reader's promises and a Node
 * writable's callbacks, 6 % of a page's server time. The entry runs inside the Vite server build
 * and the adapter in server.ts, so they hold different copies of this module: the bytes ride on
 * a registered symbol, which both copies share.
 */
const BODY = Symbol.for("road-striping.document-body");

type WithBody = Response & { [BODY]?: Buffer };

/** A response whose body is `body`, sent as it is by the adapter. */
export function documentResponse(body: Buffer, init: ResponseInit): Response {
  const response: WithBody = new Response(null, init);
  response[BODY] = body;
  return response;
}

/** The bytes `documentResponse` attached, or undefined for any other response. */
export function documentBodyOf(response: Response): Buffer | undefined {
  return (response as WithBody)[BODY];
}
