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
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { REVIEW_PROJECT_SIZES, REVIEW_PROJECT_TYPES } from "~/lib/options";
import { refusalOf } from "~/lib/refusal";
import { REVIEW_LIMITS, reviewSchema } from "~/lib/review-schema";
import { Field, RefusalAlert, SelectField, SubmitButton, TextareaField } from "./ui/forms";
import { StarRatingInput } from "./ui/star-rating-input";

type Company = { id: number; slug: string; name: string };
export type ReviewActionData = { result?: SubmissionResult<string[]>; ok?: boolean };

/**
 * 'Write a Review for {name}'. Without JavaScript it is a plain POST to the company's review
 * page; with JavaScript the same form posts through a fetcher and stays in place.
 */
export function ReviewForm({
  company,
  lastResult,
  onSuccess,
  inline = false,
}: {
  company: Company;
  lastResult?: SubmissionResult<string[]>;
  onSuccess?: () => void;
  inline?: boolean;
}) {
  const fetcher = useFetcher<ReviewActionData>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const action = `/companies/${company.slug}/review`;
  const result = inline ? fetcher.data?.result : lastResult;
  const [form, fields] = useForm({
    // Not `review-<id>`: the review list uses those ids for reviews, and ids must be unique.
    id: `review-form-${company.id}`,
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reviewSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
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

  const FormTag = inline ? fetcher.Form : Form;

  return (
    <section
      aria-labelledby={`${form.id}-heading`}
      className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
    >
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
    </section>
  );
}
