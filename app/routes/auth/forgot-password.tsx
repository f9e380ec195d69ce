import { parseWithZod } from "@conform-to/zod/v4";
import { noindexMeta } from "~/lib/private-page";

import { data, redirect } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { AuthForm, AuthMessageCard, useAuthForm } from "~/components/auth/auth-form";
import { AuthCard, AuthLinks, EmailField } from "~/components/auth/form-parts";
import { AUTH_MESSAGES, forgotPasswordSchema } from "~/lib/auth-schemas";
import { requestPasswordReset } from "~/models/accounts/users.server";
import {
  allowAttempt,
  tooManyAttempts,
  type AuthActionData,
} from "~/server/auth/auth-pages.server";
import { env } from "~/env.server";
import type { Route } from "./+types/forgot-password";
import { PUBLIC_FIXED_PAGE } from "~/lib/page-cache-handle";

/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_FIXED_PAGE;

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export const meta = noindexMeta({
  title: "Forgot Password | Road Striping Directory",
  description: "Request a link to reset the password of your Road Striping Directory account.",
  path: "/forgot-password",
});

/**
 * Queues the reset mail when the address has an account; the answer is the same neutral text
 * either way, so the page never tells whether an address is registered.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") {
    return data<AuthActionData>({ result: submission.reply() }, { status: 400 });
  }
  if (!allowAttempt("passwordReset", request, context)) return tooManyAttempts(submission);
  requestPasswordReset(submission.value.email, { siteUrl: env().SITE_URL });
  return redirect("/forgot-password?sent=1");
}

const BACK = [["/login", "Back to Sign In"]] as const;

export default function ForgotPasswordPage() {
  const { sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { form, fields, pending } = useAuthForm(
    "forgot-password",
    forgotPasswordSchema,
    actionData?.result,
  );

  if (sent) {
    return (
      <AuthMessageCard title="Check Your Email" tone="notice" links={BACK}>
        {AUTH_MESSAGES.resetRequested}
      </AuthMessageCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      lead="Enter the email address of your account and we will send you a link to reset your password."
    >
      <AuthForm form={form} pending={pending} submitText="Send Reset Link" pendingText="Sending...">
        <EmailField field={fields.email} />
      </AuthForm>
      <AuthLinks links={BACK} />
    </AuthCard>
  );
}
