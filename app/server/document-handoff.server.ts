import type { EntryContext } from "@remix-run/node";

/**
 * The loader data a document hands to the browser (Remix's single fetch "server handoff"), read
 * in full before the page renders (decision 028).
 *
 * Remix would render it as a chain of Suspense boundaries, one script per chunk of its
 * turbo-stream, which only a streaming render can finish and which React writes after
 * `</html>`. Read here, the stream is taken off the context (so `<RemixServer>` renders no
 * boundary for it) and the page can be rendered as one string. Nothing in this app defers
 * loader data, so the read ends as soon as the loaders' values are encoded.
 */
export async function readHandoff(context: EntryContext): Promise<string | undefined> {
  const stream = context.serverHandoffStream;
  if (!stream) return undefined;
  context.serverHandoffStream = undefined;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  "&": "\\u0026",
  "<": "\\u003c",
  ">": "\\u003e",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** A JSON string literal that cannot close its script element or be read as markup. */
function scriptString(text: string): string {
  return JSON.stringify(text).replace(/[&<>\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c]);
}

/**
 * The scripts that give the browser's router its data: what Remix's `StreamTransfer` writes,
 * in one piece. `window.__remixContext.streamController` is set up by `<Scripts>` earlier in the
 * page.
 */
export function handoffScripts(text: string | undefined, nonce: string): string {
  if (text === undefined) return "";
  const attr = nonce ? ` nonce="${nonce}"` : "";
  const enqueue = text
    ? `<script${attr}>window.__remixContext.streamController.enqueue(${scriptString(text)});</script>`
    : "";
  return `${enqueue}<script${attr}>window.__remixContext.streamController.close();</script>`;
}
