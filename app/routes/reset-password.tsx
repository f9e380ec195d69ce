import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthCard, FormError, linkClass, PasswordField } from "~/components/auth/form-parts";
import { SubmitButton } from "~/components/ui/forms";
import { AUTH_LIMITS, AUTH_MESSAGES, resetPasswordSchema } from "~/lib/auth-schemas";
import { seoMeta } from "~/lib/seo";
import { isResetTokenValid, resetPassword } from "~/models/users.server";
import { clearSessionCookie } from "~/server/auth.server";
import { env } from "~/server/env.server";
import { clientIp } from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";
import { redirectWithToast } from "~/server/toast.server";
import { privatePageHeaders } from "~/lib/private-page";

type ActionData = { result?: SubmissionResult<string[]>; invalid?: boolean };

/** Checking the link is a read, so the page can say at once when it is no longer valid. */
export function loader({ request }: LoaderFunctionArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, AUTH_LIMITS.token);
  return { token, valid: token !== "" && isResetTokenValid(token) };
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Reset Password | Road Striping Directory",
    description: "Choose a new password for your Road Striping Directory account.",
    path: "/reset-password",
    matches,
    noindex: true,
  });

/**
 * Sets the new password, spends the link and ends every session of the account (this browser's
 * cookie is cleared too), then sends the visitor to /login with a toast.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  const hidden = { hideFields: ["password", "confirmPassword"] };
  if (submission.status !== "success") {
    return data<ActionData>({ result: submission.reply(hidden) }, { status: 400 });
  }
  if (!allow("passwordReset", clientIp(request, context))) {
    return data<ActionData>(
      { result: submission.reply({ ...hidden, formErrors: [AUTH_MESSAGES.tooManyAttempts] }) },
      { status: 429 },
    );
  }
  const { token, password } = submission.value;
  const user = await resetPassword(token, password, { siteUrl: env().SITE_URL });
  if (!user) return data<ActionData>({ invalid: true }, { status: 400 });
  return redirectWithToast(
    "/login",
    { title: AUTH_MESSAGES.resetDoneTitle, description: AUTH_MESSAGES.resetDoneDescription },
    { headers: { "Set-Cookie": await clearSessionCookie() } },
  );
}

export default function ResetPasswordPage() {
  const { token, valid } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" && navigation.formAction?.startsWith("/reset-password");
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(resetPasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  if (!valid || actionData?.invalid) {
    return (
      <AuthCard title="Reset Password">
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800"
        >
          {AUTH_MESSAGES.resetInvalid}
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to="/forgot-password" className={linkClass}>
            Request a new link
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset Password"
      lead="Choose a new password. Every device signed in to your account will be signed out."
    >
      <FormError id={form.errorId} errors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="token" value={token} />
        <PasswordField field={fields.password} label="New Password" autoComplete="new-password" />
        <PasswordField
          field={fields.confirmPassword}
          label="Confirm New Password"
          autoComplete="new-password"
        />
        <SubmitButton variant="block" pending={pending} pendingText="Resetting...">
          Reset Password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

export const headers = privatePageHeaders;
