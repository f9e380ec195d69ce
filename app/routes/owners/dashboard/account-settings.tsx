import { Form } from "react-router";
import type { ReactNode } from "react";
import { AUTH_LIMITS } from "~/lib/auth-schemas";
import { Field, FieldError, SubmitButton } from "~/components/ui/forms";
import type { AccountActionData } from "./account-actions.server";

type Intent = AccountActionData["intent"];

/**
 * One setting: a disclosure that opens its form (a `<details>`, so it works without JavaScript);
 * a form that failed comes back open with its message.
 */
function Setting({
  intent,
  label,
  error,
  children,
}: {
  intent: Intent;
  label: string;
  error?: AccountActionData;
  children: ReactNode;
}) {
  const mine = error?.intent === intent ? error.error : undefined;
  return (
    <details open={Boolean(mine)} className="rounded-md border border-gray-200">
      <summary className="cursor-pointer px-3 py-1.5 text-sm font-medium text-gray-800">
        {label}
      </summary>
      <Form method="post" action="/dashboard" className="space-y-3 px-3 pt-1 pb-3">
        <input type="hidden" name="intent" value={intent} />
        {mine ? (
          <div role="alert">
            <FieldError id={`${intent}-error`} errors={mine} />
          </div>
        ) : null}
        {children}
      </Form>
    </details>
  );
}

const password = (intent: Intent) => ({
  id: `${intent}-password`,
  name: "password",
  type: "password",
  required: true,
  autoComplete: "current-password",
  maxLength: AUTH_LIMITS.password,
});

/** The dashboard's Account Settings: Edit Name, Change Email and Delete Account (decision 023). */
export function AccountSettings({
  className,
  user,
  error,
}: {
  className: string;
  user: { email: string; firstName: string | null; lastName: string | null };
  error?: AccountActionData;
}) {
  return (
    <section className={className} aria-labelledby="account-settings">
      <h2 id="account-settings" className="font-semibold text-gray-900">
        Account Settings
      </h2>
      <div className="mt-3 flex flex-col gap-2">
        <Setting intent="edit-name" label="Edit Name" error={error}>
          <Field
            label="First name"
            inputProps={{
              id: "account-first-name",
              name: "firstName",
              required: true,
              autoComplete: "given-name",
              maxLength: AUTH_LIMITS.name,
              defaultValue: user.firstName ?? "",
            }}
          />
          <Field
            label="Last name"
            inputProps={{
              id: "account-last-name",
              name: "lastName",
              required: true,
              autoComplete: "family-name",
              maxLength: AUTH_LIMITS.name,
              defaultValue: user.lastName ?? "",
            }}
          />
          <SubmitButton action="/dashboard" pendingText="Saving...">
            Save Name
          </SubmitButton>
        </Setting>
        <Setting intent="change-email" label="Change Email" error={error}>
          <p className="text-xs text-gray-600">
            We send a link to the new address; your address changes once you follow it.
          </p>
          <Field
            label="New email"
            inputProps={{
              id: "account-new-email",
              name: "email",
              type: "email",
              required: true,
              autoComplete: "email",
              maxLength: AUTH_LIMITS.email,
            }}
          />
          <Field label="Current password" inputProps={password("change-email")} />
          <SubmitButton action="/dashboard" pendingText="Sending...">
            Send Confirmation Link
          </SubmitButton>
        </Setting>
        <Setting intent="delete-account" label="Delete Account" error={error}>
          <p className="text-xs text-gray-600">
            This deletes your account and signs you out everywhere. Listings you manage become
            unclaimed (claimed ones get their original details back); their pages and reviews stay.
          </p>
          <Field label="Password" inputProps={password("delete-account")} />
          <SubmitButton action="/dashboard" pendingText="Deleting..." variant="secondary">
            Delete My Account
          </SubmitButton>
        </Setting>
      </div>
    </section>
  );
}
