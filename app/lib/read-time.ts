/** Words in a text: runs of non-whitespace. */
export function wordCount(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === "" ? 0 : words.length;
}

/** Estimated reading time in minutes: words divided by 200, rounded up (decision 009). */
export function readTimeMinutes(content: string, wordsPerMinute = 200): number {
  return Math.ceil(wordCount(content) / wordsPerMinute);
}

/** "5 min read". */
export function readTimeLabel(content: string): string {
  return `${readTimeMinutes(content)} min read`;
}
