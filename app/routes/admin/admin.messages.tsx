import { useLoaderData } from "react-router";
import { ActionButtons, when } from "~/components/admin/parts";
import { RecordCard, RecordsPage, ViewTabs } from "~/components/admin/records";
import { contactSubjectLabel } from "~/lib/contact-schema";
import {
  contactMessagesForAdmin,
  countOpenContactMessages,
  setContactHandled,
} from "~/models/admin/admin-inbox.server";
import { consoleAction, consoleLoader } from "~/server/admin/console-action.server";

export const loader = consoleLoader(({ url }) => {
  const handled = url.searchParams.get("show") === "handled";
  return {
    handled,
    open: countOpenContactMessages(),
    messages: contactMessagesForAdmin(handled),
  };
});

/** Mark a contact message handled, or open again; audited (decision 018). */
export const action = consoleAction({
  idName: "messageId",
  intents: ["handle", "reopen"],
  invalid: "Choose a message and an action.",
  run: (id, intent, { actor }) => {
    setContactHandled(id, intent === "handle", actor);
    return intent === "handle"
      ? { back: "/admin/messages", title: "Message marked handled" }
      : { back: "/admin/messages?show=handled", title: "Message open again" };
  },
});

export default function AdminMessages() {
  const { handled, open, messages } = useLoaderData<typeof loader>();
  return (
    <RecordsPage
      title="Contact messages"
      lead="What visitors wrote through the contact form. Reply from the support inbox (each message was mailed there, reply-to the sender), then mark it handled."
      above={
        <ViewTabs
          tabs={[
            { to: "/admin/messages", label: `Open (${open})`, current: !handled },
            { to: "/admin/messages?show=handled", label: "Handled", current: handled },
          ]}
        />
      }
      items={messages}
      empty={handled ? "No handled messages yet." : "No open messages."}
    >
      {(m, error) => (
        <RecordCard
          title={contactSubjectLabel(m.subject)}
          meta={`from ${m.name} <${m.email}>, ${when(m.createdAt)}${m.handledAt ? ` · handled ${when(m.handledAt)}` : ""}`}
          error={error}
        >
          <p className="mt-1 text-sm whitespace-pre-wrap text-gray-700">{m.message}</p>
          <ActionButtons
            idName="messageId"
            id={m.id}
            buttons={[
              m.handledAt
                ? { intent: "reopen", label: `Reopen message from ${m.name}` }
                : {
                    intent: "handle",
                    label: `Mark message from ${m.name} handled`,
                    primary: true,
                  },
            ]}
          />
        </RecordCard>
      )}
    </RecordsPage>
  );
}
