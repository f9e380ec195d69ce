import { Form } from "react-router";

/**
 * Shown at the top of the page to a signed-in owner whose e-mail is not verified yet (the
 * dashboard they land on after registering, the listing wizard): adding or claiming a listing
 * needs it (decision 015). The button mails a fresh link, rate-limited; a plain POST form.
 */
export function VerifyEmailFirst({ back = "/dashboard" }: { back?: string }) {
  return (
    <div
      role="status"
      className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p>
        <strong>Verify your e-mail address first.</strong> You can add or claim a listing once your
        e-mail address is verified: open the link in the e-mail we sent when you registered.
      </p>
      <Form method="post" action="/verify-email" className="mt-2">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="back" value={back} />
        <button type="submit" className="font-semibold text-amber-900 underline hover:no-underline">
          Send the link again
        </button>
      </Form>
    </div>
  );
}
