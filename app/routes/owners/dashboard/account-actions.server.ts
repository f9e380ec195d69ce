import { data } from "react-router";
import type { z } from "zod";
import {
  changeEmailSchema,
  deleteAccountSchema,
  editNameSchema,
  firstIssueMessage,
} from "~/lib/auth-schemas";
import { deleteAccount, requestEmailChange, updateName } from "~/models/accounts/account.server";
import { DomainError } from "~/models/errors.server";
import { clearSessionCookie } from "~/server/auth/auth.server";
import { env } from "~/env.server";
import { allow } from "~/server/rate-limit.server";
import { redirectWithToast } from "~/server/toast.server";

export const ACCOUNT_INTENTS = ["edit-name", "change-email", "delete-account"] as const;
type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

/** A failed account form: which one, and the message it shows (the form stays open). */
export type AccountActionData = { intent: AccountIntent; error: string };

export function isAccountIntent(intent: unknown): intent is AccountIntent {
  return (ACCOUNT_INTENTS as readonly unknown[]).includes(intent);
}

function fields(formData: FormData, names: string[]) {
  return Object.fromEntries(names.map((n) => [n, formData.get(n) ?? undefined]));
}

const failed = (intent: AccountIntent, error: string, status = 400) =>
  data<AccountActionData>({ intent, error }, { status });

function parse<T extends z.ZodType>(schema: T, formData: FormData, names: string[]) {
  const parsed = schema.safeParse(fields(formData, names));
  return parsed.success
    ? { ok: true as const, value: parsed.data as z.infer<T> }
    : { ok: false as const, error: firstIssueMessage(parsed.error) };
}

/**
 * The account card's forms: Edit Name, Change Email (confirmed by a mailed link before it takes
 * effect) and Delete Account (with the password). Bad input changes nothing and says why.
 */
export async function handleAccountAction(
  user: { id: number; email: string },
  intent: AccountIntent,
  formData: FormData,
) {
  try {
    switch (intent) {
      case "edit-name": {
        const input = parse(editNameSchema, formData, ["firstName", "lastName"]);
        if (!input.ok) return failed(intent, input.error);
        updateName(user.id, input.value);
        return redirectWithToast("/dashboard", {
          title: "Name Updated",
          description: `Your name is now ${input.value.firstName} ${input.value.lastName}.`,
        });
      }
      case "change-email": {
        const input = parse(changeEmailSchema, formData, ["email", "password"]);
        if (!input.ok) return failed(intent, input.error);
        if (!allow("verifyResend", String(user.id))) {
          return failed(intent, "Too many e-mails. Please try again in an hour.", 429);
        }
        const email = await requestEmailChange(user.id, input.value, {
          siteUrl: env().SITE_URL,
        });
        return redirectWithToast("/dashboard", {
          title: "Confirm Your New Email",
          description: `We sent a link to ${email}. Your address changes once you follow it; until then, sign in with ${user.email}.`,
        });
      }
      case "delete-account": {
        const input = parse(deleteAccountSchema, formData, ["password"]);
        if (!input.ok) return failed(intent, input.error);
        const result = await deleteAccount(user.id, input.value.password);
        return redirectWithToast(
          "/",
          {
            title: "Account Deleted",
            description:
              result.released + result.kept > 0
                ? "Your account is gone and your listings are unclaimed again; their reviews stay."
                : "Your account is gone.",
          },
          { headers: { "Set-Cookie": await clearSessionCookie() } },
        );
      }
    }
  } catch (error) {
    if (error instanceof DomainError) return failed(intent, error.message, error.status);
    throw error;
  }
}
