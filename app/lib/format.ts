const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'MMM d, yyyy' in UTC, so server and browser render the same text. */
export function formatDate(value: Date | string | number): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The stored average as the API's decimal string ("4.50", decision 005). */
export function ratingString(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

export function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}
