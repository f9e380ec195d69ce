import { Form } from "react-router";

/**
 * A mailed link's page asks before it acts: reading the link never writes (mail scanners open
 * links), the button's POST does.
 */
export function ConfirmForm({ label }: { label: string }) {
  return (
    <Form method="post" className="mt-8">
      <button
        type="submit"
        className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {label}
      </button>
    </Form>
  );
}
