import { ActionButtons, when } from "~/components/admin/parts";
import { REMOVED_TEXT } from "~/lib/lead-thread";

type ConsoleMessage = {
  id: number;
  sender: "firm" | "requester";
  message: string;
  price: string | null;
  start: string | null;
  hiddenAt: Date | string | null;
  createdAt: Date | string;
};

/**
 * A request's threads as the operator reads them (read-only): each message with "Hide" for one
 * that breaks the rules; a hidden one keeps its text here, marked, and both sides read
 * "Removed by the directory".
 */
export function ConsoleThreads({
  firms,
  threads,
}: {
  firms: readonly { companyId: number; name: string; quoteId: number }[];
  threads: Record<string, readonly ConsoleMessage[]>;
}) {
  const shown = firms.filter((f) => threads[`${f.quoteId}-${f.companyId}`]?.length);
  if (!shown.length) return null;
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold text-gray-900">Conversations</h3>
      {shown.map((f) => (
        <section key={f.companyId} aria-label={`Conversation with ${f.name}`} className="mt-2">
          <h4 className="text-sm font-medium text-gray-800">With {f.name}</h4>
          <ol className="mt-1 space-y-1 text-sm">
            {threads[`${f.quoteId}-${f.companyId}`].map((m) => (
              <li key={m.id} className="rounded bg-gray-50 p-2">
                <p className="text-xs text-gray-600">
                  {m.sender === "firm" ? f.name : "Requester"} · {when(m.createdAt)}
                  {m.hiddenAt ? ` · ${REMOVED_TEXT}` : ""}
                </p>
                <p
                  className={`break-words whitespace-pre-line ${m.hiddenAt ? "text-gray-500 line-through" : ""}`}
                >
                  {m.message}
                </p>
                {m.price ? <p>Price range: {m.price}</p> : null}
                {m.start ? <p>Earliest start: {m.start}</p> : null}
                {m.hiddenAt ? null : (
                  <ActionButtons
                    idName="targetId"
                    id={m.id}
                    buttons={[{ intent: "hide-message", label: "Hide this message" }]}
                  />
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
