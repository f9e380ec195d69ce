import { z } from "zod";
import { isValidEmail, isValidPhone } from "./contact-rules";
import { refuse } from "./refusal";
import { CHOOSE_MESSAGE, multilineUpTo, optionalChoice, textUpTo } from "./schema-fields";
import {
  MAX_COUNT,
  PROJECT_DETAIL_FIELDS,
  TIMELINE_OPTIONS,
  type DetailField,
  type QuoteDetails,
} from "./quote-details";
import { isProjectTypeId, projectTypeLabel, type ProjectTypeId } from "./quote-services";
import { formatCount } from "./format";

/** The messages of the quote form (tests/e2e/quotes.spec.ts): a title and its description. */
export const QUOTE_MESSAGES = {
  projectType: {
    title: "Project Type Required",
    description: "Please select at least one project type.",
  },
  required: {
    title: "Required Fields Missing",
    description: "Please fill in all required contact information.",
  },
  email: {
    title: "Invalid Email Address",
    description: "Please enter a valid email address, like name@example.com.",
  },
  phone: {
    title: "Invalid Phone Number",
    description: "Please enter a phone number with exactly 10 digits, like (555) 123-4567.",
  },
  details: {
    title: "Check Project Details",
    description: "Some project details are not valid. Please correct the marked fields.",
  },
  failed: { title: "Submission Failed", description: "Please try again later." },
  success: {
    title: "Quote Request Submitted!",
    description: "We'll connect you with qualified contractors in your area shortly.",
  },
} as const;

/** Added to the success description when the location could not be placed on the map. */
export const MANUAL_MATCH_NOTE =
  "We couldn't find that location on the map, so our team will match your request by hand.";

export const QUOTE_LIMITS = {
  customerName: 100,
  customerEmail: 254,
  customerPhone: 30,
  companyName: 150,
  projectLocation: 150,
  additionalNotes: 5000,
  projectSize: 100,
  projectDescription: 1000,
} as const;

const COUNT = `Enter a whole number from 0 to ${formatCount(MAX_COUNT)}.`;

/** A detail field's schema: lenient about empty values, strict about what it stores. */
function detailSchema(field: DetailField) {
  switch (field.kind) {
    case "count":
      // Form posts strings, the JSON API may send numbers; either becomes an integer.
      return z
        .unknown()
        .transform((v, ctx) => {
          if (v === undefined || v === null || (typeof v === "string" && !v.trim())) {
            return undefined;
          }
          const n = typeof v === "number" ? v : typeof v === "string" ? Number(v.trim()) : NaN;
          if (!Number.isInteger(n) || n < 0 || n > MAX_COUNT) {
            ctx.addIssue({ code: "custom", message: COUNT });
            return z.NEVER;
          }
          return n;
        })
        .optional();
    case "multi": {
      const allowed = field.options.map((o) => o.value);
      return z
        .union([z.string(), z.array(z.string())])
        .optional()
        .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
        .refine((values) => values.every((x) => allowed.includes(x)), CHOOSE_MESSAGE)
        .transform((values) => [...new Set(values)])
        .optional();
    }
    case "choice":
      return optionalChoice(field.options.map((o) => o.value)).optional();
    case "text":
    case "longtext":
      return (field.kind === "text" ? textUpTo : multilineUpTo)(field.maxLength)
        .transform((v) => v || undefined)
        .optional();
  }
}

const ALL_DETAIL_FIELDS = Object.values(PROJECT_DETAIL_FIELDS).flat();

const detailsSchema = z.object(
  Object.fromEntries(ALL_DETAIL_FIELDS.map((f) => [f.name, detailSchema(f)])),
);

const timeline = optionalChoice(TIMELINE_OPTIONS.map((o) => o.value));

export type QuoteInput = {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  companyName?: string;
  projectLocation: string;
  preferredTimeline?: string;
  additionalNotes?: string;
  /** The chosen project-type ids (the API calls them servicesNeeded). */
  servicesNeeded: ProjectTypeId[];
  projectDescription: string;
  projectSize: string;
  /** Every detail field of the chosen project types that was filled in. */
  details: QuoteDetails;
  /** Sent from this company's page: it receives the request when it fits (decision 016). */
  companyId?: number;
  /** With `companyId`: whether up to 4 similar contractors nearby receive it too. */
  alsoSimilar: boolean;
};

/**
 * 'Also send to similar contractors nearby': JSON sends a boolean; the form sends a hidden "0"
 * followed by the ticked box's "1", so the last value is the answer, without JavaScript too.
 * Absent means yes.
 */
const yesNo = z
  .union([z.boolean(), z.string(), z.array(z.string())])
  .optional()
  .transform((v) => {
    const last = Array.isArray(v) ? v[v.length - 1] : v;
    if (last === undefined || typeof last === "boolean") return last ?? true;
    return !["0", "false", "off", "no"].includes(last.trim().toLowerCase());
  });

