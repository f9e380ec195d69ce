import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard, linkClass } from "~/components/auth/form-parts";
import { SubmitButton } from "~/components/ui/forms";
import { AUTH_LIMITS, verifyEmailSchema } from "~/lib/auth-schemas";
import { privatePageHeaders } from "~/lib/private-page";
import { seoMeta } from "~/lib/seo";
import { confirmEmailChange, pendingEmailOf } from "~/models/account.server";
import { DomainError } from "~/models/errors.server";
import { redirectWithToast } from "~/server/toast.server";

const INVALID =
  "This link is invalid, has expired or has already been used. Ask for a new one under Change Email on your dashboard.";

/**
 * The link mailed to a new address. The GET only shows which address it confirms (mail scanners
 * follow links, and replicas are read-only); the button POSTs the token (decision 007).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, AUTH_LIMITS.token);
  const email = token ? pendingEmailOf(token) : undefined;
  return { token, email: email ?? null };
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Confirm New Email | Road Striping Directory",
    description: "Confirm the new email address of your Road Striping Directory account.",
    path: "/confirm-email",
    matches,
    noindex: true,
  });

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const parsed = verifyEmailSchema.safeParse({ token: formData.get("token") ?? undefined });
  try {
    const user = parsed.success ? confirmEmailChange(parsed.data.token) : null;
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
  const actionData = useActionData<typeof action>();
  const problem = actionData?.error ?? (email ? null : INVALID);
  if (problem) {
    return (
      <AuthCard title="Confirm New Email">
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800"
        >
          {problem}
        </div>
        <p className="mt-6 flex justify-center gap-4 text-sm">
          <Link to="/dashboard" className={linkClass}>
            Go to My Account
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Confirm New Email"
      lead={
        <>
          Sign in with <strong className="break-all">{email}</strong> from now on.
        </>
      }
    >
      <Form method="post">
        <input type="hidden" name="token" value={token} />
        <SubmitButton variant="block" pendingText="Confirming...">
          Confirm New Email
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

export const headers = privatePageHeaders;
