import { Honeypot } from "~/components/honeypot";
import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "react-router";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { showToast } from "~/lib/client-toast";
import { TIMELINE_OPTIONS } from "~/lib/quote-details";
import { QUOTE_LIMITS, QUOTE_MESSAGES } from "~/lib/quote-schema";
import { refusalOf } from "~/lib/refusal";
import { isProjectTypeId, QUOTE_PROJECT_TYPES, type ProjectTypeId } from "~/lib/quote-services";
import { DetailSections } from "./detail-sections";
import { QuoteSent, type SentRequest } from "./quote-sent";
import {
  buttonClass,
  CheckboxField,
  checkboxClass,
  Field,
  FieldError,
  RefusalAlert,
  SelectField,
  SubmitButton,
  TextareaField,
} from "~/components/ui/forms";
import { text, type Initial } from "./fields";

export const QUOTE_ACTION = "/get-quote";

export type QuoteActionData = {
  ok?: boolean;
  /** The success toast (its description says when we will match by hand). */
  toast?: { title: string; description: string };
  result?: SubmissionResult<string[]>;
  /** A server-side failure message (rate limit, database). */
  failure?: string;
  /** The requester's private page: the request and the firms it went to. */
  confirmation?: string;
  /** Who received it and why (decision 044), shown in place of the form. */
  sent?: SentRequest;
};

/**
 * The quote request form (tests/e2e/quotes.spec.ts), shared by the /get-quote page and the home modal. It
 * posts to /get-quote: without JavaScript as a plain form (the page re-renders with messages or
 * redirects to the request's page); with JavaScript through a fetcher: after success it shows
 * who received the request and why, and the private link, in place of itself (decision 044),
 * until the requester asks for a new form.
 */
export function QuoteForm({
  lastResult,
  lastFailure,
  onSuccess,
  onCancel,
  idPrefix = "quote",
  company,
}: {
  lastResult?: SubmissionResult<string[]>;
  lastFailure?: string;
  onSuccess?: () => void;
  onCancel?: () => void;
  idPrefix?: string;
  /** Sent from this company's page: the request is addressed to it (decision 016). */
  company?: AddressedCompany;
}) {
  const fetcher = useFetcher<QuoteActionData>();
  const [generation, setGeneration] = useState(0);
  // The answer shown in place of the form until the requester asks for a new one.
  const [shown, setShown] = useState<QuoteActionData | undefined>(undefined);
  const handled = useRef<QuoteActionData | undefined>(undefined);

  useEffect(() => {
    const d = fetcher.data;
    if (fetcher.state !== "idle" || !d || handled.current === d) return;
    handled.current = d;
    if (d.ok) {
      showToast(d.toast ?? QUOTE_MESSAGES.success);
      setGeneration((g) => g + 1);
      setShown(d);
      onSuccess?.();
      return;
    }
    const refusal = refusalOf(d.result?.error?.[""]);
    if (d.failure || !refusal) {
      showToast({
        title: QUOTE_MESSAGES.failed.title,
        description: d.failure || QUOTE_MESSAGES.failed.description,
        type: "destructive",
      });
    } else {
      showToast({ ...refusal, type: "destructive" });
    }
  }, [fetcher.state, fetcher.data, onSuccess]);

  // After a reset the fields start empty, whatever the last answer was.
  const fresh = generation > 0 && fetcher.data?.ok;
  const data = fresh ? undefined : fetcher.data;
  if (shown?.ok) {
    return (
      <QuoteSent
        sent={shown.sent}
        toast={shown.toast ?? QUOTE_MESSAGES.success}
        confirmation={shown.confirmation}
        onAnother={() => setShown(undefined)}
      />
    );
  }
  return (
    <QuoteFormFields
      key={generation}
      fetcher={fetcher}
      idPrefix={idPrefix}
      result={data ? data.result : lastResult}
      failure={data ? data.failure : lastFailure}
      onCancel={onCancel}
      company={company}
    />
  );
}

