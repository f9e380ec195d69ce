import { z } from "zod";
import { STATE_CODES } from "./states";
import { COVERAGE_MESSAGES, orderedStates, TRAVEL_MILES_MAX, TRAVEL_MILES_MIN } from "./coverage";

/** The checks of where a firm works (decision 049): the owner's form and the JSON API alike. */
const milesSchema = z
  .number({ error: COVERAGE_MESSAGES.miles })
  .int(COVERAGE_MESSAGES.miles)
  .min(TRAVEL_MILES_MIN, COVERAGE_MESSAGES.miles)
  .max(TRAVEL_MILES_MAX, COVERAGE_MESSAGES.miles)
  .nullable();

const statesSchema = z
  .array(z.string())
  .max(STATE_CODES.length * 2, COVERAGE_MESSAGES.states)
  .refine((list) => list.every((s) => STATE_CODES.includes(s)), COVERAGE_MESSAGES.states)
  .transform(orderedStates);

/** The owner's form (checkboxes `states`, a number `miles`): an empty box is no radius. */
export const coverageFormSchema = z.object({
  miles: z.preprocess(
    (v) => (v === undefined || v === "" ? null : Number(v)),
    milesSchema,
  ) as z.ZodType<number | null>,
  states: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), statesSchema),
});

/** The JSON API's `serves: { miles, states }` (either may be left out: it keeps its value). */
export const coverageApiSchema = z.object({
  miles: milesSchema.optional(),
  states: statesSchema.optional(),
});

export type CoverageInput = z.output<typeof coverageFormSchema>;
