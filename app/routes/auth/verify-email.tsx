import { data } from "react-router";
import { useLoaderData } from "react-router";
import {
  AuthMessageCard,
  MailedLinkPage,
  TokenForm,
  useAuthPending,
} from "~/components/auth/auth-form";
import { AUTH_MESSAGES } from "~/lib/auth-schemas";
import {
  isVerificationTokenValid,
  resendVerification,
  verifyEmail,
} from "~/models/accounts/users.server";
import { afterLoginRedirect, requireUser } from "~/server/auth/auth.server";
import { postedToken, tokenParam } from "~/server/auth/auth-pages.server";
import { env } from "~/env.server";
import { allow } from "~/server/rate-limit.server";
import { redirectWithToast } from "~/server/toast.server";
import { noindexMeta, privatePageHeaders } from "~/lib/private-page";
import { readDraft } from "~/routes/owners/add-company/draft.server";
import type { Route } from "./+types/verify-email";

/**
 * The mailed link is a GET, and a GET never writes (LiteFS replicas are read-only, and mail
 * scanners follow links): the page checks the token and offers a button that POSTs it.
 * See decision 007.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.get("verified") === "1") {
    // A claim started before the address was verified (an invitation's link) is taken up again.
    const claiming = (await readDraft(request)).claimId ?? null;
    return { state: "verified" as const, token: "", claiming };
  }
  const token = tokenParam(request);
  const valid = token !== "" && isVerificationTokenValid(token);
  return { state: valid ? ("ready" as const) : ("invalid" as const), token, claiming: null };
}

export const meta = noindexMeta({
  title: "Verify Email | Road Striping Directory",
  description: "Confirm the email address of your Road Striping Directory account.",
  path: "/verify-email",
});

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === "resend") return resend(request, formData);
  const token = postedToken(formData);
  const user = token ? verifyEmail(token) : null;
  if (!user) return data({ invalid: true }, { status: 400 });
  return redirectWithToast("/verify-email?verified=1", {
    title: AUTH_MESSAGES.verifyDoneTitle,
    description: AUTH_MESSAGES.verifyDoneDescription,
  });
}

/** 'Send the verification e-mail again', from the dashboard or the listing wizard. */
async function resend(request: Request, formData: FormData) {
  const user = await requireUser(request);
  const back = afterLoginRedirect(formData.get("back"));
  if (user.isVerified) {
    return redirectWithToast(back, { title: AUTH_MESSAGES.verifyDoneTitle });
  }
  if (!allow("verifyResend", String(user.id))) {
    return redirectWithToast(back, {
      type: "destructive",
      title: "Too many e-mails",
      description:
        "We sent several links already. Check your spam folder, or try again in an hour.",
    });
  }
  resendVerification(user.id, { siteUrl: env().SITE_URL });
  return redirectWithToast(back, {
    title: "Verification e-mail sent",
    description: `We sent a new link to ${user.email}. It replaces the earlier ones.`,
  });
}

const ONWARD = [
  ["/dashboard", "Go to My Account"],
  ["/", "Back to Home"],
] as const;

export default function VerifyEmailPage() {
  const { state, token, claiming } = useLoaderData<typeof loader>();
  const pending = useAuthPending("/verify-email");

  if (state === "verified") {
    const links = claiming
      ? ([[`/add-company?claim=${claiming}`, "Continue claiming your listing"], ...ONWARD] as const)
      : ONWARD;
    return (
      <AuthMessageCard title="Email Verified" tone="notice" links={links}>
        {AUTH_MESSAGES.verifyDoneDescription}
      </AuthMessageCard>
    );
  }

  return (
    <MailedLinkPage
      title="Verify Email"
      valid={state !== "invalid"}
      invalid={AUTH_MESSAGES.verifyInvalid}
      onward={ONWARD}
      lead="Confirm that this email address belongs to you."
    >
      <TokenForm
        token={token}
        pending={pending}
        submitText="Verify Email"
        pendingText="Verifying..."
      />
    </MailedLinkPage>
  );
}

export const headers = privatePageHeaders;
