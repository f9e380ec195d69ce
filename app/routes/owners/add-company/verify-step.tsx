import { Form, useNavigation } from "react-router";
import { FieldFrame, inputClass } from "~/components/ui/forms";

/**
 * 'Check your e-mail': the claim waits for the code mailed to the listing's own address
 * (decision 015). A plain POST form, so it works without JavaScript.
 */
export function VerifyStep({
  claim,
  sentTo,
  error,
}: {
  claim: { name: string; location: string; state: string };
  sentTo: string | null;
  error?: string;
}) {
  const navigation = useNavigation();
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <Form method="post" action="/add-company?step=verify" className="max-w-md">
      <h2 className="text-xl font-semibold text-gray-900">Check your e-mail</h2>
      <p className="mt-2 text-sm text-gray-700">
        To prove that {claim.name} ({claim.location}, {claim.state}) is yours, we sent a 6-digit
        code to the address on file for the listing{sentTo ? `, ${sentTo}` : ""}. Enter it below; it
        expires in 30 minutes. Nothing changes on the listing until you do.
      </p>
      <div className="mt-5">
        <FieldFrame id="claim-code" label="Code" errors={error ? [error] : undefined}>
          <input
            id="claim-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "claim-code-error" : undefined}
            className={`${inputClass} mt-1 max-w-40 text-lg tracking-widest`}
          />
        </FieldFrame>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="verify"
          disabled={intent === "verify"}
          className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {intent === "verify" ? "Verifying..." : "Verify and Claim"}
        </button>
        <button
          type="submit"
          name="intent"
          value="resend-code"
          formNoValidate
          className="rounded-md border border-gray-300 px-4 py-2 font-semibold text-gray-800 hover:bg-gray-50"
        >
          Send a new code
        </button>
        <button
          type="submit"
          name="intent"
          value="plan-back"
          formNoValidate
          className="rounded-md px-4 py-2 font-semibold text-gray-700 underline hover:no-underline"
        >
          Back
        </button>
      </div>
      <p className="mt-4 text-xs text-gray-600">
        No access to that mailbox? Contact us from the Contact page and we will check your claim by
        hand.
      </p>
    </Form>
  );
}
