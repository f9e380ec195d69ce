import type { ReactNode } from "react";

/** The wizard's steps in order; the route reads `?step=` against them. */
export const STEPS = ["type", "search", "details", "plan", "verify"] as const;
export type Step = (typeof STEPS)[number];

const LABELS = [
  { n: 1, label: "Search", steps: ["type", "search"] },
  { n: 2, label: "Details", steps: ["details"] },
  { n: 3, label: "Plan", steps: ["plan"] },
] as const;

export function WizardProgress({ step }: { step: Step }) {
  const current = LABELS.findIndex((l) => (l.steps as readonly string[]).includes(step));
  return (
    <ol className="mt-6 flex items-center gap-2" aria-label="Progress">
      {LABELS.map((l, i) => {
        const state = i < current ? "done" : i === current ? "current" : "todo";
        return (
          <li
            key={l.n}
            className="flex flex-1 items-center gap-2"
            aria-current={state === "current" ? "step" : undefined}
          >
            <span
              className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                state === "todo" ? "bg-gray-200 text-gray-700" : "bg-brand-600 text-white"
              }`}
            >
              {l.n}
            </span>
            <span
              className={`text-sm font-medium ${state === "current" ? "text-brand-700" : "text-gray-700"}`}
            >
              {l.label}
            </span>
            {i < LABELS.length - 1 ? (
              <span className="h-0.5 flex-1 bg-gray-200" aria-hidden="true" />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

export const BACK_CLASS =
  "rounded-md border border-gray-300 px-4 py-2 font-semibold text-gray-800 hover:bg-gray-50";
const NEXT_CLASS =
  "rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50";

/** A step's way on: a submit button named by its `intent`, which the route's action reads. */
export function NextButton({
  intent,
  disabled,
  small,
  children,
}: {
  intent: string;
  disabled?: boolean;
  /** The smaller button of a row in a list ('Claim This Listing'). */
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={disabled}
      className={`${NEXT_CLASS} ${small ? "px-3 py-1.5 text-sm" : "px-5 py-2"}`}
    >
      {children}
    </button>
  );
}

/** The foot of a step: Back on the left (when there is one), the way on at the right. */
export function StepFoot({
  back,
  space = "mt-6",
  children,
}: {
  back?: ReactNode;
  /** The room above it ('pt-2' in a form that already spaces its rows). */
  space?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${space} flex gap-3 ${back ? "justify-between" : "justify-end"}`}>
      {back}
      {children}
    </div>
  );
}

/** A radio of a choice made by cards (the kind of company, the plan); the card shows it checked. */
export function CardRadio({
  name,
  value,
  chosen,
  className,
}: {
  name: string;
  value: string;
  chosen: string;
  className: string;
}) {
  return (
    <input
      type="radio"
      name={name}
      value={value}
      defaultChecked={chosen === value}
      className={`${className} accent-brand-600`}
    />
  );
}

/**
 * 'Back' on a step with a form: a submit button, so the step saves what was typed before it
 * goes back (the server carries the draft, decision 012), with or without JavaScript.
 */
export function BackButton({ intent }: { intent: string }) {
  return (
    <button type="submit" name="intent" value={intent} formNoValidate className={BACK_CLASS}>
      Back
    </button>
  );
}
