import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthCard, AuthLinks, Notice } from "~/components/auth/form-parts";
import { SubmitButton } from "~/components/ui/forms";
import { AUTH_LIMITS, AUTH_MESSAGES, verifyEmailSchema } from "~/lib/auth-schemas";
import { seoMeta } from "~/lib/seo";
import { isVerificationTokenValid, resendVerification, verifyEmail } from "~/models/users.server";
import { afterLoginRedirect, requireUser } from "~/server/auth.server";
import { env } from "~/server/env.server";
import { allow } from "~/server/rate-limit.server";
import { redirectWithToast } from "~/server/toast.server";
import { privatePageHeaders } from "~/lib/private-page";

/**
 * The mailed link is a GET, and a GET never writes (LiteFS replicas are read-only, and mail
 * scanners follow links): the page checks the token and offers a button that POSTs it.
 * See decision 007.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get("verified") === "1") return { state: "verified" as const, token: "" };
  const token = (url.searchParams.get("token") ?? "").slice(0, AUTH_LIMITS.token);
  const valid = token !== "" && isVerificationTokenValid(token);
  return { state: valid ? ("ready" as const) : ("invalid" as const), token };
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Verify Email | Road Striping Directory",
    description: "Confirm the email address of your Road Striping Directory account.",
    path: "/verify-email",
    matches,
    noindex: true,
  });

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") === "resend") return resend(request, formData);
  const parsed = verifyEmailSchema.safeParse({ token: formData.get("token") ?? undefined });
  const user = parsed.success ? verifyEmail(parsed.data.token) : null;
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

export default function VerifyEmailPage() {
  const { state, token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith("/verify-email");

  if (state === "verified") {
    return (
      <AuthCard title="Email Verified">
        <Notice>{AUTH_MESSAGES.verifyDoneDescription}</Notice>
        <AuthLinks
          links={[
            ["/dashboard", "Go to My Account"],
            ["/", "Back to Home"],
          ]}
        />
      </AuthCard>
    );
  }

  if (state === "invalid" || actionData?.invalid) {
    return (
      <AuthCard title="Verify Email">
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800"
        >
          {AUTH_MESSAGES.verifyInvalid}
        </div>
        <AuthLinks
          links={[
            ["/dashboard", "Go to My Account"],
            ["/", "Back to Home"],
          ]}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Verify Email" lead="Confirm that this email address belongs to you.">
      <Form method="post">
        <input type="hidden" name="token" value={token} />
        <SubmitButton variant="block" pending={pending} pendingText="Verifying...">
          Verify Email
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

export const headers = privatePageHeaders;
