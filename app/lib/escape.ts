const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** HTML special characters escaped for display outside React (e-mail bodies, XML). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/**
 * `escapeHtml` as React writes it (`&#x27;` for the apostrophe), for markup that must be byte
 * for byte React's own (a kept form with a listing's name written into it, decision 032).
 */
export function escapeAsReact(text: string): string {
  return escapeHtml(text).replaceAll("&#39;", "&#x27;");
}

/**
 * JSON for a <script type="application/ld+json"> block: `<` is escaped so a value can never
 * close the script element, and the line separators JavaScript treats as newlines likewise.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
