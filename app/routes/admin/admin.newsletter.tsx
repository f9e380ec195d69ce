import { useActionData, useLoaderData } from "react-router";
import { ActionButtons, AdminHeading, ErrorLine, when } from "~/components/admin/parts";
import { ConsoleTable } from "~/components/admin/records";
import { newsletterForAdmin, removeSubscriber } from "~/models/admin/admin-inbox.server";
import { consoleAction, consoleLoader } from "~/server/admin/console-action.server";

export const loader = consoleLoader(() => newsletterForAdmin());

/** Remove a subscriber who asked to stop (or whose address bounces); audited (decision 018). */
export const action = consoleAction({
  idName: "subscriberId",
  intents: ["remove"],
  invalid: "Choose a subscriber.",
  run: (id, _intent, { actor }) => ({
    back: "/admin/newsletter",
    title: "Subscriber removed",
    description: removeSubscriber(id, actor).email,
  }),
});

type Subscriber = Awaited<ReturnType<typeof loader>>["subscribers"][number];

const COLUMNS = [
  { header: "E-mail", cell: (s: Subscriber) => s.email },
  { header: "Signed up", cell: (s: Subscriber) => when(s.createdAt) },
  {
    header: "Confirmed",
    cell: (s: Subscriber) => (s.confirmedAt ? when(s.confirmedAt) : "Not yet"),
  },
  {
    header: <span className="sr-only">Actions</span>,
    cell: (s: Subscriber) => (
      <ActionButtons
        idName="subscriberId"
        id={s.id}
        buttons={[{ intent: "remove", label: `Remove ${s.email}` }]}
      />
    ),
  },
];

export default function AdminNewsletter() {
  const { confirmed, unconfirmed, subscribers } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <>
      <AdminHeading
        title="Newsletter subscribers"
        lead="Only confirmed addresses (they opened the link we mailed) may be sent the newsletter."
      />
      <p className="mt-4 text-gray-800">
        {confirmed} confirmed · {unconfirmed} waiting for confirmation
      </p>
      {failed ? <ErrorLine>{failed.error}</ErrorLine> : null}
      {subscribers.length === 0 ? (
        <p className="mt-6 text-gray-700">No subscribers yet.</p>
      ) : (
        <ConsoleTable rows={subscribers} rowKey={(s) => s.id} columns={COLUMNS} />
      )}
    </>
  );
}
