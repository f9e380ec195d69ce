import { responseTimeText } from "~/lib/response-time";

/** "Usually responds within …" on a listing's card and page; nothing below 3 answered leads. */
export function ResponseTime({ hours, className }: { hours?: number | null; className?: string }) {
  if (hours === null || hours === undefined) return null;
  return (
    <p className={className ?? "mt-1 text-sm text-gray-700"} data-response-time>
      {responseTimeText(hours)}
    </p>
  );
}
