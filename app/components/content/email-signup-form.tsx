import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLocation, useNavigation } from "react-router";
import { emailOnlySchema } from "~/lib/email-schema";
import { Honeypot } from "~/components/honeypot";
import { FieldError, SubmitButton } from "~/components/ui/forms";

/**
 * One e-mail field and a button, posted to the page's own action (newsletter, merch
 * notifications; see email-signup.server.ts), whose answer it shows beside the field.
 * Works as a plain POST; with JavaScript conform checks the address before sending.
 */
export function EmailSignupForm({
  action,
  intent,
  label,
  button,
  pendingButton,
}: {
  action: string;
  intent: string;
  label: string;
  button: string;
  pendingButton: string;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const answer = useActionData<{ result?: SubmissionResult<string[]> }>();
  const [form, fields] = useForm({
    id: `${intent}-signup`,
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailOnlySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    // Remounted after each completed navigation so a successful sign-up clears the field.
    <Form
      key={location.key}
      method="post"
      action={action}
      preventScrollReset
      {...getFormProps(form)}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <input type="hidden" name="intent" value={intent} />
      <Honeypot />
      <div className="flex-1">
        <label htmlFor={fields.email.id} className="sr-only">
          {label}
        </label>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          placeholder="you@example.com"
          autoComplete="email"
          maxLength={254}
          className="block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 aria-[invalid]:border-red-500"
        />
        {/* On the dark band the message sits on white, so it stays readable. */}
        <FieldError
          id={fields.email.errorId}
          errors={fields.email.errors}
          className="mt-1 inline-block rounded bg-white px-2 py-0.5 text-sm font-medium text-red-700"
        />
      </div>
      <SubmitButton
        pending={pending}
        pendingText={pendingButton}
        className="rounded-md bg-stripe px-4 py-2 text-sm font-bold text-gray-900 hover:bg-yellow-300 disabled:opacity-60"
      >
        {button}
      </SubmitButton>
    </Form>
  );
}