const companyId = z
  .union([z.number(), z.string()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === "") return undefined;
    const n = typeof v === "number" ? v : Number(v);
    if (!Number.isSafeInteger(n) || n <= 0) {
      ctx.addIssue({ code: "custom", message: "Must be a listed company's id." });
      return z.NEVER;
    }
    return n;
  });

/**
 * One schema for the HTML form and the JSON API (the quote payload of decision 005 plus an optional
 * `details` object). Form-level issues carry the message title (the form looks up the
 * description); field issues carry the description. projectDescription and projectSize are
 * built here from the chosen types, the location and the details.
 */
export const quoteSchema = z
  .object({
    servicesNeeded: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
    customerName: textUpTo(QUOTE_LIMITS.customerName),
    customerEmail: textUpTo(QUOTE_LIMITS.customerEmail),
    customerPhone: textUpTo(QUOTE_LIMITS.customerPhone),
    companyName: textUpTo(QUOTE_LIMITS.companyName),
    projectLocation: textUpTo(QUOTE_LIMITS.projectLocation),
    preferredTimeline: timeline,
    additionalNotes: multilineUpTo(QUOTE_LIMITS.additionalNotes),
    // Sent by SPEC clients that build them themselves; the server rebuilds the description and
    // keeps a given projectSize only when no detail field supplies one.
    projectDescription: multilineUpTo(QUOTE_LIMITS.projectDescription),
    projectSize: textUpTo(QUOTE_LIMITS.projectSize),
    // Checked in the refinement below, after the contact fields, so messages come in order.
    details: z.record(z.string(), z.unknown()).optional(),
    companyId,
    alsoSimilar: yesNo,
  })
  .superRefine((value, ctx) => {
    const types = value.servicesNeeded.filter(isProjectTypeId);
    if (!types.length || types.length !== value.servicesNeeded.length) {
      refuse(ctx, QUOTE_MESSAGES.projectType, ["servicesNeeded"]);
      return;
    }
    const required = ["customerName", "customerEmail", "customerPhone", "projectLocation"] as const;
    const missing = required.filter((k) => !value[k]);
    if (missing.length) {
      refuse(ctx, QUOTE_MESSAGES.required, missing);
      return;
    }
    if (!isValidEmail(value.customerEmail)) {
      refuse(ctx, QUOTE_MESSAGES.email, ["customerEmail"]);
      return;
    }
    if (!isValidPhone(value.customerPhone)) {
      refuse(ctx, QUOTE_MESSAGES.phone, ["customerPhone"]);
      return;
    }
    const details = detailsSchema.safeParse(value.details ?? {});
    if (!details.success) {
      refuse(ctx, QUOTE_MESSAGES.details);
      for (const issue of details.error.issues) {
        ctx.addIssue({ code: "custom", path: ["details", ...issue.path], message: issue.message });
      }
    }
  })
  .transform((v): QuoteInput => {
    const types = v.servicesNeeded.filter(isProjectTypeId);
    const details = chosenDetails(types, detailsSchema.parse(v.details ?? {}));
    return {
      customerName: v.customerName,
      customerEmail: v.customerEmail,
      customerPhone: v.customerPhone,
      companyName: v.companyName || undefined,
      projectLocation: v.projectLocation,
      preferredTimeline: v.preferredTimeline,
      additionalNotes: v.additionalNotes || undefined,
      servicesNeeded: types,
      projectDescription: buildProjectDescription(types, v.projectLocation),
      projectSize: buildProjectSize(details, v.projectSize),
      details,
      companyId: v.companyId,
      alsoSimilar: v.alsoSimilar,
    };
  });

/** Only the details of the chosen project types, without empty values. */
export function chosenDetails(
  types: readonly ProjectTypeId[],
  details: Record<string, unknown>,
): QuoteDetails {
  const out: QuoteDetails = {};
  for (const type of types) {
    for (const field of PROJECT_DETAIL_FIELDS[type]) {
      const value = details[field.name];
      if (value === undefined || value === "" || (Array.isArray(value) && !value.length)) continue;
      out[field.name] = value as QuoteDetails[string];
    }
  }
  return out;
}

/** projectDescription: the chosen project types' labels joined by ', ', then ' project in ', the location. */
export function buildProjectDescription(types: readonly ProjectTypeId[], location: string): string {
  return `${types.map(projectTypeLabel).join(", ")} project in ${location}`;
}

/**
 * projectSize: the first non-empty of number of stalls, roadway length and estimated square
 * footage, otherwise 'Not specified'. A client that sent its own projectSize and no such
 * detail keeps it.
 */
export function buildProjectSize(details: QuoteDetails, given?: string): string {
  for (const name of ["numberOfStalls", "roadwayLength", "estimatedSquareFootage"]) {
    const value = details[name];
    if (value !== undefined && String(value).trim() !== "") return String(value);
  }
  return given?.trim() || "Not specified";
}

/** Whether a field error belongs to a detail field (the form shows those beside the field). */
export function isDetailPath(name: string): boolean {
  return name.startsWith("details.");
}
