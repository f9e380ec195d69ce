export const fieldClass =
  "mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 aria-[invalid]:border-red-500";

export const labelClass = "text-sm font-medium text-gray-800";

/** What the server echoed back after a refused submission (conform's initialValue). */
export type Initial = Record<string, unknown> & { details?: Record<string, unknown> };

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

export function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}
