import { AsyncLocalStorage } from "node:async_hooks";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { AUTH_MESSAGES, loginSchema } from "~/lib/auth-schemas";
import type { PublicUser } from "~/models/accounts/users.server";
import { loginClient, verifyLoginThrottled } from "./login-throttle.server";

/**
 * Why a form login did not succeed: the fields did not parse (`invalid`), or the e-mail and
 * password did not match an account (`credentials`, the same for an unknown e-mail), or the account
 * has had too many failed attempts (`throttled`), or the operator disabled it (`disabled`). It carries
 * conform's reply so the page can re-render the form with the submitted e-mail.
 */
export class LoginFailure extends Error {
  constructor(
    readonly kind: "invalid" | "credentials" | "throttled" | "disabled",
    readonly result: SubmissionResult<string[]>,
    readonly redirectTo: string | undefined,
  ) {
    super(kind === "invalid" ? "Invalid login form" : AUTH_MESSAGES.loginApiFailed);
    this.name = "LoginFailure";
  }
}

/**
 * remix-auth 4 only verifies; it keeps no session. The login route turns the user it returns
 * into a `user_sessions` row and cookie (`createUserSessionCookie`).
 */
export const authenticator = new Authenticator<PublicUser>();

/**
 * The client address of the sign-in being verified: remix-auth hands the strategy a copy of the
 * request and nothing else, so the address travels beside the call.
 */
const loginAddress = new AsyncLocalStorage<string>();

/** Signs in through the form strategy, under the limits of the client at `ip`. */
export function authenticateForm(request: Request, ip: string) {
  return loginAddress.run(ip, () => authenticator.authenticate("form", request));
}

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const submission = parseWithZod(form, { schema: loginSchema });
    if (submission.status !== "success") {
      const redirectTo = form.get("redirectTo");
      throw new LoginFailure(
        "invalid",
        submission.reply({ hideFields: ["password"] }),
        typeof redirectTo === "string" ? redirectTo : undefined,
      );
    }
    const { email, password, redirectTo } = submission.value;
    const client = await loginClient(request, loginAddress.getStore() ?? "unknown", email);
    const user = await verifyLoginThrottled(email, password, client);
    if (user === "throttled") {
      throw new LoginFailure(
        "throttled",
        submission.reply({ formErrors: [AUTH_MESSAGES.tooManyAttempts], hideFields: ["password"] }),
        redirectTo,
      );
    }
    if (user === "disabled") {
      throw new LoginFailure(
        "disabled",
        submission.reply({ formErrors: [AUTH_MESSAGES.accountDisabled], hideFields: ["password"] }),
        redirectTo,
      );
    }
    if (!user) {
      throw new LoginFailure(
        "credentials",
        submission.reply({
          formErrors: [AUTH_MESSAGES.loginFailedInline],
          hideFields: ["password"],
        }),
        redirectTo,
      );
    }
    return user;
  }),
  "form",
);
