import { Honeypot } from "~/components/honeypot";
import { filledHoneypot } from "~/lib/honeypot";
import { parseWithZod } from "@conform-to/zod/v4";
import { noindexMeta } from "~/lib/private-page";

import { data } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { SignInCard, useAuthForm } from "~/components/auth/auth-form";
import { AccountField, PasswordField } from "~/components/auth/form-parts";
import { AUTH_LIMITS, AUTH_MESSAGES, registerSchema } from "~/lib/auth-schemas";
import { Conflict } from "~/models/errors.server";
import { afterLoginRedirect } from "~/server/auth/auth.server";
import {
  allowAttempt,
  refusedWithToast,
  createSignedInUser,
  signInLoader,
  tooManyAttemptsResult,
  type AuthActionData as ActionData,
} from "~/server/auth/auth-pages.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/register";
import { PUBLIC_FIXED_PAGE } from "~/lib/page-cache-handle";

/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_FIXED_PAGE;

export const loader = signInLoader;

export const meta = noindexMeta({
  title: "Create Account | Road Striping Directory",
  description:
    "Create a free account to add or claim your striping company on the Road Striping Directory.",
  path: "/register",
});

const HIDDEN = ["password", "confirmPassword"];

/**
 * Creates the account (argon2id), queues the verification mail, signs the new user in and goes
 * to /dashboard (or the page that sent them here) with 'Account created successfully'.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const success = { title: AUTH_MESSAGES.registrationSuccess };
  const next = afterLoginRedirect(formData.get("redirectTo"));
  // A filled honeypot is a bot: it gets the usual redirect, and nothing is stored.
  if (filledHoneypot(formData)) return redirectWithToast(next, success);

  const submission = parseWithZod(formData, { schema: registerSchema });
  // Field messages explain a validation failure; a refused account also gets the toast.
  if (submission.status !== "success") {
    const result = submission.reply({
      formErrors: [AUTH_MESSAGES.registrationFailedInline],
      hideFields: HIDDEN,
    });
    return data<ActionData>({ result }, { status: 400 });
  }
  if (!allowAttempt("register", request, context)) {
    return refusedWithToast("register", tooManyAttemptsResult(submission, HIDDEN), 429);
  }
  try {
    // createUser takes only the account's fields of what the form read.
    const { headers } = await createSignedInUser(request, submission.value);
    return redirectWithToast(next, success, { headers });
  } catch (error) {
    if (!(error instanceof Conflict)) throw error;
    const result = submission.reply({
      formErrors: [AUTH_MESSAGES.registrationFailedInline],
      fieldErrors: { email: [AUTH_MESSAGES.emailTaken] },
      hideFields: HIDDEN,
    });
    return refusedWithToast("register", result, 409);
  }
}

/** Who is registering (name, label, type, autofill, limit): the name side by side, then contacts. */
const PERSON = [
  ["firstName", "First Name", "text", "given-name", AUTH_LIMITS.name],
  ["lastName", "Last Name", "text", "family-name", AUTH_LIMITS.name],
  ["email", "Email", "email", "email", AUTH_LIMITS.email],
  ["company", "Company Name (optional)", "text", "organization", AUTH_LIMITS.company],
  ["phone", "Phone (optional)", "tel", "tel", AUTH_LIMITS.phone],
] as const;

export default function RegisterPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const auth = useAuthForm("register", registerSchema, actionData?.result);
  const { fields } = auth;
  const field = ([name, label, type, autoComplete, maxLength]: (typeof PERSON)[number]) => (
    <AccountField key={name} field={fields[name]} {...{ label, type, autoComplete, maxLength }} />
  );

  return (
    <SignInCard page="register" auth={auth} redirectTo={redirectTo} toast={actionData?.toast}>
      <Honeypot />
      <div className="grid gap-4 sm:grid-cols-2">{PERSON.slice(0, 2).map(field)}</div>
      {PERSON.slice(2).map(field)}
      <PasswordField field={fields.password} label="Password" autoComplete="new-password" />
      <PasswordField
        field={fields.confirmPassword}
        label="Confirm Password"
        autoComplete="new-password"
      />
      <p className="text-xs text-gray-500">Passwords must be at least 8 characters.</p>
    </SignInCard>
  );
}
