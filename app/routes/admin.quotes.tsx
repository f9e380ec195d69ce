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
import { quotesForAdmin } from "~/models/admin-quotes.server";
import { consoleLoader } from "~/server/console-action.server";
import { SentFilter } from "~/components/admin/sent-filter";

export const loader = consoleLoader(({ url }) => {
  const unsent = url.searchParams.get("sent") === "none";
  return { items: quotesForAdmin(50, { unsent }), unsent };
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
  { header: "Lead", cell: (m: Match) => LEAD_STATUS_LABEL[m.leadStatus] },
];

/** The project types of a request by the form's labels ('Parking Lot Striping'). */
const typesOf = (ids: readonly string[]) =>
  ids.filter(isProjectTypeId).map(projectTypeLabel).join(", ") || "No project type";

function QuoteCard({ item: q }: CardProps<typeof loader>) {
  return (
    <RecordCard
      heading="h2"
      title={`#${q.id} ${typesOf(q.servicesNeeded)}`}
      meta={`${q.projectLocation} · ${when(q.createdAt)}`}
    >
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
  above: ({ unsent }) => (
    <>
      <p className="mt-2 text-sm">
        <Link to="/admin/outbox" className="text-brand-700 underline">
          Open the outbox
        </Link>
      </p>
      <SentFilter unsent={unsent} />
    </>
  ),
  empty: ({ unsent }) =>
    unsent ? "Every request was sent to a contractor." : "No quote requests yet.",
  Card: QuoteCard,
});
