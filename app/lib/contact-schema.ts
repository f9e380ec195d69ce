import { z } from "zod";
import { isValidEmail } from "./contact-rules";
import { singleLine } from "./plain-text";
import { boundedText } from "./text-schema";
import { optionList, optionText, optionValues } from "./option-list";

/** Subjects of the contact form, with the labels the select shows. */
export const CONTACT_SUBJECTS = optionList([
  ["general", "General Inquiry"],
  ["company-listing", "Company Listing"],
  ["technical", "Technical Support"],
  ["business", "Business Partnership"],
  ["other", "Other"],
]);

export const CONTACT_MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  message: "Message must be at least 10 characters",
  subject: "Please choose one of the listed subjects",
  success: {
    title: "Message Sent!",
    description: "Thank you for contacting us. We'll get back to you within 24 hours.",
  },
  failure: { title: "Error", description: "Failed to send message. Please try again." },
} as const;

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** One schema for the form (conform) and any JSON caller; app/models/content/contact.server.test.ts holds its messages. */
export const contactSchema = z.object({
  name: boundedText("Name", 2, CONTACT_LIMITS.name, "one", CONTACT_MESSAGES.name),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .refine(...singleLine)
    .refine((v) => isValidEmail(v), CONTACT_MESSAGES.email),
  subject: z
    .enum(optionValues(CONTACT_SUBJECTS), { error: CONTACT_MESSAGES.subject })
    .default("general"),
  message: boundedText("Message", 10, CONTACT_LIMITS.message, "many", CONTACT_MESSAGES.message),
});

export type ContactInput = z.output<typeof contactSchema>;

export function contactSubjectLabel(value: string): string {
  return optionText(CONTACT_SUBJECTS, value);
}
