import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ActionButtons, AdminHeading, ErrorLine, when } from "~/components/admin/parts";
import { newsletterForAdmin, removeSubscriber } from "~/models/admin-inbox.server";
import { DomainError } from "~/models/errors.server";
import { actorOf, requireAdmin } from "~/server/admin.server";
import { redirectWithToast } from "~/server/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return newsletterForAdmin();
}

/** Remove a subscriber who asked to stop (or whose address bounces); audited (decision 018). */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const id = Number(form.get("subscriberId"));
  if (!Number.isSafeInteger(id) || id <= 0 || form.get("intent") !== "remove") {
    return data({ id: 0, error: "Choose a subscriber." }, { status: 400 });
  }
  try {
    const row = removeSubscriber(id, actorOf(admin));
    return redirectWithToast("/admin/newsletter", {
      title: "Subscriber removed",
      description: row.email,
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ id, error: error.message }, { status: error.status });
  }
}

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
        <table className="mt-6 min-w-full text-left text-sm">
          <thead className="border-b border-gray-200 text-gray-600">
            <tr>
              <th className="py-2 pr-4">E-mail</th>
              <th className="py-2 pr-4">Signed up</th>
              <th className="py-2 pr-4">Confirmed</th>
              <th className="py-2 pr-4">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {subscribers.map((s) => (
              <tr key={s.id} className="border-b border-gray-100 align-top">
                <td className="py-2 pr-4">{s.email}</td>
                <td className="py-2 pr-4">{when(s.createdAt)}</td>
                <td className="py-2 pr-4">{s.confirmedAt ? when(s.confirmedAt) : "Not yet"}</td>
                <td className="py-2 pr-4">
                  <ActionButtons
                    idName="subscriberId"
                    id={s.id}
                    buttons={[{ intent: "remove", label: `Remove ${s.email}` }]}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
