import { data } from "react-router";
import { useLoaderData } from "react-router";
import { MailedLinkPage, TokenForm } from "~/components/auth/auth-form";
import { noindexMeta, privatePageHeaders } from "~/lib/private-page";
import { confirmEmailChange, pendingEmailOf } from "~/models/accounts/account.server";
import { DomainError } from "~/models/errors.server";
import { postedToken, tokenParam } from "~/server/auth/auth-pages.server";
import { env } from "~/env.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/confirm-email";

const INVALID =
  "This link is invalid, has expired or has already been used. Ask for a new one under Change Email on your dashboard.";

/**
 * The link mailed to a new address. The GET only shows which address it confirms (mail scanners
 * follow links, and replicas are read-only); the button POSTs the token (decision 007).
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = tokenParam(request);
  const email = token ? pendingEmailOf(token) : undefined;
  return { token, email: email ?? null };
}

export const meta = noindexMeta({
  title: "Confirm New Email | Road Striping Directory",
  description: "Confirm the new email address of your Road Striping Directory account.",
  path: "/confirm-email",
});

export async function action({ request }: Route.ActionArgs) {
  const token = postedToken(await request.formData());
  try {
    const user = token ? confirmEmailChange(token, { siteUrl: env().SITE_URL }) : null;
    if (!user) return data({ error: INVALID }, { status: 400 });
    return redirectWithToast("/dashboard", {
      title: "Email Changed",
      description: `Your account's email address is now ${user.email}.`,
    });
  } catch (error) {
    if (error instanceof DomainError)
      return data({ error: error.message }, { status: error.status });
    throw error;
  }
}

export default function ConfirmEmailPage() {
  const { token, email } = useLoaderData<typeof loader>();
  return (
    <MailedLinkPage
      title="Confirm New Email"
      valid={email !== null}
      invalid={INVALID}
      onward={[["/dashboard", "Go to My Account"]]}
      lead={
        <>
          Sign in with <strong className="break-all">{email}</strong> from now on.
        </>
      }
    >
      <TokenForm token={token} submitText="Confirm New Email" pendingText="Confirming..." />
    </MailedLinkPage>
  );
}

export const headers = privatePageHeaders;
