// Shown on every card: kept apart from the message schemas (zod) so a list page loads none.

/**
 * "Usually responds within 3 hours | a day | 2 days": the median hours from a lead's arrival to
 * the firm's first message, rounded up.
 */
export function responseTimeText(hours: number): string {
  const h = Math.max(1, Math.ceil(hours));
  if (h < 24) return `Usually responds within ${h} ${h === 1 ? "hour" : "hours"}`;
  if (h === 24) return "Usually responds within a day";
  return `Usually responds within ${Math.ceil(h / 24)} days`;
}
