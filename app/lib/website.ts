import { isSingleLine } from "./plain-text";

/** The card's website label: no protocol, at most 25 characters, then an ellipsis (tests/e2e/browse.spec.ts). */
export function websiteLabel(website: string): string {
  const bare = website.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, "");
  return bare.length > 25 ? `${bare.slice(0, 25)}...` : bare;
}

/** A website value trimmed, with https:// prepended when it has no protocol; "" stays "". */
export function normalizeWebsite(website: string): string {
  const value = website.trim();
  if (!value) return "";
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
}

/**
 * Invisible characters no one types into a web address on purpose: line and paragraph
 * separators (U+2028, U+2029, NEL) and format characters (zero-width, direction overrides). In a
 * link they hide where it goes.
 */
const INVISIBLE = /[\u0085\p{Zl}\p{Zp}\p{Cf}]/u;

/**
 * Valid if it is one line without invisible characters and parses as an http or https address;
 * empty counts as valid. Letters beyond Latin-1 (an IDN host, a Polish path) are fine: the link
 * goes out as the parsed, encoded address (`websiteHref`).
 */
export function isValidWebsite(website: string): boolean {
  const value = website.trim();
  if (!value) return true;
  return !INVISIBLE.test(value) && websiteHref(value) !== null;
}

export function isHttpUrl(value: string): boolean {
  return httpUrl(value) !== null;
}

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * The href to link and redirect to, or null when the stored value is not a safe http(s) address.
 * Anything beyond printable ASCII goes out as the address parsed and encoded (punycode host,
 * percent-encoded path), which fits a `Location` header (`łódź` in a path made the redirect a
 * 500); a plain ASCII address goes out as typed. A value with a control character (a CR/LF
 * stored before decision 043) is no link: it broke the redirect's header.
 */
export function websiteHref(website: string | null | undefined): string | null {
  if (!website?.trim() || !isSingleLine(website.trim())) return null;
  const value = normalizeWebsite(website);
  const url = httpUrl(value);
  if (!url) return null;
  return /^[\x21-\x7e]+$/.test(value) ? value : url.href;
}
