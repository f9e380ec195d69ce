import type { SubmissionResult } from "@conform-to/react";
import { Link } from "~/components/ui/link";
import { Section } from "~/components/content/page-parts";
import { BULK_EMAIL_LIMITS, BULK_EMAIL_MESSAGES } from "~/lib/bulk-email-schema";
import { Dialog } from "~/components/ui/dialog";
import {
  buttonClass,
  Field,
  RefusalAlert,
  SubmitButton,
  TextareaField,
} from "~/components/ui/forms";
import { refusalOf } from "~/lib/refusal";

export type BulkEmailActionData = {
  ok?: boolean;
  toast?: { title: string; description: string };
  result?: SubmissionResult<string[]>;
  /** A refusal by the server (daily cap, no e-mail addresses): shown as 'Error'. */
  failure?: string;
};

const primary = buttonClass("primary");
const secondary = buttonClass("secondary");

/** The title and description of a refused send, as the alert and toast show it. */
export function bulkEmailProblem(data: Pick<BulkEmailActionData, "result" | "failure">) {
  const refusal = refusalOf(data.result?.error?.[""]);
  if (refusal && !data.failure) return refusal;
  return {
    title: BULK_EMAIL_MESSAGES.failed.title,
    description: data.failure || BULK_EMAIL_MESSAGES.failed.description,
  };
}

/**
 * Without JavaScript: subject, message and a send button at the top of the list's POST form
 * (at the bottom they sat 7,800 px down), with a second button after it.
 */
export function BulkEmailFallback({
  signedIn,
  subject,
  message,
  problem,
}: {
  signedIn: boolean;
  subject: string;
  message: string;
  problem?: { title: string; description: string };
}) {
  return (
    <Section
      labelId="bulk-email-heading"
      title="Send a Bulk Email"
      id="bulk-email"
      className="mt-8 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
      headingClassName="text-lg font-semibold text-gray-900"
    >
      <p className="mt-1 text-sm text-gray-600">
        Write your message here, tick &lsquo;Select for bulk email&rsquo; on the companies below you
        want to reach, and press Send Email (or the send button under the list). Each company
        receives its own copy; replies come straight to you, and you receive a copy of what was
        sent.
        {signedIn ? null : (
          <>
            {" "}
            <Link to="/login?redirectTo=%2Fmaterials" className="text-brand-700 underline">
              Sign in
            </Link>{" "}
            to send.
          </>
        )}
      </p>
      <div className="mt-4 space-y-4">
        <RefusalAlert refusal={problem} />
        <SubjectAndMessage
          idPrefix="bulk"
          subject={{ defaultValue: subject }}
          message={{ defaultValue: message }}
        />
        <button type="submit" className={primary}>
          Send Email
        </button>
      </div>
    </Section>
  );
}

/** The send button again under the list, for a sender who ticked companies on the way down. */
export function BulkEmailSendAgain() {
  return (
    <p className="mt-6 flex flex-wrap items-center gap-3">
      <button type="submit" className={primary}>
        Send to the Ticked Companies
      </button>
      <a href="#bulk-email" className="text-sm text-brand-700 underline">
        Back to the subject and message
      </a>
    </p>
  );
}

type Controlled = { value?: string; defaultValue?: string; onChange?: (v: string) => void };

function SubjectAndMessage({
  idPrefix,
  subject,
  message,
}: {
  idPrefix: string;
  subject: Controlled;
  message: Controlled;
}) {
  return (
    <>
      <Field
        label="Subject"
        inputProps={{
          id: `${idPrefix}-subject`,
          name: "subject",
          type: "text",
          maxLength: BULK_EMAIL_LIMITS.subject,
          value: subject.value,
          defaultValue: subject.defaultValue,
          onChange: subject.onChange ? (e) => subject.onChange!(e.currentTarget.value) : undefined,
        }}
      />
      <TextareaField
        label="Message"
        textareaProps={{
          id: `${idPrefix}-message`,
          name: "message",
          rows: 6,
          maxLength: BULK_EMAIL_LIMITS.message,
          value: message.value,
          defaultValue: message.defaultValue,
          onChange: message.onChange ? (e) => message.onChange!(e.currentTarget.value) : undefined,
        }}
      />
    </>
  );
}

/** With JavaScript: 'N companies selected for bulk email' and its actions. */
export function SelectionBar({
  count,
  allSelected,
  canSelect,
  onToggleAll,
  onClear,
  onSend,
}: {
  count: number;
  allSelected: boolean;
  canSelect: boolean;
  onToggleAll: () => void;
  onClear: () => void;
  onSend: () => void;
}) {
  return (
    <div className="sticky top-16 z-20 mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-brand-600 bg-brand-50 p-3 shadow-sm">
      <p className="mr-auto text-sm font-medium text-brand-900" aria-live="polite">
        {count} {count === 1 ? "company" : "companies"} selected for bulk email
      </p>
      {canSelect ? (
        <button type="button" onClick={onToggleAll} className={secondary}>
          {allSelected ? "Deselect All" : "Select All"}
        </button>
      ) : null}
      {count > 0 ? (
        <button type="button" onClick={onClear} className={secondary}>
          Clear Selection
        </button>
      ) : null}
      <button type="button" onClick={onSend} className={primary}>
        Send Email
      </button>
    </div>
  );
}

export function BulkEmailDialog({
  open,
  count,
  subject,
  message,
  pending,
  problem,
  onSubject,
  onMessage,
  onCancel,
  onSend,
}: {
  open: boolean;
  count: number;
  subject: string;
  message: string;
  pending: boolean;
  problem?: { title: string; description: string };
  onSubject: (v: string) => void;
  onMessage: (v: string) => void;
  onCancel: () => void;
  onSend: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      closeIcon={false}
      className="max-w-lg"
      title={`Send Bulk Email to ${count} ${count === 1 ? "Company" : "Companies"}`}
      description="Each company receives its own copy, with your email address as the reply-to."
    >
      <form
        method="post"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSend();
        }}
        className="space-y-4"
      >
        <RefusalAlert refusal={problem} />
        <SubjectAndMessage
          idPrefix="bulk-dialog"
          subject={{ value: subject, onChange: onSubject }}
          message={{ value: message, onChange: onMessage }}
        />
        <div className="flex justify-end gap-3">
          <button type="button" onClick={onCancel} className={secondary}>
            Cancel
          </button>
          <SubmitButton pending={pending} pendingText="Sending...">
            Send Email
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
