import { Link } from "~/components/ui/link";
import { MailState } from "~/components/admin/mail-state";
import { when } from "~/components/admin/parts";
import {
  ConsoleTable,
  Details,
  RecordCard,
  recordsRoute,
  type CardProps,
} from "~/components/admin/records";
import { TIER_LABEL } from "~/lib/options";
import { LEAD_STATUS_LABEL } from "~/lib/lead-details";
import { isProjectTypeId, projectTypeLabel } from "~/lib/quote-services";
import { quotesForAdmin } from "~/models/admin/admin-quotes.server";
import { consoleAction, consoleLoader } from "~/server/admin/console-action.server";
import { SentFilter } from "~/components/admin/sent-filter";
import { ActionButtons } from "~/components/admin/parts";
import { ConsoleThreads } from "~/components/leads/console-threads";
import { SpamFilter } from "~/components/leads/spam-filter";
import { DECLINE_KINDS } from "~/lib/lead-thread";
import {
  countHeldRequests,
  decideHeldRequest,
  declineKindCounts,
  hideLeadMessage,
} from "~/models/leads/lead-console.server";

export const loader = consoleLoader(({ url }) => {
  const unsent = url.searchParams.get("sent") === "none";
  const held = url.searchParams.get("spam") === "held";
  return {
    items: quotesForAdmin(50, { unsent: unsent && !held, held }),
    unsent,
    held,
    heldCount: countHeldRequests(),
    declines: declineKindCounts(),
  };
});

/** Hide a message; clear or remove a request held as spam. Audited (decision 018). */
export const action = consoleAction({
  idName: "targetId",
  intents: ["hide-message", "clear-spam", "remove-spam"],
  invalid: "Choose a request or a message.",
  run: (id, intent, { actor, form }) => {
    const back = `/admin/quotes${form.get("spam") === "held" ? "?spam=held" : ""}`;
    if (intent === "hide-message") {
      hideLeadMessage(id, actor);
      return {
        back,
        title: "Message hidden",
        description: "Both sides read “Removed by the directory”.",
      };
    }
    decideHeldRequest(id, intent === "clear-spam" ? "cleared" : "removed", actor);
    return intent === "clear-spam"
      ? { back, title: "Request cleared", description: "The firms see it and its contact again." }
      : { back, title: "Request removed", description: "It left every inbox." };
  },
});

type Match = Awaited<ReturnType<typeof loader>>["items"][number]["sentTo"][number];

const SENT_TO = [
  {
    header: "Sent to",
    cell: (m: Match) => (
      <Link to={`/admin/listings/${m.companyId}`} className="underline">
        {m.name}
      </Link>
    ),
  },
  { header: "Distance", cell: (m: Match) => `${m.distanceMiles.toFixed(1)} mi` },
  { header: "Plan", cell: (m: Match) => TIER_LABEL[m.tier] },
  {
    header: "Lead",
    cell: (m: Match) =>
      m.declineKind
        ? `${LEAD_STATUS_LABEL.declined}: ${DECLINE_KINDS[m.declineKind]}`
        : LEAD_STATUS_LABEL[m.leadStatus],
  },
];

/** The project types of a request by the form's labels ('Parking Lot Striping'). */
const typesOf = (ids: readonly string[]) =>
  ids.filter(isProjectTypeId).map(projectTypeLabel).join(", ") || "No project type";

function QuoteCard({ item: q, error }: CardProps<typeof loader>) {
  const hired = q.sentTo.find((m) => q.hireState === "hired" && m.companyId === q.hiredCompanyId);
  return (
    <RecordCard
      heading="h2"
      title={`#${q.id} ${typesOf(q.servicesNeeded)}`}
      meta={`${q.projectLocation} · ${when(q.createdAt)}`}
      error={error}
    >
      {q.spamState === "held" ? (
        <>
          <Details tone="amber">Held for review: three firms called it spam or fake.</Details>
          <ActionButtons
            idName="targetId"
            id={q.id}
            hidden={{ spam: "held" }}
            buttons={[
              { intent: "clear-spam", label: `Clear request #${q.id}`, primary: true },
              { intent: "remove-spam", label: `Remove request #${q.id}` },
            ]}
          />
        </>
      ) : null}
      <Details>
        {hired
          ? `Hired: ${hired.name}`
          : q.hireState === "none"
            ? "Hired: none of them"
            : "Hired: still deciding"}
      </Details>
      <Details>
        From {q.customerName} &lt;{q.customerEmail}&gt;
      </Details>
      {q.sentTo.length === 0 ? (
        <Details tone="amber">
          Sent to no contractor: no listed contractor serves its location for this work. Match it by
          hand.
        </Details>
      ) : (
        <ConsoleTable
          className="mt-2"
          caption={`Contractors request #${q.id} was sent to`}
          rows={q.sentTo}
          rowKey={(m) => m.companyId}
          columns={SENT_TO}
        />
      )}
      <ConsoleThreads firms={q.sentTo.map((m) => ({ ...m, quoteId: q.id }))} threads={q.threads} />
      <h3 className="mt-3 text-sm font-semibold text-gray-900">Mail</h3>
      {q.mails.length === 0 ? (
        <p className="text-sm text-gray-700">No mail on record for this request.</p>
      ) : (
        <ul className="text-sm">
          {q.mails.map((mail) => (
            <li key={mail.id}>
              {mail.toAddress}: “{mail.subject}” · <MailState mail={mail} />
            </li>
          ))}
        </ul>
      )}
    </RecordCard>
  );
}

/** The newest quote requests, whom each went to, and what became of every mail (decision 018). */
export default recordsRoute<typeof loader>({
  title: "Quote requests",
  lead: "The newest requests, the contractors each was sent to, and the delivery of every mail it caused. A failed mail can be sent again from the outbox.",
  above: ({ unsent, held, heldCount, declines }) => (
    <>
      <p className="mt-2 text-sm">
        <Link to="/admin/outbox" className="text-brand-700 underline">
          Open the outbox
        </Link>
      </p>
      <SentFilter unsent={unsent && !held} />
      <SpamFilter held={held} count={heldCount} declines={declines} />
    </>
  ),
  empty: ({ unsent, held }) =>
    held
      ? "No request is held as spam."
      : unsent
        ? "Every request was sent to a contractor."
        : "No quote requests yet.",
  Card: QuoteCard,
});
