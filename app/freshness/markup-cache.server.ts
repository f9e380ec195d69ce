import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

/**
 * Rendered pieces of pages (a listing's card), by a key naming everything they show (decision
 * 030). The same listings come back on many list pages (its state, its services, searches, near
 * places): a card is rendered once for its props and its markup reused until they change. Kept
 * by recency; ~2 KB a card, so 5,000 are about 10 MB.
 */
const MAX_PIECES = 5_000;
const kept = new Map<string, string>();

/** React's own string render, so the markup is byte for byte what the page's render makes. */
export const keepMarkup = (key: string, render: () => ReactElement): string => {
  let html = kept.get(key);
  if (html === undefined) {
    html = renderToString(render());
    if (kept.size >= MAX_PIECES) kept.delete(kept.keys().next().value as string);
  } else {
    kept.delete(key);
  }
  kept.set(key, html);
  return html;
};
