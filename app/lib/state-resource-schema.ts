import { z } from "zod";
import { singleLine } from "./plain-text";
import { isHttpUrl } from "./website";

export const STATE_RESOURCE_LIMITS = { dotName: 150, dotAcronym: 20, url: 500 } as const;

const url = (label: string) =>
  z
    .string({ error: `${label} link is required` })
    .trim()
    .max(
      STATE_RESOURCE_LIMITS.url,
      `${label} link must be at most ${STATE_RESOURCE_LIMITS.url} characters`,
    )
    .refine(...singleLine)
    .refine(
      isHttpUrl,
      `${label} link must be a full web address starting with http:// or https://`,
    );

/**
 * What the operator may change about a state's DOT entry (decision 018). Links are http(s)
 * only: /resources shows them as links, and any other scheme (javascript:, data:) is refused.
 */
export const stateResourceSchema = z.object({
  dotName: z
    .string({ error: "Agency name is required" })
    .trim()
    .min(3, "Agency name must be at least 3 characters")
    .max(
      STATE_RESOURCE_LIMITS.dotName,
      `Agency name must be at most ${STATE_RESOURCE_LIMITS.dotName} characters`,
    )
    .refine(...singleLine),
  dotAcronym: z
    .string()
    .trim()
    .max(
      STATE_RESOURCE_LIMITS.dotAcronym,
      `Acronym must be at most ${STATE_RESOURCE_LIMITS.dotAcronym} characters`,
    )
    .refine(...singleLine)
    .optional()
    .transform((v) => v || null),
  standardsUrl: url("Standards"),
  specificationsUrl: url("Specifications"),
  // A form sends an empty optional field as "" (or, through conform, not at all).
  trafficControlUrl: z
    .union([z.literal(""), url("Traffic control")])
    .optional()
    .transform((v) => v || null),
  lastUpdated: z
    .string({ error: "Last updated date is required" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Last updated must be a date")
    .transform((v) => new Date(`${v}T00:00:00Z`))
    .refine((d) => !Number.isNaN(d.getTime()), "Last updated must be a date")
    .refine((d) => d.getTime() <= Date.now() + 86_400_000, "Last updated cannot be in the future"),
});

export type StateResourceInput = z.output<typeof stateResourceSchema>;
