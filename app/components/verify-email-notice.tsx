import { Form } from "react-router";

/**
 * Shown to a signed-in owner whose e-mail is not verified yet: adding or claiming a listing
 * needs it (decision 015). The button mails a fresh link; a plain POST form.
 */
export function VerifyEmailFirst({ back = "/dashboard" }: { back?: string }) {
  return (
    <div
      role="status"
      className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p>
        <strong>Verify your e-mail address first.</strong> Adding or claiming a listing needs a
        verified address: open the link in the e-mail we sent when you registered.
      </p>
      <Form method="post" action="/verify-email" className="mt-2">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="back" value={back} />
        <button type="submit" className="font-semibold text-amber-900 underline hover:no-underline">
          Send the verification e-mail again
        </button>
      </Form>
    </div>
  );
}
