import { Honeypot } from "~/components/honeypot";
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useFetcher, useNavigation } from "react-router";
import { useEffect, useRef, type ComponentProps, type ElementType } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { escapeAsReact } from "~/lib/escape";
import { useServerMarkup } from "./server-markup";
import { REVIEW_PROJECT_SIZES, REVIEW_PROJECT_TYPES } from "~/lib/options";
import { refusalOf } from "~/lib/refusal";
import { REVIEW_LIMITS, reviewSchema } from "~/lib/review-schema";
import { Field, RefusalAlert, SelectField, SubmitButton, TextareaField } from "./ui/forms";
import { StarRatingInput } from "./ui/star-rating-input";

type Company = { id: number; slug: string; name: string };
export type ReviewActionData = { result?: SubmissionResult<string[]>; ok?: boolean };

type ReviewFormProps = {
  company: Company;
  lastResult?: SubmissionResult<string[]>;
  onSuccess?: () => void;
  inline?: boolean;
};

const formId = (company: Company) => `review-form-${company.id}`;

function useReviewForm(company: Company, lastResult: SubmissionResult<string[]> | undefined) {
  return useForm({
    // Not `review-<id>`: the review list uses those ids for reviews, and ids must be unique.
    id: formId(company),
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reviewSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
}

const SECTION_CLASS = "rounded-lg border border-gray-200 bg-white p-5 shadow-sm";

/**
 * 'Write a Review for {name}'. Without JavaScript it is a plain POST to the company's review
 * page; with JavaScript the same form posts through a fetcher and stays in place.
 *
 * On the server a form not yet sent differs between listings only in the listing's id, slug
 * and name: its markup is rendered once for a stand-in listing, kept, and the listing's own
 * values written into it (decision 032; the form was the dearest part of a company page's
 * render, and most company pages are asked for once before a write drops them). The browser
 * renders the live form over it.
 */
export function ReviewForm(props: ReviewFormProps) {
  const keep = useServerMarkup();
  if (keep && (props.inline || props.lastResult === undefined)) {
    const { company, inline = false } = props;
    const template = keep(`review-form:${inline}`, () => (
      <UnsentReviewForm company={STAND_IN} inline={inline} />
    ));
    return (
      <section
        aria-labelledby={`${formId(company)}-heading`}
        className={SECTION_CLASS}
        dangerouslySetInnerHTML={{ __html: fillStandIn(template, company) }}
      />
    );
  }
  return <LiveReviewForm {...props} />;
}

/** Values that occur nowhere else in the form's markup, replaced by the listing's own. */
const STAND_IN: Company = {
  id: 918273645,
  slug: "stand-in-slug-5f3c",
  name: "Stand-in name 5f3c",
};

function fillStandIn(template: string, company: Company): string {
  return template
    .replaceAll(String(STAND_IN.id), String(company.id))
    .replaceAll(STAND_IN.slug, escapeAsReact(company.slug))
    .replaceAll(STAND_IN.name, escapeAsReact(company.name));
}

/**
 * The form element React Router's fetcher form and page form both write, outside the router:
 * each marks its action for route discovery.
 */
const FormMarkup = (props: ComponentProps<"form">) => <form {...props} data-discover="true" />;

/** The form as it is before anything is sent, outside the router. */
function UnsentReviewForm({ company, inline }: { company: Company; inline: boolean }) {
  const [form, fields] = useReviewForm(company, undefined);
  const action = `/companies/${company.slug}/review`;
  return (
    <ReviewFormContents
      {...{ company, form, fields, action, inline }}
      FormTag={FormMarkup}
      pending={false}
      hydrated={false}
    />
  );
}

function LiveReviewForm({ company, lastResult, onSuccess, inline = false }: ReviewFormProps) {
  const fetcher = useFetcher<ReviewActionData>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const action = `/companies/${company.slug}/review`;
  const result = inline ? fetcher.data?.result : lastResult;
  const [form, fields] = useReviewForm(company, result);
  const pending = inline
    ? fetcher.state !== "idle"
    : navigation.state === "submitting" && navigation.formAction === action;

  const done = useRef(false);
  useEffect(() => {
    if (inline && fetcher.state === "idle" && fetcher.data?.ok && !done.current) {
      done.current = true;
      // The next review starts from an empty form, as it does without JavaScript.
      form.reset();
      onSuccess?.();
    }
  }, [inline, fetcher.state, fetcher.data, onSuccess, form]);

  return (
    <section aria-labelledby={`${form.id}-heading`} className={SECTION_CLASS}>
      <ReviewFormContents
        {...{ company, form, fields, action, inline, pending, hydrated }}
        FormTag={inline ? fetcher.Form : Form}
      />
    </section>
  );
}

type ReviewFormState = ReturnType<typeof useReviewForm>;

function ReviewFormContents({
  company,
  form,
  fields,
  action,
  inline,
  pending,
  hydrated,
  FormTag,
}: {
  company: Company;
  form: ReviewFormState[0];
  fields: ReviewFormState[1];
  action: string;
  inline: boolean;
  pending: boolean;
  hydrated: boolean;
  FormTag: ElementType;
}) {
  return (
    <>
      <h3 id={`${form.id}-heading`} className="text-lg font-semibold text-gray-900">
        Write a Review for {company.name}
      </h3>
      <RefusalAlert refusal={refusalOf(form.errors)} className="mt-3" />
      <FormTag method="post" action={action} {...getFormProps(form)} className="mt-4 space-y-4">
        <input type="hidden" name="companyId" value={company.id} />
        {hydrated && inline ? <input type="hidden" name="_inline" value="1" /> : null}
        <Honeypot />
        <StarRatingInput
          id={fields.rating.id}
          name={fields.rating.name}
          initial={fields.rating.initialValue}
          errors={fields.rating.errors}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Your Name *"
            inputProps={{
              ...getInputProps(fields.customerName, { type: "text" }),
              maxLength: REVIEW_LIMITS.name,
              autoComplete: "name",
              "aria-required": true,
            }}
          />
          <Field
            label="Email (optional)"
            errors={fields.customerEmail.errors}
            inputProps={{
              ...getInputProps(fields.customerEmail, { type: "email" }),
              maxLength: REVIEW_LIMITS.email,
              autoComplete: "email",
            }}
          />
        </div>
        <Field
          label="Review Title *"
          inputProps={{
            ...getInputProps(fields.title, { type: "text" }),
            maxLength: REVIEW_LIMITS.title,
            "aria-required": true,
            placeholder: "Summarize your experience",
          }}
        />
        <TextareaField
          label="Your Review *"
          textareaProps={{
            ...getTextareaProps(fields.content),
            maxLength: REVIEW_LIMITS.content,
            "aria-required": true,
            placeholder: "Tell others about the work this company did",
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Project Type (optional)"
            selectProps={getSelectProps(fields.projectType)}
            placeholder="Select project type"
            options={REVIEW_PROJECT_TYPES}
          />
          <SelectField
            label="Project Size (optional)"
            selectProps={getSelectProps(fields.projectSize)}
            placeholder="Select project size"
            options={REVIEW_PROJECT_SIZES}
          />
        </div>
        <SubmitButton pending={pending} pendingText="Submitting...">
          Submit Review
        </SubmitButton>
      </FormTag>
    </>
  );
}
