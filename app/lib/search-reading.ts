/**
 * The link to a search box's other reading (decision 044): the page's own URL with the box set
 * to the other value, `as=text` when the words are meant, the page number dropped, and the
 * results' anchor, so the one click lands on the results.
 */
export function readingHref(
  url: URL,
  reading: { param: string; value: string; asText: boolean },
): string {
  const query = new URLSearchParams(url.search);
  query.delete("page");
  query.delete("as");
  query.set(reading.param, reading.value);
  if (reading.asText) query.set("as", "text");
  return `${url.pathname}?${query}#results`;
}
