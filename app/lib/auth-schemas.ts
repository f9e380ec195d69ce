import { z } from "zod";
import { isValidEmail, isValidPhone } from "./contact-rules";
import { singleLine } from "./plain-text";
import { SITE } from "./site";

/** Field limits of the account forms (the database takes what these let through). */
export const AUTH_LIMITS = {
  email: 254,
  password: 128,
  minPassword: 8,
  name: 100,
  company: 150,
  phone: 30,
  token: 200,
  redirectTo: 500,
} as const;

/** The messages for signing in and registering, plus our own for the rest. */
export const AUTH_MESSAGES = {
  invalidEmail: "Invalid email address",
  emailRequired: "Email is required",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: `Password must be at most ${AUTH_LIMITS.password} characters`,
  passwordsDontMatch: "Passwords don't match",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  phoneDigits: "Phone number must have 10 digits",
  emailTaken: "An account with this email already exists. Sign in instead.",
  loginFailedTitle: "Login failed",
  loginFailedDescription: "Invalid email or password. Please try again.",
  loginFailedInline: "Login failed. Please try again.",
  loginApiFailed: "Invalid email or password",
  loginSuccess: "Login successful",
  registrationFailedTitle: "Registration failed",
  registrationFailedDescription: "Failed to create account. Please try again.",
  registrationFailedInline: "Registration failed. Please try again.",
  registrationSuccess: "Account created successfully",
  loggedOut: "Logged Out",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  accountDisabled: `This account has been disabled. If you think this is a mistake, write to ${SITE.supportEmail}.`,
  resetRequested:
    "If an account exists for that email address, we have sent a link to reset your password. The link expires in 1 hour.",
  resetInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  resetDoneTitle: "Password updated",
  resetDoneDescription: "Your password has been reset. Please sign in with your new password.",
  verifyInvalid: "This verification link is invalid or has already been used.",
  verifyDoneTitle: "Email verified",
  verifyDoneDescription: "Your email address has been verified. Thank you!",
} as const;

const tooLong = (max: number) => `Must be at most ${max} characters`;

/** A required text: conform turns "" into undefined, the JSON API may send "" or spaces. */
const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong(max))
    .refine(...singleLine);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .refine(...singleLine)
    .optional()
    .transform((v) => (v ? v : undefined));

/** E-mail addresses are compared and stored lower-cased. */
const email = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(AUTH_LIMITS.email, { error: AUTH_MESSAGES.invalidEmail, abort: true })
    .refine(...singleLine)
    .refine(isValidEmail, AUTH_MESSAGES.invalidEmail)
    .transform((v) => v.toLowerCase());

/** A new password: at least 8 characters, and a cap so hashing stays cheap. */
const newPassword = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(AUTH_LIMITS.minPassword, AUTH_MESSAGES.passwordTooShort)
  .max(AUTH_LIMITS.password, AUTH_MESSAGES.passwordTooLong);

const redirectTo = z.string().max(AUTH_LIMITS.redirectTo).optional();

export const loginSchema = z.object({
  email: email(AUTH_MESSAGES.invalidEmail),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(AUTH_LIMITS.password, AUTH_MESSAGES.passwordTooLong),
  redirectTo,
});
export type LoginInput = z.infer<typeof loginSchema>;

const registrationFields = {
  firstName: requiredText(AUTH_MESSAGES.firstNameRequired, AUTH_LIMITS.name),
  lastName: requiredText(AUTH_MESSAGES.lastNameRequired, AUTH_LIMITS.name),
  email: email(AUTH_MESSAGES.emailRequired),
  company: optionalText(AUTH_LIMITS.company),
  phone: optionalText(AUTH_LIMITS.phone).refine(
    (v) => v === undefined || isValidPhone(v),
    AUTH_MESSAGES.phoneDigits,
  ),
  password: newPassword,
  confirmPassword: z.string().max(AUTH_LIMITS.password).optional(),
  redirectTo,
};

/**
 * The registration form. Only these fields exist: anything else in the body (a role, a verified
 * flag) is dropped by the object schema, so the form cannot set server-side fields.
 * `confirm: 'required'` is the page (an empty confirmation does not match); the JSON API may
 * leave it out, and is checked only when it sends one.
 */
function registration(confirm: "required" | "optional") {
  return z
    .object(registrationFields)
    .refine(
      (v) =>
        (confirm === "optional" && v.confirmPassword === undefined) ||
        v.confirmPassword === v.password,
      {
        path: ["confirmPassword"],
        message: AUTH_MESSAGES.passwordsDontMatch,
        when: passwordsParsed,
      },
    );
}

/** Compare the two passwords even while other fields still have errors (one round of messages). */
function passwordsParsed(payload: { issues: readonly { path?: PropertyKey[] }[] }) {
  // An issue without a path is the body itself (null, an array): there is nothing to compare.
  return !payload.issues.some(
    (i) => !i.path?.length || ["password", "confirmPassword"].includes(String(i.path[0])),
  );
}

export const registerSchema = registration("required");
export const registerApiSchema = registration("optional");
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: email(AUTH_MESSAGES.invalidEmail) });

const token = z
  .string({ error: AUTH_MESSAGES.resetInvalid })
  .trim()
  .min(1, AUTH_MESSAGES.resetInvalid)
  .max(AUTH_LIMITS.token, AUTH_MESSAGES.resetInvalid);

export const resetPasswordSchema = z
  .object({
    token,
    password: newPassword,
    confirmPassword: z.string().max(AUTH_LIMITS.password).optional(),
  })
  .refine((v) => v.confirmPassword === v.password, {
    path: ["confirmPassword"],
    message: AUTH_MESSAGES.passwordsDontMatch,
    when: passwordsParsed,
  });

/** POST /api/auth/reset-password with `{ token, password }`: sets the new password. */
export const resetWithTokenApiSchema = z.object({ token, password: newPassword });

export const verifyEmailSchema = z.object({
  token: z
    .string({ error: AUTH_MESSAGES.verifyInvalid })
    .trim()
    .min(1, AUTH_MESSAGES.verifyInvalid)
    .max(AUTH_LIMITS.token, AUTH_MESSAGES.verifyInvalid),
});

/** The first message of a failed parse (the dashboard's account forms). */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid request";
}

const currentPassword = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(AUTH_LIMITS.password, AUTH_MESSAGES.passwordTooLong);

/** The dashboard's Edit Name, Change Email and Delete Account forms (decision 023). */
export const editNameSchema = z.object({
  firstName: registrationFields.firstName,
  lastName: registrationFields.lastName,
});
export const changeEmailSchema = z.object({
  email: email(AUTH_MESSAGES.emailRequired),
  password: currentPassword,
});
export const deleteAccountSchema = z.object({ password: currentPassword });
