import { z } from "zod";
import { REVIEW_PROJECT_SIZES, REVIEW_PROJECT_TYPES } from "./options";
import { isValidEmail } from "./contact-rules";
import { refuse } from "./refusal";
import { multilineUpTo, optionalChoice, textUpTo } from "./schema-fields";

/** The messages of the review form (tests/e2e/reviews.spec.ts): a title and its description. */
export const REVIEW_MESSAGES = {
  rating: {
    title: "Please provide a rating",
    description: "Rating is required to submit a review.",
  },
  required: {
    title: "Please fill in all required fields",
    description: "Name, title, and review content are required.",
  },
  email: { title: "Invalid email address", description: "Please enter a valid email address." },
  failed: { title: "Error submitting review", description: "Please try again later." },
  success: { title: "Review submitted successfully!", description: "Thank you for your feedback." },
} as const;

/** Why a second review of the same company is refused (decision 015). */
export const REVIEW_DUPLICATE = {
  email: "You have already reviewed this company with this e-mail address.",
  visitor:
    "A review of this company was posted from your connection in the last 24 hours. You can review it again tomorrow.",
} as const;

/** Why an owner's review of their own listing is refused. */
export const REVIEW_OWN =
  "You cannot review a listing you own. Reviews are for the business's customers.";

export type ReviewMessageKey = keyof typeof REVIEW_MESSAGES;

export const REVIEW_LIMITS = { name: 100, email: 254, title: 150, content: 5000 } as const;

/**
 * One schema for the HTML form and the JSON API. A refusal carries its title and description as
 * the form's errors and marks its fields (`refuse`).
 */
export const reviewSchema = z
  .object({
    companyId: z.coerce.number().int().positive(),
    rating: z.coerce.number().optional(),
    customerName: textUpTo(REVIEW_LIMITS.name),
    customerEmail: textUpTo(REVIEW_LIMITS.email),
    title: textUpTo(REVIEW_LIMITS.title),
    content: multilineUpTo(REVIEW_LIMITS.content),
    projectType: optionalChoice(REVIEW_PROJECT_TYPES.map((o) => o.value)),
    projectSize: optionalChoice(REVIEW_PROJECT_SIZES.map((o) => o.value)),
  })
  .superRefine((value, ctx) => {
    const rating = value.rating;
    if (rating === undefined || !Number.isInteger(rating) || rating < 1 || rating > 5) {
      refuse(ctx, REVIEW_MESSAGES.rating, ["rating"]);
      return;
    }
    const missing = (["customerName", "title", "content"] as const).filter((k) => !value[k]);
    if (missing.length) {
      refuse(ctx, REVIEW_MESSAGES.required, missing);
      return;
    }
    if (value.customerEmail && !isValidEmail(value.customerEmail)) {
      refuse(ctx, REVIEW_MESSAGES.email, ["customerEmail"]);
    }
  })
  .transform(
    (v): ReviewInput => ({
      companyId: v.companyId,
      rating: v.rating as number,
      customerName: v.customerName,
      customerEmail: v.customerEmail || undefined,
      title: v.title,
      content: v.content,
      projectType: v.projectType,
      projectSize: v.projectSize,
    }),
  );

export type ReviewInput = {
  companyId: number;
  rating: number;
  customerName: string;
  customerEmail?: string;
  title: string;
  content: string;
  projectType?: string;
  projectSize?: string;
};
