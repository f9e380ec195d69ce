import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type AppLoadContext } from "react-router";
import { emailOnlySchema } from "~/lib/email-schema";
import { filledHoneypot } from "~/lib/honeypot";
import type { ToastInput } from "~/lib/toast";
import { clientIp } from "~/server/http.server";
import { allow, type LIMITS } from "~/server/rate-limit.server";
import { redirectWithToast, toastCookie } from "~/server/toast.server";

/**
 * The action of a one-address sign-up form (the blog's newsletter, the merch store's notice):
 * a bot that fills the honeypot is told what a person is and nothing is kept; a bad address
 * answers 400 beside the field; too many sign-ups from one network answer 429 with a toast.
 */
export async function emailSignupAction(
  { request, context }: Pick<ActionFunctionArgs<AppLoadContext>, "request" | "context">,
  signup: {
    /** The page the form is on; every answer but an error returns there. */
    path: string;
    limit: { name: keyof typeof LIMITS; formError: string; toast: string };
    /** What the honeypot's bot is told, given the address it typed. */
    decoy: (email: string) => ToastInput;
    /** Keeps the address and says what happened. */
    save: (email: string) => ToastInput;
  },
) {
  const formData = await request.formData();
  if (filledHoneypot(formData)) {
    return redirectWithToast(signup.path, signup.decoy(String(formData.get("email") ?? "")));
  }
  const submission = parseWithZod(formData, { schema: emailOnlySchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  if (!allow(signup.limit.name, clientIp(request, context))) {
    return data(
      { result: submission.reply({ formErrors: [signup.limit.formError] }) },
      {
        status: 429,
        headers: {
          "Set-Cookie": await toastCookie({
            title: "Error",
            description: signup.limit.toast,
            type: "destructive",
          }),
        },
      },
    );
  }
  return redirectWithToast(signup.path, signup.save(submission.value.email));
}
