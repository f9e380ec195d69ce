import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ActionButtons, AdminHeading, ErrorLine, when } from "~/components/admin/parts";
import { contactSubjectLabel } from "~/lib/contact-schema";
import {
  contactMessagesForAdmin,
  countOpenContactMessages,
  setContactHandled,
} from "~/models/admin-inbox.server";
import { DomainError } from "~/models/errors.server";
import { actorOf, requireAdmin } from "~/server/admin.server";
import { redirectWithToast } from "~/server/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const handled = new URL(request.url).searchParams.get("show") === "handled";
  return {
    handled,
    open: countOpenContactMessages(),
    messages: contactMessagesForAdmin(handled),
  };
}

/** Mark a contact message handled, or open again; audited (decision 018). */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const id = Number(form.get("messageId"));
  const intent = form.get("intent");
  if (!Number.isSafeInteger(id) || id <= 0 || (intent !== "handle" && intent !== "reopen")) {
    return data({ id: 0, error: "Choose a message and an action." }, { status: 400 });
  }
  try {
    setContactHandled(id, intent === "handle", actorOf(admin));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ id, error: error.message }, { status: error.status });
  }
  return redirectWithToast(
    intent === "handle" ? "/admin/messages" : "/admin/messages?show=handled",
    {
      title: intent === "handle" ? "Message marked handled" : "Message open again",
    },
  );
}

export default function AdminMessages() {
  const { handled, open, messages } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const tab = "rounded-md px-3 py-1.5 text-sm font-medium";
  return (
    <>
      <AdminHeading
        title="Contact messages"
        lead="What visitors wrote through the contact form. Reply from the support inbox (each message was mailed there, reply-to the sender), then mark it handled."
      />
      <p className="mt-4 flex gap-2">
        <Link
          to="/admin/messages"
          className={`${tab} ${handled ? "text-brand-700 underline" : "bg-brand-50 text-brand-700"}`}
          aria-current={handled ? undefined : "page"}
        >
          Open ({open})
        </Link>
        <Link
          to="/admin/messages?show=handled"
          className={`${tab} ${handled ? "bg-brand-50 text-brand-700" : "text-brand-700 underline"}`}
          aria-current={handled ? "page" : undefined}
        >
          Handled
        </Link>
      </p>
      {messages.length === 0 ? (
        <p className="mt-6 text-gray-700">
          {handled ? "No handled messages yet." : "No open messages."}
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {messages.map((m) => (
            <li key={m.id} className="rounded-xl border border-gray-200 bg-white p-4">
              <p className="font-semibold text-gray-900">
                {contactSubjectLabel(m.subject)}{" "}
                <span className="font-normal text-gray-600">
                  from {m.name} &lt;{m.email}&gt;, {when(m.createdAt)}
                  {m.handledAt ? ` · handled ${when(m.handledAt)}` : ""}
                </span>
              </p>
              <p className="mt-1 text-sm whitespace-pre-wrap text-gray-700">{m.message}</p>
              {failed?.id === m.id ? <ErrorLine>{failed.error}</ErrorLine> : null}
              <ActionButtons
                idName="messageId"
                id={m.id}
                buttons={
                  m.handledAt
                    ? [{ intent: "reopen", label: `Reopen message from ${m.name}` }]
                    : [
                        {
                          intent: "handle",
                          label: `Mark message from ${m.name} handled`,
                          primary: true,
                        },
                      ]
                }
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
