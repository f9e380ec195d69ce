import { Fragment, type ReactNode } from "react";
import { describedBy, errorIdFor, FieldError, firstError, labelClass, type Errors } from "./forms";
import { StarIcon } from "./icons";

const starLabel = (n: number) => `${n} star${n > 1 ? "s" : ""}`;

/**
 * Five star radios that light every star up to the choice, with or without JavaScript: inputs
 * and labels are siblings from 5 down to 1, shown reversed, so `input:checked ~ label` lights the
 * chosen star and the lower ones (tailwind.css, `.star-input`; tests/e2e/reviews.spec.ts).
 */
export function StarRatingInput({
  id,
  name,
  legend = "Rating *",
  initial,
  errors,
}: {
  id: string;
  name: string;
  legend?: ReactNode;
  initial?: unknown;
  errors?: Errors;
}) {
  const invalid = firstError(errors) ? true : undefined;
  return (
    <fieldset className="star-field" aria-describedby={describedBy(id, { errors })}>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-1 flex items-center gap-3">
        {/*
          A text browser checks the first radio of a group when none is: this empty choice is
          that first one, so no rating is ever picked for the visitor. Browsers never show it.
        */}
        <input
          type="radio"
          name={name}
          id={`${id}-none`}
          value=""
          defaultChecked={!initial}
          hidden
          className="hidden"
        />
        <label htmlFor={`${id}-none`} hidden className="hidden">
          No rating chosen
        </label>
        <div className="star-input" id={id}>
          {[5, 4, 3, 2, 1].map((n) => (
            <Fragment key={n}>
              <input
                type="radio"
                name={name}
                id={`${id}-${n}`}
                value={n}
                defaultChecked={initial === String(n)}
                className="sr-only"
                aria-invalid={invalid}
              />
              <label htmlFor={`${id}-${n}`} title={starLabel(n)}>
                <span className="sr-only">{starLabel(n)}</span>
                <StarIcon className="h-7 w-7" />
              </label>
            </Fragment>
          ))}
        </div>
        <span className="star-value text-sm font-medium text-gray-700" aria-hidden="true" />
      </div>
      <FieldError id={errorIdFor(id)} errors={errors} />
    </fieldset>
  );
}
