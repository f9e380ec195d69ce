import { useLoaderData } from "react-router";
import { MailedLinkPage, NewPasswordForm } from "~/components/auth/auth-form";
import { AUTH_MESSAGES } from "~/lib/auth-schemas";
import { isResetTokenValid, resetPassword } from "~/models/accounts/users.server";
import { newPasswordAction, tokenParam } from "~/server/auth/auth-pages.server";
import { env } from "~/env.server";
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
  return newPasswordAction(
    request,
    context,
    (token, password) => resetPassword(token, password, { siteUrl: env().SITE_URL }),
    () => ({
      title: AUTH_MESSAGES.resetDoneTitle,
      description: AUTH_MESSAGES.resetDoneDescription,
    }),
  );
}

export default function ResetPasswordPage() {
  const { valid } = useLoaderData<typeof loader>();
  return (
    <MailedLinkPage
      title="Reset Password"
      valid={valid}
      invalid={AUTH_MESSAGES.resetInvalid}
      onward={[["/forgot-password", "Request a new link"]]}
      lead="Choose a new password. Every device signed in to your account will be signed out."
    >
      <NewPasswordForm id="reset-password" submitText="Reset Password" pendingText="Resetting..." />
    </MailedLinkPage>
  );
}

export const headers = privatePageHeaders;
