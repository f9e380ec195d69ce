/**
 * The page with the CSP nonce taken off its `<link>` elements (decision 039).
 *
 * React Router 7 writes the render's nonce on every `<link>` it renders (each module preload, the
 * stylesheet, the icon): some forty on home. A nonce only lets an inline script run; a link's
 * fetch is allowed by the policy's `'self'`. Each one costs the page cache, which splits a stored
 * page at every nonce so a hit can carry its own (decision 022): forty parts compressed one by
 * one made storing a page four times dearer and every hit's answer longer to splice. Only
 * ` nonce="…"` inside a `<link` tag is removed; scripts keep theirs.
 */
export function dropLinkNonces(html: Buffer<ArrayBuffer>, nonce: string): Buffer<ArrayBuffer> {
  if (!nonce) return html;
  const attribute = Buffer.from(` nonce="${nonce}"`);
  const pieces: Uint8Array[] = [];
  let from = 0;
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, at + 1)) {
    const tag = html.lastIndexOf(0x3c /* < */, at);
    if (tag === -1 || html.toString("latin1", tag, tag + 6) !== "<link ") continue;
    pieces.push(html.subarray(from, at));
    from = at + attribute.length;
  }
  if (from === 0) return html;
  pieces.push(html.subarray(from));
  return Buffer.concat(pieces);
}
