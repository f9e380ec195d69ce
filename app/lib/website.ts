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

/** Valid if it parses with protocol http or https; empty counts as valid. */
export function isValidWebsite(website: string): boolean {
  const value = website.trim();
  if (!value) return true;
  return isHttpUrl(normalizeWebsite(value));
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * The href to link to, or null when the stored value is not a safe http(s) address. A value
 * with a control character (a CR/LF stored before decision 043) is no link: it broke the
 * redirect's Location header.
 */
export function websiteHref(website: string | null | undefined): string | null {
  if (!website?.trim() || !isSingleLine(website.trim())) return null;
  const href = normalizeWebsite(website);
  return isHttpUrl(href) ? href : null;
}
