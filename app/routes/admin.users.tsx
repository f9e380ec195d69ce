import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { adminButton, AdminHeading, ErrorLine, when } from "~/components/admin/parts";
import { Field, inputClass, SubmitButton } from "~/components/ui/forms";
import { OPERATOR_NOTE_MAX as NOTE_MAX } from "~/lib/trust-rules";
import { findUsersForAdmin, setUserDisabled } from "~/models/admin-users.server";
import { DomainError } from "~/models/errors.server";
import { actorOf, requireAdmin } from "~/server/admin.server";
import { redirectWithToast } from "~/server/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return { q, users: findUsersForAdmin(q) };
}

/**
 * Disable an account (its sessions end at once and it cannot sign in) or enable it again;
 * audited with the reason (decision 018).
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const id = Number(form.get("userId"));
  const intent = form.get("intent");
  const note = String(form.get("note") ?? "").trim();
  const back = `/admin/users?${new URLSearchParams({ q: String(form.get("q") ?? "") })}`;
  if (!Number.isSafeInteger(id) || id <= 0 || (intent !== "disable" && intent !== "enable")) {
    return data({ id: 0, error: "Choose an account and an action." }, { status: 400 });
  }
  if (intent === "disable" && (!note || note.length > NOTE_MAX)) {
    return data(
      { id, error: `Say why the account is disabled (at most ${NOTE_MAX} characters).` },
      { status: 400 },
    );
  }
  try {
    const done = setUserDisabled(id, intent === "disable", actorOf(admin), note || null);
    return redirectWithToast(back, {
      title: intent === "disable" ? "Account disabled" : "Account enabled",
      description:
        intent === "disable"
          ? `${done.email}: signed out of ${done.sessionsEnded} ${done.sessionsEnded === 1 ? "session" : "sessions"}.`
          : done.email,
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ id, error: error.message }, { status: error.status });
  }
}

export default function AdminUsers() {
  const { q, users } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <>
      <AdminHeading
        title="Users"
        lead="Find an account by e-mail. A disabled account is signed out everywhere and cannot sign in until it is enabled again; its listings stay as they are."
      />
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
        <Field
          label="E-mail"
          inputProps={{
            id: "users-q",
            name: "q",
            type: "search",
            defaultValue: q,
            maxLength: 254,
            className: `${inputClass} w-72`,
          }}
        />
        <SubmitButton pendingText="Finding…">Find accounts</SubmitButton>
      </Form>
      {q && users.length === 0 ? <p className="mt-6 text-gray-700">No account matches.</p> : null}
      <ul className="mt-6 space-y-3">
        {users.map((u) => (
          <li key={u.id} className="rounded-xl border border-gray-200 bg-white p-4">
            <p className="font-semibold text-gray-900">
              {u.email}{" "}
              <span className="font-normal text-gray-600">
                {[u.firstName, u.lastName].filter(Boolean).join(" ")} · {u.role}
                {u.isVerified ? "" : " · e-mail not verified"}
                {u.disabledAt ? ` · disabled ${when(u.disabledAt)}` : ""}
              </span>
            </p>
            <p className="mt-1 text-sm text-gray-700">
              Joined {when(u.createdAt)} · last sign-in {u.lastLogin ? when(u.lastLogin) : "never"}{" "}
              · {u.sessions} open {u.sessions === 1 ? "session" : "sessions"} · {u.listings}{" "}
              {u.listings === 1 ? "listing" : "listings"}
            </p>
            {failed?.id === u.id && u.disabledAt ? <ErrorLine>{failed.error}</ErrorLine> : null}
            <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
              <input type="hidden" name="userId" value={u.id} />
              <input type="hidden" name="q" value={q} />
              {u.disabledAt ? (
                <button type="submit" name="intent" value="enable" className={adminButton}>
                  Enable {u.email}
                </button>
              ) : (
                <>
                  <Field
                    label={`Reason for disabling ${u.email}`}
                    inputProps={{
                      id: `disable-note-${u.id}`,
                      name: "note",
                      maxLength: NOTE_MAX,
                      className: `${inputClass} w-72`,
                    }}
                    errors={failed?.id === u.id ? failed.error : undefined}
                  />
                  <button type="submit" name="intent" value="disable" className={adminButton}>
                    Disable {u.email}
                  </button>
                </>
              )}
            </Form>
          </li>
        ))}
      </ul>
    </>
  );
}
