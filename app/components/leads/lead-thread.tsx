import { Form } from "react-router";
import type { ThreadMessage, ThreadSide } from "~/lib/lead-thread";
import { MESSAGE_MAX, REMOVED_TEXT } from "~/lib/lead-thread";
import { formatDateWith } from "~/lib/format";
import { buttonClass, Field, TextareaField } from "~/components/ui/forms";

/**
 * A lead's conversation, newest last, each message with its time. The text is shown as typed:
 * React escapes it and nothing in it is made a link.
 */
export function ThreadMessages({
  messages,
  self,
  otherName,
}: {
  messages: readonly ThreadMessage[];
  self: ThreadSide | "operator";
  otherName: string;
}) {
  if (!messages.length) return null;
  const title = self === "firm" ? `Conversation with ${otherName}` : undefined;
  const who = (from: ThreadSide) =>
    self === "operator"
      ? from === "firm"
        ? otherName
        : "Requester"
      : from === self
        ? "You"
        : otherName;
  return (
    <section aria-label={title ?? "Conversation"}>
      {title ? <h3 className="mt-3 text-sm font-semibold text-gray-900">{title}</h3> : null}
      <ol className="mt-3 space-y-2">
        {messages.map((m, i) => (
          <li
            key={i}
            className={`rounded-md p-3 text-sm ${m.from === "firm" ? "bg-gray-50" : "bg-blue-50"}`}
          >
            <p className="text-xs text-gray-600">
              <span className="font-semibold text-gray-900">{who(m.from)}</span> ·{" "}
              <time dateTime={m.sentAt}>
                {formatDateWith(m.sentAt, { dateStyle: "medium", timeStyle: "short" })}
              </time>
            </p>
            {m.removed ? (
              <p className="mt-1 text-gray-600 italic">{REMOVED_TEXT}</p>
            ) : (
              <>
                <p className="mt-1 break-words whitespace-pre-line text-gray-900">{m.message}</p>
                {m.price ? <p className="mt-1">Price range: {m.price}</p> : null}
                {m.start ? <p>Earliest start: {m.start}</p> : null}
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A plain POST form adding a message; the firm's first one may carry a price and start date. */
export function MessageForm({
  id,
  hidden,
  label,
  button,
  withQuote = false,
  action,
}: {
  id: string;
  hidden: Record<string, string | number>;
  label: string;
  button: string;
  withQuote?: boolean;
  action?: string;
}) {
  return (
    <Form method="post" action={action} className="mt-3 space-y-3">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TextareaField
        label={label}
        textareaProps={{
          id: `message-${id}`,
          name: "message",
          required: true,
          maxLength: MESSAGE_MAX,
        }}
      />
      {withQuote ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Price range (optional)"
            inputProps={{ id: `price-${id}`, name: "priceRange", maxLength: 100 }}
          />
          <Field
            label="Earliest start (optional)"
            inputProps={{ id: `start-${id}`, name: "earliestStart", maxLength: 100 }}
          />
        </div>
      ) : null}
      <button type="submit" name="intent" value="message" className={buttonClass()}>
        {button}
      </button>
    </Form>
  );
}
