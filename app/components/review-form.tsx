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
import { Fragment, useEffect, useRef } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { REVIEW_PROJECT_SIZES, REVIEW_PROJECT_TYPES } from "~/lib/options";
import { describeReviewError, REVIEW_LIMITS, reviewSchema } from "~/lib/review-schema";
import { STAR_PATH } from "./ui/stars";

type Company = { id: number; slug: string; name: string };
export type ReviewActionData = { result?: SubmissionResult<string[]>; ok?: boolean };

const inputClass =
  "mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 aria-[invalid]:border-red-500";

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
    id: `review-${company.id}`,
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
  const formError = form.errors?.[0];

  return (
    <section
      aria-labelledby={`${form.id}-heading`}
      className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h3 id={`${form.id}-heading`} className="text-lg font-semibold text-gray-900">
        Write a Review for {company.name}
      </h3>
      {formError ? (
        <div
          role="alert"
          className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          <p className="font-semibold">{formError}</p>
          {describeReviewError(formError) ? <p>{describeReviewError(formError)}</p> : null}
        </div>
      ) : null}
      <FormTag method="post" action={action} {...getFormProps(form)} className="mt-4 space-y-4">
        <input type="hidden" name="companyId" value={company.id} />
        {hydrated && inline ? <input type="hidden" name="_inline" value="1" /> : null}
        <Honeypot />
        <fieldset className="star-field">
          <legend className="text-sm font-medium text-gray-800">Rating *</legend>
          <div className="mt-1 flex items-center gap-3">
            {/*
              A text browser checks the first radio of a group when none is: this empty choice is
              that first one, so no rating is ever picked for the visitor. Browsers never show it.
            */}
            <input
              type="radio"
              name={fields.rating.name}
              id={`${form.id}-rating-none`}
              value=""
              defaultChecked={!fields.rating.initialValue}
              hidden
              className="hidden"
            />
            <label htmlFor={`${form.id}-rating-none`} hidden className="hidden">
              No rating chosen
            </label>
            {/*
              Inputs and labels are siblings, 5 down to 1, shown reversed: `input:checked ~ label`
              lights the chosen star and every star below it (tailwind.css, .star-input).
            */}
            <div className="star-input" id={fields.rating.id}>
              {[5, 4, 3, 2, 1].map((n) => (
                <Fragment key={n}>
                  <input
                    type="radio"
                    name={fields.rating.name}
                    id={`${form.id}-rating-${n}`}
                    value={n}
                    defaultChecked={fields.rating.initialValue === String(n)}
                    className="sr-only"
                    aria-invalid={fields.rating.errors ? true : undefined}
                  />
                  <label htmlFor={`${form.id}-rating-${n}`} title={`${n} star${n > 1 ? "s" : ""}`}>
                    <span className="sr-only">{`${n} star${n > 1 ? "s" : ""}`}</span>
                    <svg viewBox="0 0 20 20" className="h-7 w-7" aria-hidden="true">
                      <path d={STAR_PATH} fill="currentColor" />
                    </svg>
                  </label>
                </Fragment>
              ))}
            </div>
            <span className="star-value text-sm font-medium text-gray-700" aria-hidden="true" />
          </div>
          <FieldError errors={fields.rating.errors} id={fields.rating.errorId} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={fields.customerName.id} className="text-sm font-medium text-gray-800">
              Your Name *
            </label>
            <input
              {...getInputProps(fields.customerName, { type: "text" })}
              maxLength={REVIEW_LIMITS.name}
              autoComplete="name"
              aria-required="true"
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={fields.customerEmail.id} className="text-sm font-medium text-gray-800">
              Email (optional)
            </label>
            <input
              {...getInputProps(fields.customerEmail, { type: "email" })}
              maxLength={REVIEW_LIMITS.email}
              autoComplete="email"
              className={inputClass}
            />
            <FieldError errors={fields.customerEmail.errors} id={fields.customerEmail.errorId} />
          </div>
        </div>
        <div>
          <label htmlFor={fields.title.id} className="text-sm font-medium text-gray-800">
            Review Title *
          </label>
          <input
            {...getInputProps(fields.title, { type: "text" })}
            maxLength={REVIEW_LIMITS.title}
            aria-required="true"
            placeholder="Summarize your experience"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={fields.content.id} className="text-sm font-medium text-gray-800">
            Your Review *
          </label>
          <textarea
            {...getTextareaProps(fields.content)}
            rows={4}
            maxLength={REVIEW_LIMITS.content}
            aria-required="true"
            placeholder="Tell others about the work this company did"
            className={inputClass}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={fields.projectType.id} className="text-sm font-medium text-gray-800">
              Project Type (optional)
            </label>
            <select {...getSelectProps(fields.projectType)} className={inputClass}>
              <option value="">Select project type</option>
              {REVIEW_PROJECT_TYPES.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={fields.projectSize.id} className="text-sm font-medium text-gray-800">
              Project Size (optional)
            </label>
            <select {...getSelectProps(fields.projectSize)} className={inputClass}>
              <option value="">Select project size</option>
              {REVIEW_PROJECT_SIZES.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {pending ? "Submitting..." : "Submit Review"}
        </button>
      </FormTag>
    </section>
  );
}

function FieldError({ errors, id }: { errors?: string[]; id: string }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {errors[0]}
    </p>
  );
}
