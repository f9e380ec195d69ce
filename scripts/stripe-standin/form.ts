/**
 * Stripe's request bodies are form-encoded with bracketed keys (`metadata[user_id]`,
 * `line_items[0][price]`, `lookup_keys[]`): read back into objects and arrays.
 */
export type Value = string | Value[] | { [key: string]: Value };

export function parseStripeForm(body: string): Record<string, Value> {
  const root: Record<string, Value> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node: Record<string, Value> | Value[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(parts[i + 1]);
      const slot = part === "" && Array.isArray(node) ? String(node.length) : part;
      const target = node as Record<string, Value>;
      if (last) {
        target[slot] = value;
        return;
      }
      target[slot] ??= nextIsIndex ? [] : {};
      node = target[slot] as Record<string, Value> | Value[];
    });
  }
  return root;
}

export const str = (v: Value | undefined) => (typeof v === "string" ? v : undefined);
export const obj = (v: Value | undefined) =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, Value>) : {};
export const list = (v: Value | undefined): Value[] =>
  Array.isArray(v)
    ? v.filter((x) => x !== undefined)
    : v && typeof v === "object"
      ? Object.values(v)
      : [];
