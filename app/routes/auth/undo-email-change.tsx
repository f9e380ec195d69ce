import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { data } from "react-router";
import { useLoaderData } from "react-router";
import { MailedLinkPage, NewPasswordForm } from "~/components/auth/auth-form";
import { noindexMeta, privatePageHeaders } from "~/lib/private-page";
import { emailRevertOf, revertEmailChange } from "~/models/accounts/email-revert.server";
import { Conflict } from "~/models/errors.server";
import {
  newPasswordAction,
  tokenParam,
  type AuthActionData,
} from "~/server/auth/auth-pages.server";
import { env } from "~/env.server";

const UNDO_INVALID =
  "This link is invalid, has expired or has already been used. If your account was taken, reset your password from the sign-in page or contact support.";

/**
 * The link mailed to the old address when a change of e-mail is confirmed (decision 041). The GET
 * only reads (mail scanners follow links; replicas are read-only); the form posts the token with
 * a new password, since whoever changed the address may know the old one.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const token = tokenParam(request);
  return { token, email: (token && emailRevertOf(token)) || null };
}

export const meta = noindexMeta({
  title: "Undo Email Change | Road Striping Directory",
  description: "Give your Road Striping Directory account back its previous email address.",
  path: "/undo-email-change",
});

type ActionData = AuthActionData & { error?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  try {
    return await newPasswordAction(
      request,
      context,
      (token, password) => revertEmailChange(token, password, { siteUrl: env().SITE_URL }),
      (email) => ({
        title: "Email restored",
        description: `Your account uses ${email} again. Sign in with your new password.`,
      }),
    );
  } catch (error) {
    if (error instanceof Conflict)
      return data<ActionData>({ error: error.message }, { status: 409 });
    throw error;
  }
}

export default function UndoEmailChangePage() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <MailedLinkPage
      title="Undo Email Change"
      valid={email !== null}
      invalid={UNDO_INVALID}
      onward={[["/forgot-password", "Reset your password"]]}
      lead={
        <>
          Give your account back <strong className="break-all">{email}</strong> and choose a new
          password. Every device signed in to your account will be signed out.
        </>
      }
    >
      <NewPasswordForm
        id="undo-email-change"
        submitText="Restore My Email"
        pendingText="Restoring..."
      />
    </MailedLinkPage>
  );
}

export const headers = privatePageHeaders;
