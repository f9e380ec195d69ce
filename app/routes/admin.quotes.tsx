import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MailState } from "~/components/admin/mail-state";
import { AdminHeading, when } from "~/components/admin/parts";
import { quotesForAdmin } from "~/models/admin-quotes.server";
import { requireAdmin } from "~/server/admin.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { quotes: quotesForAdmin() };
}

const TIER = { free: "Standard", premium: "Premium", vip: "VIP" } as const;

/** The newest quote requests, whom each went to, and what became of every mail (decision 018). */
export default function AdminQuotes() {
  const { quotes } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminHeading
        title="Quote requests"
        lead="The newest requests, the contractors each was sent to, and the delivery of every mail it caused. A failed mail can be sent again from the outbox."
      />
      <p className="mt-2 text-sm">
        <Link to="/admin/outbox" className="text-brand-700 underline">
          Open the outbox
        </Link>
      </p>
      {quotes.length === 0 ? (
        <p className="mt-6 text-gray-700">No quote requests yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {quotes.map((q) => (
            <li key={q.id} className="rounded-xl border border-gray-200 bg-white p-4">
              <h2 className="font-semibold text-gray-900">
                #{q.id} {q.projectDescription}{" "}
                <span className="font-normal text-gray-600">
                  in {q.projectLocation} · {when(q.createdAt)}
                </span>
              </h2>
              <p className="mt-1 text-sm text-gray-700">
                From {q.customerName} &lt;{q.customerEmail}&gt; · {q.servicesNeeded.join(", ")}
              </p>
              {q.sentTo.length === 0 ? (
                <p className="mt-2 text-sm text-amber-800">
                  Sent to no contractor: none was found near the project. Match it by hand.
                </p>
              ) : (
                <table className="mt-2 min-w-full text-left text-sm">
                  <caption className="sr-only">Contractors request #{q.id} was sent to</caption>
                  <thead className="text-gray-600">
                    <tr>
                      <th className="py-1 pr-4">Sent to</th>
                      <th className="py-1 pr-4">Distance</th>
                      <th className="py-1 pr-4">Plan</th>
                      <th className="py-1 pr-4">Lead</th>
                    </tr>
                  </thead>
                  <tbody>
                    {q.sentTo.map((m) => (
                      <tr key={m.companyId} className="border-t border-gray-100">
                        <td className="py-1 pr-4">
                          <Link to={`/admin/listings/${m.companyId}`} className="underline">
                            {m.name}
                          </Link>
                        </td>
                        <td className="py-1 pr-4">{m.distanceMiles.toFixed(1)} mi</td>
                        <td className="py-1 pr-4">{TIER[m.tier]}</td>
                        <td className="py-1 pr-4">{m.leadStatus}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
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
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
