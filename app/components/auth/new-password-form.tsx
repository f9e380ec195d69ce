import type { SubmissionResult } from "@conform-to/react";
import { resetPasswordSchema } from "~/lib/auth-schemas";
import { AuthForm, useAuthForm } from "./auth-form";
import { PasswordField } from "./form-parts";

/**
 * The form of a mailed link that ends in a new password (a reset, the undo of an e-mail change):
 * the link's token travels with the new password and its confirmation. `id` is the page's path.
 */
export function NewPasswordForm({
  id,
  token,
  lastResult,
  submitText,
  pendingText,
}: {
  id: string;
  token: string;
  lastResult: SubmissionResult<string[]> | undefined;
  submitText: string;
  pendingText: string;
}) {
  const { form, fields, pending } = useAuthForm(id, resetPasswordSchema, lastResult);
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
