/** What the server echoed back after a refused submission (conform's initialValue). */
export type Initial = Record<string, unknown> & { details?: Record<string, unknown> };

export function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}
