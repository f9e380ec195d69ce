import { Form } from "react-router";
import type { ThreadMessage } from "~/lib/lead-thread";
import { DECLINE_KINDS } from "~/lib/lead-thread";
import { Field, SelectField } from "~/components/ui/forms";
import { MessageForm, ThreadMessages } from "./lead-thread";

type InboxLead = {
  quoteId: number;
  companyId: number;
  customerName: string;
  status: string;
  held: boolean;
  closed: string | null;
  messages: readonly ThreadMessage[];
};

const button =
  "rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-50";

/**
 * A lead's conversation in the owner's inbox: Open first (a POST; reading never writes), then the
 * thread with a form to write (the first message may carry price and start), "not a fit" with
 * its reason, and Won / Lost once answered.
 */
export function LeadThreadActions({
  lead,
  id,
  expanded,
}: {
  lead: InboxLead;
  id: string;
  expanded: boolean;
}) {
  const key = { quoteId: lead.quoteId, companyId: lead.companyId };
  const hidden = (
    <>
      <input type="hidden" name="quoteId" value={lead.quoteId} />
      <input type="hidden" name="companyId" value={lead.companyId} />
    </>
  );
  if (!expanded) {
    return (
      <Form method="post" className="mt-4">
        {hidden}
        <button type="submit" name="intent" value="open" className={button}>
          Open lead
        </button>
      </Form>
    );
  }
  const answered = lead.messages.some((m) => m.from === "firm");
  return (
    <div className="mt-4">
      <ThreadMessages messages={lead.messages} self="firm" otherName={lead.customerName} />
      {lead.closed ? (
        <p className="mt-3 text-sm text-gray-700">{lead.closed}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
          <MessageForm
            id={id}
            hidden={key}
            label={`Message to ${lead.customerName} *`}
            button={answered ? "Send message" : "Send response"}
            withQuote={!answered}
          />
          {lead.status === "won" || lead.status === "lost" ? null : (
            <Form method="post" className="mt-3 space-y-3">
              {hidden}
              <SelectField
                label="Not a fit? Why (not sent to the client) *"
                placeholder="Choose a reason"
                options={Object.entries(DECLINE_KINDS).map(([value, label]) => ({ value, label }))}
                selectProps={{ id: `kind-${id}`, name: "kind", required: true }}
              />
              <Field
                label="Note (optional, not sent)"
                inputProps={{ id: `reason-${id}`, name: "reason", maxLength: 500 }}
              />
              <button type="submit" name="intent" value="decline" className={button}>
                Decline lead
              </button>
            </Form>
          )}
        </div>
      )}
      {answered && !lead.held ? (
        <Form method="post" className="mt-3 flex gap-2">
          {hidden}
          <button type="submit" name="intent" value="won" className={button}>
            Mark as won
          </button>
          <button type="submit" name="intent" value="lost" className={button}>
            Mark as lost
          </button>
        </Form>
      ) : null}
    </div>
  );
}