function QuoteFormFields({
  fetcher,
  idPrefix,
  result,
  failure,
  onCancel,
  company,
}: {
  fetcher: ReturnType<typeof useFetcher<QuoteActionData>>;
  idPrefix: string;
  result?: SubmissionResult<string[]>;
  failure?: string;
  onCancel?: () => void;
  company?: AddressedCompany;
}) {
  const hydrated = useHydrated();
  const initial = (result?.initialValue ?? {}) as Initial;
  const errors = result?.error ?? {};
  const initialTypes = toList(initial.servicesNeeded).filter(isProjectTypeId);
  const [types, setTypes] = useState<Set<ProjectTypeId>>(() => new Set(initialTypes));
  const pending = fetcher.state !== "idle";
  const id = (name: string) => `${idPrefix}-${name}`;

  const toggle = (type: ProjectTypeId, on: boolean) =>
    setTypes((prev) => {
      const next = new Set(prev);
      if (on) next.add(type);
      else next.delete(type);
      return next;
    });

  const contact = (
    name: keyof typeof QUOTE_LIMITS,
    label: string,
    props: { type: string; autoComplete?: string; placeholder?: string; required?: boolean },
  ) => {
    return (
      <Field
        label={`${label}${props.required ? " *" : ""}`}
        errors={errors[name]}
        inputProps={{
          id: id(name),
          name,
          type: props.type,
          autoComplete: props.autoComplete,
          placeholder: props.placeholder,
          maxLength: QUOTE_LIMITS[name],
          defaultValue: text(initial[name]),
          "aria-required": props.required ? true : undefined,
        }}
      />
    );
  };

  return (
    <fetcher.Form
      method="post"
      action={company ? `${QUOTE_ACTION}?companyId=${company.id}` : QUOTE_ACTION}
      noValidate
      className="space-y-6"
    >
      {hydrated ? <input type="hidden" name="_inline" value="1" /> : null}
      <Honeypot />
      <RefusalAlert
        refusal={
          refusalOf(errors[""]) ??
          (failure ? { title: QUOTE_MESSAGES.failed.title, description: failure } : undefined)
        }
      />

      <fieldset aria-describedby={errors.servicesNeeded ? id("types-error") : undefined}>
        <legend className="text-base font-semibold text-gray-900">Project Type *</legend>
        <p className="text-sm text-gray-600">Choose every kind of work you need.</p>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {QUOTE_PROJECT_TYPES.map((t) => (
            <label
              key={t.id}
              htmlFor={t.id}
              className="flex items-center gap-2 rounded-md border border-gray-200 px-3 py-2 text-sm text-gray-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                id={t.id}
                name="servicesNeeded"
                value={t.id}
                defaultChecked={initialTypes.includes(t.id)}
                onChange={(e) => toggle(t.id, e.currentTarget.checked)}
                className={checkboxClass}
              />
              {t.label}
            </label>
          ))}
        </div>
        <FieldError id={id("types-error")} errors={errors.servicesNeeded} />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {contact("customerName", "Contact Name", {
          type: "text",
          autoComplete: "name",
          required: true,
        })}
        {contact("companyName", "Company Name", { type: "text", autoComplete: "organization" })}
        {contact("customerEmail", "Email", {
          type: "email",
          autoComplete: "email",
          required: true,
        })}
        {contact("customerPhone", "Phone", { type: "tel", autoComplete: "tel", required: true })}
        {contact("projectLocation", "Project Location", {
          type: "text",
          placeholder: "City, State",
          required: true,
        })}
        <SelectField
          label="Preferred Timeline"
          selectProps={{
            id: id("preferredTimeline"),
            name: "preferredTimeline",
            defaultValue: text(initial.preferredTimeline),
          }}
          placeholder="Select timeline"
          options={TIMELINE_OPTIONS}
        />
      </div>

      <DetailSections
        idPrefix={idPrefix}
        visible={hydrated ? types : undefined}
        initial={initial}
        errors={errors}
      />

      <TextareaField
        label="Additional Notes"
        textareaProps={{
          id: id("additionalNotes"),
          name: "additionalNotes",
          maxLength: QUOTE_LIMITS.additionalNotes,
          defaultValue: text(initial.additionalNotes),
          placeholder:
            "Anything else contractors should know: access, hours, special requirements...",
        }}
      />

      {company ? (
        <AlsoSimilar company={company} idPrefix={idPrefix} initial={initial.alsoSimilar} />
      ) : null}

      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-gray-200 pt-4">
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonClass("secondary")}>
            Cancel
          </button>
        ) : null}
        <SubmitButton pending={pending} pendingText="Submitting...">
          Submit Quote Request
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}

export type AddressedCompany = { id: number; name: string };

/**
 * The company the request is addressed to, and whether similar contractors nearby get it too.
 * The hidden "0" before the box makes an unticked box an answer without JavaScript (the last
 * value wins; see quote-schema).
 */
function AlsoSimilar({
  company,
  idPrefix,
  initial,
}: {
  company: AddressedCompany;
  idPrefix: string;
  initial: unknown;
}) {
  const values = toList(initial);
  const checked = values.length ? values[values.length - 1] !== "0" : true;
  return (
    <div className="rounded-md border border-gray-200 bg-gray-50 p-3">
      <input type="hidden" name="companyId" value={company.id} />
      <input type="hidden" name="alsoSimilar" value="0" />
      <CheckboxField
        align="start"
        id={`${idPrefix}-alsoSimilar`}
        name="alsoSimilar"
        value="1"
        defaultChecked={checked}
      >
        <span>
          Also send to similar contractors nearby
          <span className="block text-gray-600">
            {company.name} receives your request when it offers a service you chose and serves your
            project&apos;s location. Up to 4 other matching contractors that serve it receive it
            too.
          </span>
        </span>
      </CheckboxField>
    </div>
  );
}

function toList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === "string" && value ? [value] : [];
}
