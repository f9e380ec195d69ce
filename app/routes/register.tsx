import { Honeypot } from "~/components/honeypot";
import { filledHoneypot } from "~/lib/honeypot";
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import {
  AuthCard,
  AuthCardFoot,
  authHref,
  FormError,
  JsMarker,
  PasswordField,
} from "~/components/auth/form-parts";
import { FieldFrame, SubmitButton, inputClass } from "~/components/ui/forms";
import { AUTH_LIMITS, AUTH_MESSAGES, registerSchema } from "~/lib/auth-schemas";
import { seoMeta } from "~/lib/seo";
import type { Toast } from "~/lib/toast";
import { Conflict } from "~/models/errors.server";
import { createUser } from "~/models/users.server";
import {
  afterLoginRedirect,
  createUserSessionCookie,
  signInPageLoader,
} from "~/server/auth.server";
import { env } from "~/server/env.server";
import { clientIp } from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";
import { redirectWithToast, toastCookie } from "~/server/toast.server";

type ActionData = { result: SubmissionResult<string[]>; toast?: Omit<Toast, "id"> };

export async function loader({ request }: LoaderFunctionArgs) {
  return signInPageLoader(request);
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Create Account | Road Striping Directory",
    description:
      "Create a free account to add or claim your striping company on the Road Striping Directory.",
    path: "/register",
    matches,
    noindex: true,
  });

const failedToast: Omit<Toast, "id"> = {
  title: AUTH_MESSAGES.registrationFailedTitle,
  description: AUTH_MESSAGES.registrationFailedDescription,
  type: "destructive",
};

const HIDDEN = ["password", "confirmPassword"];

/**
 * Creates the account (argon2id), queues the verification mail, signs the new user in and goes
 * to /dashboard (or the page that sent them here) with 'Account created successfully'.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const success = { title: AUTH_MESSAGES.registrationSuccess };
  const next = afterLoginRedirect(formData.get("redirectTo"));
  // A filled honeypot is a bot: it gets the usual redirect, and nothing is stored.
  if (filledHoneypot(formData)) return redirectWithToast(next, success);

  const submission = parseWithZod(formData, { schema: registerSchema });
  const js = formData.get("_js") === "1";
  // Field messages explain a validation failure; a refused account also gets the toast.
  const fail = async (result: SubmissionResult<string[]>, status: number) => {
    if (status === 400) return data<ActionData>({ result }, { status });
    const headers = js ? { "Set-Cookie": await toastCookie(failedToast) } : undefined;
    return data<ActionData>({ result, toast: failedToast }, { status, headers });
  };

  if (submission.status !== "success") {
    const result = submission.reply({
      formErrors: [AUTH_MESSAGES.registrationFailedInline],
      hideFields: HIDDEN,
    });
    return fail(result, 400);
  }
  if (!allow("register", clientIp(request, context))) {
    return fail(
      submission.reply({ formErrors: [AUTH_MESSAGES.tooManyAttempts], hideFields: HIDDEN }),
      429,
    );
  }
  try {
    const { email, password, firstName, lastName, company, phone } = submission.value;
    const user = await createUser(
      { email, password, firstName, lastName, company, phone },
      { siteUrl: env().SITE_URL },
    );
    const cookie = await createUserSessionCookie(user.id, request);
    return redirectWithToast(next, success, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (!(error instanceof Conflict)) throw error;
    const result = submission.reply({
      formErrors: [AUTH_MESSAGES.registrationFailedInline],
      fieldErrors: { email: [AUTH_MESSAGES.emailTaken] },
      hideFields: HIDDEN,
    });
    return fail(result, 409);
  }
}

export default function RegisterPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith("/register");
  const [form, fields] = useForm({
    id: "register",
    lastResult: actionData?.result,
    constraint: getZodConstraint(registerSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const text = (
    field: (typeof fields)["firstName" | "lastName" | "email" | "company" | "phone"],
    label: string,
    type: "text" | "email" | "tel",
    autoComplete: string,
    maxLength: number,
  ) => (
    <FieldFrame id={field.id} label={label} errors={field.errors}>
      <input
        {...getInputProps(field, { type })}
        autoComplete={autoComplete}
        maxLength={maxLength}
        className={inputClass}
      />
    </FieldFrame>
  );

  return (
    <AuthCard
      title="Create Account"
      lead="List your company, claim an existing listing and manage it from your dashboard."
    >
      <FormError id={form.errorId} errors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <JsMarker />
        <Honeypot />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className="grid gap-4 sm:grid-cols-2">
          {text(fields.firstName, "First Name", "text", "given-name", AUTH_LIMITS.name)}
          {text(fields.lastName, "Last Name", "text", "family-name", AUTH_LIMITS.name)}
        </div>
        {text(fields.email, "Email", "email", "email", AUTH_LIMITS.email)}
        {text(
          fields.company,
          "Company Name (optional)",
          "text",
          "organization",
          AUTH_LIMITS.company,
        )}
        {text(fields.phone, "Phone (optional)", "tel", "tel", AUTH_LIMITS.phone)}
        <PasswordField field={fields.password} label="Password" autoComplete="new-password" />
        <PasswordField
          field={fields.confirmPassword}
          label="Confirm Password"
          autoComplete="new-password"
        />
        <p className="text-xs text-gray-500">Passwords must be at least 8 characters.</p>
        <SubmitButton variant="block" pending={pending} pendingText="Creating Account...">
          Create Account
        </SubmitButton>
      </Form>
      <AuthCardFoot
        prompt="Already have an account?"
        to={authHref("/login", redirectTo)}
        linkText="Sign in"
        toast={actionData?.toast}
      />
    </AuthCard>
  );
}
