import type { Submission, SubmissionResult } from "@conform-to/react";
import { data, type LoaderFunctionArgs } from "react-router";
import { AUTH_LIMITS, AUTH_MESSAGES, verifyEmailSchema } from "~/lib/auth-schemas";
import type { Toast, ToastInput } from "~/lib/toast";
import { signInPageLoader } from "./auth.server";
import { clientIp } from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";
import { createUser } from "~/models/accounts/users.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { resetPasswordSchema } from "~/lib/auth-schemas";
import { clearSessionCookie, createUserSessionCookie } from "./auth.server";
import { redirectWithToast } from "~/server/toast.server";
import { env } from "~/env.server";
import { rememberDevice } from "./known-device.server";

/**
 * What an account page's action answers when it does not redirect: the form's result, the
 * toast of a refusal, or that the mailed link is spent.
 */
export type AuthActionData = {
  result?: SubmissionResult<string[]>;
  toast?: Omit<Toast, "id">;
  invalid?: boolean;
};

/** The `token` of a mailed link, cut to the longest a token can be. */
export function tokenParam(request: Request) {
  return (new URL(request.url).searchParams.get("token") ?? "").slice(0, AUTH_LIMITS.token);
}

/** Whether the visitor's address may try an account form again (its own limit per form). */
export const allowAttempt = (
  name: "login" | "register" | "passwordReset",
  request: Request,
  context: { clientIp?: string },
) => allow(name, clientIp(request, context));

/** The rate limit's refusal of an account form, passwords never sent back. */
export const tooManyAttemptsResult = (submission: Submission<unknown>, hideFields?: string[]) =>
  submission.reply({ formErrors: [AUTH_MESSAGES.tooManyAttempts], hideFields });

/** The same refusal as the action's answer: 429. */
export function tooManyAttempts(submission: Submission<unknown>, hideFields?: string[]) {
  return data<AuthActionData>(
    { result: tooManyAttemptsResult(submission, hideFields) },
    { status: 429 },
  );
}

/** The toast of a refused sign-in or registration (tests/e2e/auth.spec.ts). */
const REFUSAL_TOASTS = {
  login: [AUTH_MESSAGES.loginFailedTitle, AUTH_MESSAGES.loginFailedDescription],
  register: [AUTH_MESSAGES.registrationFailedTitle, AUTH_MESSAGES.registrationFailedDescription],
} as const;

/**
 * A refused sign-in or registration with its toast, in the answer: the page shows it (in the
 * browser's toaster with JavaScript, in the page itself without), so no flash cookie.
 */
export function refusedWithToast(
  page: keyof typeof REFUSAL_TOASTS,
  result: SubmissionResult<string[]>,
  status: number,
) {
  const [title, description] = REFUSAL_TOASTS[page];
  const toast: Omit<Toast, "id"> = { title, description, type: "destructive" };
  return data<AuthActionData>({ result, toast }, { status });
}

/** The token a mailed link's page posted back, when it has the shape of one. */
export function postedToken(formData: FormData) {
  const parsed = verifyEmailSchema.safeParse({ token: formData.get("token") ?? undefined });
  return parsed.success ? parsed.data.token : null;
}

/** The loader of the sign-in and registration pages: signed-in visitors go on, the rest stay. */
export const signInLoader = ({ request }: LoaderFunctionArgs) => signInPageLoader(request);

/** A new account, signed in on this device: the user and its session and known-device cookies. */
export async function createSignedInUser(
  request: Request,
  input: Parameters<typeof createUser>[0],
) {
  const user = await createUser(input, { siteUrl: env().SITE_URL });
  const headers = new Headers();
  headers.append("Set-Cookie", await createUserSessionCookie(user.id, request));
  headers.append("Set-Cookie", await rememberDevice(request, user.email));
  return { user, headers };
}

/**
 * A new password set from a mailed link (a reset, an address change undone): `setPassword`
 * spends the link; every session of the account ends (this browser's cookie is cleared too) and
 * the visitor goes to /login with the toast `done` says.
 */
export async function newPasswordAction(
  request: Request,
  context: { clientIp?: string },
  setPassword: (token: string, password: string) => Promise<{ email: string } | null>,
  done: (email: string) => ToastInput,
) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return data<AuthActionData>({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  if (!allowAttempt("passwordReset", request, context)) {
    return tooManyAttempts(submission, hideFields);
  }
  const user = await setPassword(submission.value.token, submission.value.password);
  if (!user) return data<AuthActionData>({ invalid: true }, { status: 400 });
  // The mailbox proved it is the owner's: this browser is never refused by the account-wide
  // sign-in limit (decision 041).
  const headers = new Headers();
  headers.append("Set-Cookie", await clearSessionCookie());
  headers.append("Set-Cookie", await rememberDevice(request, user.email));
  return redirectWithToast("/login", done(user.email), { headers });
}
