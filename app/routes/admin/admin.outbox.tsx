import { MailState } from "~/components/admin/mail-state";
import { ActionButtons, when } from "~/components/admin/parts";
import { RecordCard, recordsRoute, type CardProps } from "~/components/admin/records";
import { failedEmails, retryEmail } from "~/models/admin/admin-quotes.server";
import { consoleAction, consoleLoader } from "~/server/admin/console-action.server";

export const loader = consoleLoader(() => ({ items: failedEmails() }));

/** Send a failed mail again (a fresh run of attempts); audited (decision 018). */
export const action = consoleAction({
  idName: "mailId",
  intents: ["retry"],
  invalid: "Choose a mail to retry.",
  run: (id, _intent, { actor }) => {
    const row = retryEmail(id, actor);
    return {
      back: "/admin/outbox",
      title: "Mail queued again",
      description: `“${row.subject}” to ${row.toAddress}`,
    };
  },
});

function MailCard({ item: m, error }: CardProps<typeof loader>) {
  return (
    <RecordCard
      title={`“${m.subject}”`}
      meta={`to ${m.toAddress} · queued ${when(m.createdAt)}${m.quoteId ? ` · quote request #${m.quoteId}` : ""}`}
      error={error}
    >
      <p className="mt-1 text-sm">
        <MailState mail={m} />
      </p>
      <ActionButtons
        idName="mailId"
        id={m.id}
        buttons={[{ intent: "retry", label: `Retry mail to ${m.toAddress}`, primary: true }]}
      />
    </RecordCard>
  );
}

export default recordsRoute<typeof loader>({
  title: "Outbox",
  lead: "Mail the site gave up on after its last attempt, with the error it gave up on. Fix the cause (a mistyped address, the mail server), then send it again.",
  empty: "No failed mail.",
  Card: MailCard,
});
