import { Form } from "react-router";
import type { ThreadMessage } from "~/lib/lead-thread";
import { formatDateWith } from "~/lib/format";
import { MessageForm, ThreadMessages } from "./lead-thread";

export type Conversation = {
  companyId: number;
  slug: string;
  name: string;
  declined: boolean;
  closed: string | null;
  messages: ThreadMessage[];
};

export type HireState = {
  state: "hired" | "none" | null;
  companyId: number | null;
  invited: boolean;
};

/**
 * One firm's conversation on the request's own page: its messages (the firm's answer first) and
 * a plain POST form to write back. A firm that closed the lead shows only "This firm declined".
 */
export function RequesterConversation({
  conversation: c,
  error,
}: {
  conversation: Conversation;
  error?: string;
}) {
  const answeredAt = c.messages.find((m) => m.from === "firm")?.sentAt;
  return (
    <section
      aria-label={`Conversation with ${c.name}`}
      id={`thread-${c.companyId}`}
      className="mt-2"
    >
      {c.declined ? (
        <p className="text-sm font-medium text-gray-700">This firm declined</p>
      ) : answeredAt ? (
        <p className="text-sm font-medium text-green-800">
          Responded {formatDateWith(answeredAt, { dateStyle: "medium" })}
        </p>
      ) : (
        <p className="text-sm text-gray-600">Not answered yet</p>
      )}
      <ThreadMessages messages={c.messages} self="requester" otherName={c.name} />
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {c.closed ? (
        c.declined ? null : (
          <p className="mt-2 text-sm text-gray-700">{c.closed}</p>
        )
      ) : (
        <details className="mt-2" open={Boolean(error) || c.messages.length > 0}>
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">
            Write to {c.name}
          </summary>
          <MessageForm
            id={`firm-${c.companyId}`}
            hidden={{ companyId: c.companyId }}
            label={`Message to ${c.name} *`}
            button="Send message"
          />
        </details>
      )}
    </section>
  );
}

/**
 * Whom the requester hired: a firm, none, or "Still deciding" (which returns it); once a firm is
 * hired, the review invitation can be asked for at once instead of in 14 days.
 */
export function HireChoice({
  conversations,
  hire,
}: {
  conversations: readonly Conversation[];
  hire: HireState;
}) {
  if (!conversations.length) return null;
  const hired = conversations.find((c) => hire.state === "hired" && c.companyId === hire.companyId);
  return (
    <section
      aria-labelledby="hire-title"
      className="mt-8 rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id="hire-title" className="text-xl font-semibold text-gray-900">
        Did you hire one of them?
      </h2>
      <p className="mt-1 text-sm text-gray-700" role="status">
        {hired
          ? `You hired ${hired.name}.`
          : hire.state === "none"
            ? "You hired none of them."
            : "Still deciding."}
      </p>
      <Form method="post" className="mt-3 space-y-2">
        <fieldset>
          <legend className="text-sm font-medium text-gray-900">Your choice</legend>
          {conversations.map((c) => (
            <label key={c.companyId} className="mt-1 flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="hire"
                value={String(c.companyId)}
                defaultChecked={hired?.companyId === c.companyId}
              />
              I hired {c.name}
            </label>
          ))}
          <label className="mt-1 flex items-center gap-2 text-sm">
            <input type="radio" name="hire" value="none" defaultChecked={hire.state === "none"} />I
            hired none of them
          </label>
          <label className="mt-1 flex items-center gap-2 text-sm">
            <input type="radio" name="hire" value="deciding" defaultChecked={hire.state === null} />
            Still deciding
          </label>
        </fieldset>
        <button
          type="submit"
          name="intent"
          value="hire"
          className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-50"
        >
          Save my choice
        </button>
      </Form>
      {hired ? (
        hire.invited ? (
          <p className="mt-3 text-sm text-gray-700">We sent you the link to review {hired.name}.</p>
        ) : (
          <Form method="post" className="mt-3">
            <p className="text-sm text-gray-700">
              We will e-mail you a link to review {hired.name} 14 days after the hire.
            </p>
            <button
              type="submit"
              name="intent"
              value="invite"
              className="mt-2 rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-50"
            >
              Send me the review link now
            </button>
          </Form>
        )
      ) : null}
    </section>
  );
}
