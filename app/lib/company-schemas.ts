import { z } from "zod";
import { multilineUpTo, textUpTo } from "./schema-fields";
import { isValidEmail, isValidPhone } from "./contact-rules";
import {
  KNOWN_SERVICE_NAMES,
  MATERIALS_CERTIFICATIONS,
  MATERIALS_COMPANY_TYPES,
  MATERIALS_EDIT_COMPANY_TYPES,
  MATERIALS_EDIT_PRODUCTS,
  MATERIALS_PRODUCTS,
  STRIPING_SERVICES,
  SUBSCRIPTION_TIERS,
} from "./options";
import { STATE_CODES } from "./states";
import { isValidWebsite, normalizeWebsite } from "./website";
import { DIRECTORIES } from "./directory";

/** The messages for adding and editing companies (tests/unit/owner-auth.test.ts). */
export const COMPANY_MESSAGES = {
  name: "Company name is required",
  location: "Location is required",
  state: "State is required",
  email: "Valid email is required",
  contact: "Invalid contact information provided",
  editEmail: "Invalid email address",
  services: "At least one service is required",
  products: "At least one product is required",
  companyType: "Company type is required",
} as const;

export const COMPANY_LIMITS = {
  name: 120,
  location: 80,
  phone: 30,
  email: 254,
  website: 200,
  description: 2000,
} as const;

const required = (max: number, message: string) =>
  textUpTo(max).refine((v) => v.length > 0, message);

const state = z
  .string()
  .optional()
  .transform((v) => (v ?? "").trim().toUpperCase())
  .refine((v) => STATE_CODES.includes(v), COMPANY_MESSAGES.state);

/** Checkbox groups arrive as a string (one) or a list (several); unknown values are refused. */
const choices = (allowed: readonly string[]) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .refine((list) => list.every((x) => allowed.includes(x)), "Choose from the listed options.")
    .transform((list) => [...new Set(list)]);

const bool = (fallback: boolean) =>
  z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) =>
      v === undefined || v === "" ? fallback : v === true || v === "true" || v === "on",
    );

function contactIssues(
  v: { email: string; phone: string; website: string },
  ctx: z.RefinementCtx,
  emailRequired: boolean,
  emailMessage: string,
) {
  if ((emailRequired || v.email) && !isValidEmail(v.email)) {
    ctx.addIssue({ code: "custom", path: ["email"], message: emailMessage });
    return;
  }
  const phoneBad = v.phone !== "" && !isValidPhone(v.phone);
  const websiteBad = !isValidWebsite(v.website);
  if (phoneBad || websiteBad) {
    ctx.addIssue({ code: "custom", path: [], message: COMPANY_MESSAGES.contact });
    if (phoneBad)
      ctx.addIssue({
        code: "custom",
        path: ["phone"],
        message: "Phone number must have 10 digits",
      });
    if (websiteBad)
      ctx.addIssue({ code: "custom", path: ["website"], message: "Enter a valid website address" });
  }
}

/** The fields every listing has, added or edited. */
const editBase = {
  name: required(COMPANY_LIMITS.name, COMPANY_MESSAGES.name),
  location: required(COMPANY_LIMITS.location, COMPANY_MESSAGES.location),
  state,
  phone: textUpTo(COMPANY_LIMITS.phone),
  email: textUpTo(COMPANY_LIMITS.email),
  website: textUpTo(COMPANY_LIMITS.website),
  description: multilineUpTo(COMPANY_LIMITS.description),
};

/** The details the wizard collects (the onboarding payload of POST /api/companies/onboard). */
export const companyDetailsSchema = z
  .object({
    companyType: z.enum(DIRECTORIES).optional().default("striping"),
    ...editBase,
    services: choices(STRIPING_SERVICES),
    products: choices(MATERIALS_PRODUCTS),
    materialsCompanyType: choices(MATERIALS_COMPANY_TYPES),
  })
  .superRefine((v, ctx) => contactIssues(v, ctx, true, COMPANY_MESSAGES.email))
  .transform((v) => ({ ...v, website: normalizeWebsite(v.website) }));

export type CompanyDetails = z.output<typeof companyDetailsSchema>;

export const tierSchema = z.enum(SUBSCRIPTION_TIERS).optional().default("free");

/** The whole onboarding payload of the API (and of the wizard's final step). */
export const onboardingSchema = z
  .object({
    subscriptionTier: tierSchema,
    receiveQuotes: bool(true),
    claimExisting: bool(false),
    existingCompanyId: z.coerce.number().int().positive().optional(),
  })
  .and(companyDetailsSchema);

export type OnboardingInput = z.output<typeof onboardingSchema>;

export const claimSchema = z.object({
  companyId: z.coerce.number().int().positive(),
  email: textUpTo(COMPANY_LIMITS.email).refine(
    (v) => v === "" || isValidEmail(v),
    COMPANY_MESSAGES.email,
  ),
  subscriptionTier: tierSchema,
});

export type ClaimInput = z.output<typeof claimSchema>;

/** The code mailed to a listing's address (decision 015); spaces a reader types are dropped. */
export const claimCodeSchema = z.object({
  companyId: z.coerce.number().int().positive(),
  code: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).replace(/\s+/g, ""))
    .refine((v) => /^\d{6}$/.test(v), "Enter the 6-digit code from the e-mail."),
});

/** Owner edit of a striping listing (PATCH /api/companies/:id and the dashboard). */
export const stripingEditSchema = z
  .object({
    ...editBase,
    services: choices(KNOWN_SERVICE_NAMES).refine((l) => l.length > 0, COMPANY_MESSAGES.services),
  })
  .superRefine((v, ctx) => contactIssues(v, ctx, false, COMPANY_MESSAGES.editEmail))
  .transform((v) => ({ ...v, website: normalizeWebsite(v.website) }));

export type StripingEdit = z.output<typeof stripingEditSchema>;

const year = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : Number(v)))
  .refine(
    (v) => v === undefined || (Number.isInteger(v) && v >= 1800 && v <= new Date().getFullYear()),
    "Enter a year between 1800 and this year",
  );

/** Owner edit of a materials listing (PUT /api/materials-companies/:id and the dashboard). */
export const materialsEditSchema = z
  .object({
    ...editBase,
    companyType: z
      .string()
      .optional()
      .refine(
        (v) => v !== undefined && (MATERIALS_EDIT_COMPANY_TYPES as readonly string[]).includes(v),
        COMPANY_MESSAGES.companyType,
      )
      .transform((v) => v as string),
    products: choices([...new Set([...MATERIALS_EDIT_PRODUCTS, ...MATERIALS_PRODUCTS])]).refine(
      (l) => l.length > 0,
      COMPANY_MESSAGES.products,
    ),
    certifications: choices(MATERIALS_CERTIFICATIONS),
    yearEstablished: year,
    customLogo: textUpTo(200).optional(),
  })
  .superRefine((v, ctx) => contactIssues(v, ctx, false, COMPANY_MESSAGES.editEmail))
  .transform((v) => ({ ...v, website: normalizeWebsite(v.website) }));

export type MaterialsEdit = z.output<typeof materialsEditSchema>;
