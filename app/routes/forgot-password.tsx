import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthCard, AuthLinks, EmailField, FormError, Notice } from "~/components/auth/form-parts";
import { SubmitButton } from "~/components/ui/forms";
import { AUTH_MESSAGES, forgotPasswordSchema } from "~/lib/auth-schemas";
import { seoMeta } from "~/lib/seo";
import { requestPasswordReset } from "~/models/users.server";
import { env } from "~/server/env.server";
import { clientIp } from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";

export function loader({ request }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Forgot Password | Road Striping Directory",
    description: "Request a link to reset the password of your Road Striping Directory account.",
    path: "/forgot-password",
    matches,
    noindex: true,
  });

/**
 * Queues the reset mail when the address has an account; the answer is the same neutral text
 * either way, so the page never tells whether an address is registered.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") {
    return data<{ result: SubmissionResult<string[]> }>(
      { result: submission.reply() },
      { status: 400 },
    );
  }
  if (!allow("passwordReset", clientIp(request, context))) {
    return data(
      { result: submission.reply({ formErrors: [AUTH_MESSAGES.tooManyAttempts] }) },
      {
        status: 429,
      },
    );
  }
  requestPasswordReset(submission.value.email, { siteUrl: env().SITE_URL });
  return redirect("/forgot-password?sent=1");
}

export default function ForgotPasswordPage() {
  const { sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" && navigation.formAction?.startsWith("/forgot-password");
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(forgotPasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  if (sent) {
    return (
      <AuthCard title="Check Your Email">
        <Notice>{AUTH_MESSAGES.resetRequested}</Notice>
        <AuthLinks links={[["/login", "Back to Sign In"]]} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      lead="Enter the email address of your account and we will send you a link to reset your password."
    >
      <FormError id={form.errorId} errors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <EmailField field={fields.email} />
        <SubmitButton variant="block" pending={pending} pendingText="Sending...">
          Send Reset Link
        </SubmitButton>
      </Form>
      <AuthLinks links={[["/login", "Back to Sign In"]]} />
    </AuthCard>
  );
}
