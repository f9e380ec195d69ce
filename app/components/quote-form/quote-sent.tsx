import { useEffect, useRef } from "react";
import { Link } from "~/components/ui/link";
import { buttonClass } from "~/components/ui/forms";
import { MISSED_REASON } from "~/lib/coverage";
import { RepeatedNotice, type Repeated } from "~/components/quote-request/repeated-notice";
import { QuoteRecipients, type QuoteRecipient } from "./quote-recipients";

export type SentRequest = {
  located: boolean;
  firms: QuoteRecipient[];
  /** The company it was addressed to, when that company did not qualify. */
  missed: string | null;
  /** A located request no listed firm serves: what the requester is told (decision 049). */
  unserved: string | null;
  /** The same request was sent within the day: the firms that have it did not get it again. */
  repeated?: Repeated | null;
};

/**
 * What the requester sees, with JavaScript, once a quote request is accepted
 * (decision 044), in the modal and on /get-quote alike: the firms it went to with city, distance
 * and why, the link to the request's private page, and a button for a new form. The heading takes
 * the focus and comes into view, so nobody is left looking at a blank form.
 */
export function QuoteSent({
  sent,
  toast,
  confirmation,
  onAnother,
}: {
  sent?: SentRequest;
  toast: { title: string; description: string };
  confirmation?: string;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const firms = sent?.firms ?? [];
  return (
    <section aria-labelledby="quote-sent-heading" className="scroll-mt-20 space-y-3">
      <h2
        id="quote-sent-heading"
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-20 text-xl font-semibold text-gray-900"
      >
        {toast.title}
      </h2>
      <p className="text-gray-700">{toast.description}</p>
      {sent?.missed ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          {sent.missed} did not receive it: {MISSED_REASON}
        </p>
      ) : null}
      {sent?.repeated ? <RepeatedNotice repeated={sent.repeated} /> : null}
      {firms.length ? (
        <>
          <h3 className="font-semibold text-gray-900">
            Sent to {firms.length} {firms.length === 1 ? "contractor" : "contractors"}
          </h3>
          <QuoteRecipients firms={firms} />
        </>
      ) : sent && !sent.repeated ? (
        <p className="text-gray-700">
          {sent.located
            ? sent.unserved
            : "We could not place your project on the map: our team will match your request by hand and e-mail you."}
        </p>
      ) : null}
      {confirmation ? (
        <p className="text-sm text-gray-700">
          <Link to={confirmation} className="font-semibold text-brand-700 underline">
            Your request&apos;s private page
          </Link>{" "}
          shows the request, who received it and their answers. We also e-mailed you this link.
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3 border-t border-gray-200 pt-4">
        <button type="button" onClick={onAnother} className={buttonClass("secondary")}>
          Send another request
        </button>
      </div>
    </section>
  );
}
