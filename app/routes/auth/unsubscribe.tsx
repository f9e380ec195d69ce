import { data, Form, useActionData, useLoaderData } from "react-router";
import { SubmitButton } from "~/components/ui/forms";
import {
  isSuppressed,
  isUnsubscribeToken,
  suppressAddress,
} from "~/models/mail/mail-suppression.server";
import { env } from "~/env.server";
import type { Route } from "./+types/unsubscribe";
import { noindexTitle } from "~/lib/private-page";

export const meta = noindexTitle("Unsubscribe | Road Striping Directory");

/** The address of a signed link, or null when the link was not made by us. */
function signedAddress(request: Request): string | null {
  const url = new URL(request.url);
  const email = (url.searchParams.get("e") ?? "").trim().toLowerCase();
  const token = url.searchParams.get("t") ?? "";
  if (!email || !isUnsubscribeToken(email, token, env().SESSION_SECRET)) return null;
  return email;
}

const BAD_LINK = "This unsubscribe link is not valid. Copy the whole link from the e-mail.";

/** A GET only asks: link checkers of mail servers open links, and must not unsubscribe anyone. */
export async function loader({ request }: Route.LoaderArgs) {
  const email = signedAddress(request);
  if (!email) throw data({ error: BAD_LINK }, { status: 400 });
  return { email, done: isSuppressed(email) };
}

/**
 * The button of the page, and the one-click POST of RFC 8058 (`List-Unsubscribe=One-Click`)
 * that mail clients send to the List-Unsubscribe address: both stop all later mail to the
 * address but what its owner asks for (decision 050).
 */
export async function action({ request }: Route.ActionArgs) {
  const email = signedAddress(request);
  if (!email) return data({ error: BAD_LINK, email: null }, { status: 400 });
  suppressAddress(email);
  return { error: null, email };
}

export default function Unsubscribe() {
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const done = page.done || Boolean(posted?.email);
  return (
    <div className="container-page max-w-xl py-12">
      <h1 className="text-2xl font-bold text-gray-900">Unsubscribe</h1>
      {done ? (
        <p className="mt-4 text-gray-800" role="status">
          You are unsubscribed: {page.email} gets no more mail from the Road Striping Directory,
          except messages you ask for yourself (such as a password reset).
        </p>
      ) : (
        <Form method="post" className="mt-4 space-y-4">
          <p className="text-gray-800">
            Stop all mail from the Road Striping Directory to {page.email}? Messages you ask for
            yourself (such as a password reset) still reach you.
          </p>
          <SubmitButton pendingText="Unsubscribing…">Unsubscribe</SubmitButton>
        </Form>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="container-page max-w-xl py-12">
      <h1 className="text-2xl font-bold text-gray-900">Unsubscribe</h1>
      <p className="mt-4 text-gray-800" role="alert">
        {BAD_LINK}
      </p>
    </div>
  );
}
