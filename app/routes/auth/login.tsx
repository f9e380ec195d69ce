import { parseWithZod } from "@conform-to/zod/v4";
import { noindexMeta } from "~/lib/private-page";

import { data } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { SignInCard, useAuthForm } from "~/components/auth/auth-form";
import { EmailField, linkClass, PasswordField } from "~/components/auth/form-parts";
import { AUTH_MESSAGES, loginSchema } from "~/lib/auth-schemas";
import { signInLead } from "~/lib/sign-in-reasons";
import { afterLoginRedirect, createUserSessionCookie } from "~/server/auth/auth.server";
import {
  allowAttempt,
  refusedWithToast,
  signInLoader,
  tooManyAttempts,
  type AuthActionData as ActionData,
} from "~/server/auth/auth-pages.server";
import { authenticateForm, LoginFailure } from "~/server/auth/authenticator.server";
import { clientIp } from "~/server/http.server";
import { rememberDevice } from "~/server/auth/known-device.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/login";
import { PUBLIC_FIXED_PAGE } from "~/lib/page-cache-handle";

/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_FIXED_PAGE;

export const loader = signInLoader;

export const meta = noindexMeta({
  title: "Sign In | Road Striping Directory",
  description: "Sign in to manage your company listings on the Road Striping Directory.",
  path: "/login",
});

const REFUSAL_STATUS = { invalid: 400, throttled: 429, disabled: 403 } as const;

/**
 * The FormStrategy checks the credentials; success starts a new session row (a fresh id) and
 * goes to `redirectTo` or /dashboard with 'Login successful'.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.clone().formData();
  if (!allowAttempt("login", request, context)) {
    return tooManyAttempts(parseWithZod(form, { schema: loginSchema }), ["password"]);
  }
  try {
    const user = await authenticateForm(request, clientIp(request, context));
    const headers = new Headers();
    headers.append("Set-Cookie", await createUserSessionCookie(user.id, request));
    headers.append("Set-Cookie", await rememberDevice(request, user.email));
    return redirectWithToast(
      afterLoginRedirect(form.get("redirectTo")),
      { title: AUTH_MESSAGES.loginSuccess },
      { headers },
    );
  } catch (error) {
    if (!(error instanceof LoginFailure)) throw error;
    // Only wrong credentials get the toast; the form's own message explains the others.
    if (error.kind === "credentials") return refusedWithToast("login", error.result, 401);
    return data<ActionData>({ result: error.result }, { status: REFUSAL_STATUS[error.kind] });
  }
}

export default function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const auth = useAuthForm("login", loginSchema, actionData?.result);
  const { fields } = auth;

  return (
    <SignInCard
      page="login"
      auth={auth}
      redirectTo={redirectTo}
      toast={actionData?.toast}
      lead={signInLead(redirectTo)}
    >
      <EmailField field={fields.email} placeholder="you@company.com" />
      <PasswordField field={fields.password} label="Password" autoComplete="current-password" />
      <div className="text-right text-sm">
        <Link to="/forgot-password" className={linkClass}>
          Forgot your password?
        </Link>
      </div>
    </SignInCard>
  );
}
