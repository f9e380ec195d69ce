import { parseWithZod } from "@conform-to/zod/v4";

import { data } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { AuthMessageCard, NewPasswordCard } from "~/components/auth/auth-form";
import { AUTH_MESSAGES, resetPasswordSchema } from "~/lib/auth-schemas";
import { isResetTokenValid, resetPassword } from "~/models/users.server";
import { clearSessionCookie } from "~/server/auth.server";
import {
  allowAttempt,
  tokenParam,
  tooManyAttempts,
  type AuthActionData as ActionData,
} from "~/server/auth-pages.server";
import { env } from "~/server/env.server";
import { rememberDevice } from "~/server/known-device.server";
import { redirectWithToast } from "~/server/toast.server";
import { noindexMeta, privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/reset-password";

/** Checking the link is a read, so the page can say at once when it is no longer valid. */
export function loader({ request }: Route.LoaderArgs) {
  const token = tokenParam(request);
  return { token, valid: token !== "" && isResetTokenValid(token) };
}

export const meta = noindexMeta({
  title: "Reset Password | Road Striping Directory",
  description: "Choose a new password for your Road Striping Directory account.",
  path: "/reset-password",
});

/**
 * Sets the new password, spends the link and ends every session of the account (this browser's
 * cookie is cleared too), then sends the visitor to /login with a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return data<ActionData>({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  if (!allowAttempt("passwordReset", request, context)) {
    return tooManyAttempts(submission, hideFields);
  }
  const { token, password } = submission.value;
  const user = await resetPassword(token, password, { siteUrl: env().SITE_URL });
  if (!user) return data<ActionData>({ invalid: true }, { status: 400 });
  // The mailbox proved it is the owner's: this browser is never refused by the account-wide
  // sign-in limit (decision 041).
  const headers = new Headers();
  headers.append("Set-Cookie", await clearSessionCookie());
  headers.append("Set-Cookie", await rememberDevice(request, user.email));
  return redirectWithToast(
    "/login",
    { title: AUTH_MESSAGES.resetDoneTitle, description: AUTH_MESSAGES.resetDoneDescription },
    { headers },
  );
}

export default function ResetPasswordPage() {
  const { token, valid } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (!valid || actionData?.invalid) {
    return (
      <AuthMessageCard
        title="Reset Password"
        tone="alert"
        links={[["/forgot-password", "Request a new link"]]}
      >
        {AUTH_MESSAGES.resetInvalid}
      </AuthMessageCard>
    );
  }

  return (
    <NewPasswordCard
      id="reset-password"
      token={token}
      result={actionData?.result}
      title="Reset Password"
      lead="Choose a new password. Every device signed in to your account will be signed out."
      submitText="Reset Password"
      pendingText="Resetting..."
    />
  );
}

export const headers = privatePageHeaders;
