import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import {
  AuthCard,
  AuthCardFoot,
  authHref,
  EmailField,
  FormError,
  JsMarker,
  linkClass,
  PasswordField,
} from "~/components/auth/form-parts";
import { SubmitButton } from "~/components/ui/forms";
import { AUTH_MESSAGES, loginSchema } from "~/lib/auth-schemas";
import { seoMeta } from "~/lib/seo";
import type { Toast } from "~/lib/toast";
import {
  afterLoginRedirect,
  createUserSessionCookie,
  signInPageLoader,
} from "~/server/auth.server";
import { authenticator, LoginFailure } from "~/server/authenticator.server";
import { clientIp } from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";
import { redirectWithToast, toastCookie } from "~/server/toast.server";

type ActionData = { result: SubmissionResult<string[]>; toast?: Omit<Toast, "id"> };

export async function loader({ request }: LoaderFunctionArgs) {
  return signInPageLoader(request);
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Sign In | Road Striping Directory",
    description: "Sign in to manage your company listings on the Road Striping Directory.",
    path: "/login",
    matches,
    noindex: true,
  });

const failedToast: Omit<Toast, "id"> = {
  title: AUTH_MESSAGES.loginFailedTitle,
  description: AUTH_MESSAGES.loginFailedDescription,
  type: "destructive",
};

/**
 * The FormStrategy checks the credentials; success starts a new session row (a fresh id) and
 * goes to `redirectTo` or /dashboard with 'Login successful'.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.clone().formData();
  if (!allow("login", clientIp(request, context))) {
    const submission = parseWithZod(form, { schema: loginSchema });
    const result = submission.reply({
      formErrors: [AUTH_MESSAGES.tooManyAttempts],
      hideFields: ["password"],
    });
    return data<ActionData>({ result }, { status: 429 });
  }
  try {
    const user = await authenticator.authenticate("form", request);
    const cookie = await createUserSessionCookie(user.id, request);
    return redirectWithToast(
      afterLoginRedirect(form.get("redirectTo")),
      { title: AUTH_MESSAGES.loginSuccess },
      { headers: { "Set-Cookie": cookie } },
    );
  } catch (error) {
    if (!(error instanceof LoginFailure)) throw error;
    if (error.kind === "invalid")
      return data<ActionData>({ result: error.result }, { status: 400 });
    if (error.kind === "throttled")
      return data<ActionData>({ result: error.result }, { status: 429 });
    if (error.kind === "disabled")
      return data<ActionData>({ result: error.result }, { status: 403 });
    // With JavaScript the toast travels in the flash cookie; without, this page shows it.
    const headers =
      form.get("_js") === "1" ? { "Set-Cookie": await toastCookie(failedToast) } : undefined;
    return data<ActionData>({ result: error.result, toast: failedToast }, { status: 401, headers });
  }
}

export default function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith("/login");
  const [form, fields] = useForm({
    id: "login",
    lastResult: actionData?.result,
    constraint: getZodConstraint(loginSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  return (
    <AuthCard title="Sign In" lead="Sign in to manage your company listings.">
      <FormError id={form.errorId} errors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <JsMarker />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <EmailField field={fields.email} placeholder="you@company.com" />
        <PasswordField field={fields.password} label="Password" autoComplete="current-password" />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className={linkClass}>
            Forgot your password?
          </Link>
        </div>
        <SubmitButton variant="block" pending={pending} pendingText="Signing In...">
          Sign In
        </SubmitButton>
      </Form>
      <AuthCardFoot
        prompt="Don't have an account?"
        to={authHref("/register", redirectTo)}
        linkText="Sign up"
        toast={actionData?.toast}
      />
    </AuthCard>
  );
}
