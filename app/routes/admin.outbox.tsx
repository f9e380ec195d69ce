import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MailState } from "~/components/admin/mail-state";
import { ActionButtons, AdminHeading, ErrorLine, when } from "~/components/admin/parts";
import { failedEmails, retryEmail } from "~/models/admin-quotes.server";
import { DomainError } from "~/models/errors.server";
import { actorOf, requireAdmin } from "~/server/admin.server";
import { redirectWithToast } from "~/server/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { failed: failedEmails() };
}

/** Send a failed mail again (a fresh run of attempts); audited (decision 018). */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const id = Number(form.get("mailId"));
  if (!Number.isSafeInteger(id) || id <= 0 || form.get("intent") !== "retry") {
    return data({ id: 0, error: "Choose a mail to retry." }, { status: 400 });
  }
  try {
    const row = retryEmail(id, actorOf(admin));
    return redirectWithToast("/admin/outbox", {
      title: "Mail queued again",
      description: `“${row.subject}” to ${row.toAddress}`,
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ id, error: error.message }, { status: error.status });
  }
}

export default function AdminOutbox() {
  const { failed } = useLoaderData<typeof loader>();
  const problem = useActionData<typeof action>();
  return (
    <>
      <AdminHeading
        title="Outbox"
        lead="Mail the site gave up on after its last attempt, with the error it gave up on. Fix the cause (a mistyped address, the mail server), then send it again."
      />
      {problem && !failed.some((m) => m.id === problem.id) ? (
        <ErrorLine>{problem.error}</ErrorLine>
      ) : null}
      {failed.length === 0 ? (
        <p className="mt-6 text-gray-700">No failed mail.</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {failed.map((m) => (
            <li key={m.id} className="rounded-xl border border-gray-200 bg-white p-4">
              <p className="font-semibold text-gray-900">
                “{m.subject}”{" "}
                <span className="font-normal text-gray-600">
                  to {m.toAddress} · queued {when(m.createdAt)}
                  {m.quoteId ? ` · quote request #${m.quoteId}` : ""}
                </span>
              </p>
              <p className="mt-1 text-sm">
                <MailState mail={m} />
              </p>
              {problem?.id === m.id ? <ErrorLine>{problem.error}</ErrorLine> : null}
              <ActionButtons
                idName="mailId"
                id={m.id}
                buttons={[
                  { intent: "retry", label: `Retry mail to ${m.toAddress}`, primary: true },
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
