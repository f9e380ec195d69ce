/** The origin paths are resolved against: any origin works, only "is it still this one" matters. */
const SITE = "http://site.invalid";

/**
 * A same-site path to send the browser to, or `fallback` (decisions 017 and 041). The value is
 * resolved against the site the way a browser resolves a `Location`, and accepted only when:
 * - it is a path (starts with one `/`) of printable ASCII: control characters (tab, CR, LF,
 *   which browsers drop from URLs), spaces, backslashes (`/\host` is `//host` to a browser) and
 *   non-ASCII are refused outright, which also keeps a `Location` header serialisable;
 * - the resolved URL stays on the site's origin;
 * - and the normalised path it returns (pathname + search + hash) does not itself start with
 *   `//` or `/\`: dot segments can collapse `/.//evil.example` or `/a/..//evil.example` into
 *   `//evil.example`, a protocol-relative URL of another site.
 * Encoded slashes (`%2F`, `%5C`) stay encoded in the path, where browsers never read them as an
 * authority.
 */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  if (!/^[\x21-\x7e]+$/.test(value) || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE) return fallback;
  const path = url.pathname + url.search + url.hash;
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}
