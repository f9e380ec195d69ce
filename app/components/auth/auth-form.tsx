import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { ReactNode } from "react";
import type { z } from "zod";
import { FormError, SubmitButton } from "~/components/ui/forms";
import type { Toast } from "~/lib/toast";
import { resetPasswordSchema } from "~/lib/auth-schemas";
import { AuthCard, AuthCardFoot, authHref, AuthLinks, Notice, PasswordField } from "./form-parts";

/** Whether a form of the account page at `path` is on its way (or its answer is loading). */
export function useAuthPending(path: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && Boolean(navigation.formAction?.startsWith(path));
}

/**
 * The conform form of an account page: the same schema checks it in the browser as on the
 * server, first on submit and then as the visitor corrects it. `id` is also the page's path.
 */
export function useAuthForm<Schema extends z.ZodType>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  const pending = useAuthPending(`/${id}`);
  const [form, fields] = useForm({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return { form, fields, pending };
}

/**
 * An account page's form: its form-level message above, its fields, and one full-width submit
 * button that says what it is doing.
 */
export function AuthForm<Schema extends Record<string, unknown>>({
  form,
  pending,
  submitText,
  pendingText,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  pending: boolean;
  submitText: string;
  pendingText: string;
  children: ReactNode;
}) {
  return (
    <>
      <FormError id={form.errorId} errors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        {children}
        <SubmitButton variant="block" pending={pending} pendingText={pendingText}>
          {submitText}
        </SubmitButton>
      </Form>
    </>
  );
}

/**
 * An account page that has only something to say: a link that is spent or wrong (an alert), or
 * a step done (a notice); then the ways on.
 */
export function AuthMessageCard({
  title,
  tone,
  links,
  children,
}: {
  title: string;
  tone: "alert" | "notice";
  links: Parameters<typeof AuthLinks>[0]["links"];
  children: ReactNode;
}) {
  return (
    <AuthCard title={title}>
      {tone === "notice" ? (
        <Notice>{children}</Notice>
      ) : (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800"
        >
          {children}
        </div>
      )}
      <AuthLinks links={links} />
    </AuthCard>
  );
}

/**
 * The one button of a page opened from a mailed link: it POSTs the link's token, since the GET
 * that opened the page never writes (decision 007).
 */
export function TokenForm({
  token,
  submitText,
  pendingText,
  pending,
}: {
  token: string;
  submitText: string;
  pendingText: string;
  pending?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="token" value={token} />
      <SubmitButton variant="block" pending={pending} pendingText={pendingText}>
        {submitText}
      </SubmitButton>
    </Form>
  );
}

/** The words of the two sign-in pages; each points to the other. */
const SIGN_IN_PAGES = {
  login: {
    title: "Sign In",
    lead: "Sign in to manage your company listings.",
    submitText: "Sign In",
    pendingText: "Signing In...",
    other: "/register",
    prompt: "Don't have an account?",
    linkText: "Sign up",
  },
  register: {
    title: "Create Account",
    lead: "List your company, claim an existing listing and manage it from your dashboard.",
    submitText: "Create Account",
    pendingText: "Creating Account...",
    other: "/login",
    prompt: "Already have an account?",
    linkText: "Sign in",
  },
} as const;

/**
 * The sign-in and registration pages: the card, the form that remembers where the visitor was
 * going, the way to the other page, and the toast of a refusal.
 */
export function SignInCard<Schema extends Record<string, unknown>>({
  page,
  auth,
  redirectTo,
  toast,
  lead: why,
  children,
}: {
  page: keyof typeof SIGN_IN_PAGES;
  /** Why the visitor is here, when the page they were going to says. */
  lead?: string;
  auth: { form: FormMetadata<Schema, string[]>; pending: boolean };
  redirectTo: string;
  toast?: Omit<Toast, "id">;
  children: ReactNode;
}) {
  const { title, lead, submitText, pendingText, other, prompt, linkText } = SIGN_IN_PAGES[page];
  return (
    <AuthCard title={title} lead={why ?? lead}>
      <AuthForm {...auth} submitText={submitText} pendingText={pendingText}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {children}
      </AuthForm>
      <AuthCardFoot
        prompt={prompt}
        linkText={linkText}
        to={authHref(other, redirectTo)}
        toast={toast}
      />
    </AuthCard>
  );
}

/**
 * A page opened from a mailed link (decision 007), under one title: what is wrong with the link
 * (what the page's action refused, or `invalid` when the loader or the action found the link
 * spent or unknown) and the ways onward, or else what following it does (`lead`) and its form.
 */
export function MailedLinkPage({
  title,
  valid,
  invalid,
  onward,
  lead,
  children,
}: {
  title: string;
  valid: boolean;
  invalid: ReactNode;
  onward: Parameters<typeof AuthLinks>[0]["links"];
  lead: ReactNode;
  children: ReactNode;
}) {
  const answer = useActionData() as { error?: string; invalid?: boolean } | undefined;
  const problem = answer?.error ?? (!valid || answer?.invalid ? invalid : null);
  if (problem) {
    return (
      <AuthMessageCard title={title} tone="alert" links={onward}>
        {problem}
      </AuthMessageCard>
    );
  }
  return (
    <AuthCard title={title} lead={lead}>
      {children}
    </AuthCard>
  );
}

/**
 * The form of a link that sets a new password (a reset, an address change undone): it posts the
 * token the page's loader read from the link, and shows what the page's action last answered.
 */
export function NewPasswordForm({
  id,
  submitText,
  pendingText,
}: {
  id: string;
  submitText: string;
  pendingText: string;
}) {
  const { token } = useLoaderData() as { token: string };
  const result = (useActionData() as { result?: SubmissionResult<string[]> } | undefined)?.result;
  const { form, fields, pending } = useAuthForm(id, resetPasswordSchema, result);
  return (
    <AuthForm form={form} pending={pending} submitText={submitText} pendingText={pendingText}>
      <input type="hidden" name="token" value={token} />
      <PasswordField field={fields.password} label="New Password" autoComplete="new-password" />
      <PasswordField
        field={fields.confirmPassword}
        label="Confirm New Password"
        autoComplete="new-password"
      />
    </AuthForm>
  );
}
