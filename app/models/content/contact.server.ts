import { contactSubjectLabel, type ContactInput } from "~/lib/contact-schema";
import { escapeHtml } from "~/lib/escape";
import { SITE } from "~/lib/site";
import { db, schema } from "~/models/db.server";
import { enqueueEmail } from "~/models/mail/mail.server";

const { contactMessages } = schema;

/** One line, no control characters: safe inside a mail subject. */
function oneLine(text: string): string {
  return [...text]
    .map((ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? " " : ch))
    .join("")
    .replace(/ {2,}/g, " ")
    .trim();
}

/**
 * Stores a contact message and queues it to support, reply-to the sender, in one transaction:
 * either both rows exist or neither does.
 */
export function createContactMessage(input: ContactInput) {
  return db().transaction((tx) => {
    const row = tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
      })
      .returning()
      .get();
    const label = contactSubjectLabel(input.subject);
    const mail = enqueueEmail(
      {
        to: SITE.supportEmail,
        replyTo: input.email,
        subject: `Contact form: ${label} from ${oneLine(input.name)}`,
        text: [
          `New message from the contact form (#${row.id}).`,
          "",
          `Name: ${input.name}`,
          `Email: ${input.email}`,
          `Subject: ${label}`,
          "",
          input.message,
        ].join("\n"),
        html: [
          `<p>New message from the contact form (#${row.id}).</p>`,
          "<ul>",
          `<li><strong>Name:</strong> ${escapeHtml(input.name)}</li>`,
          `<li><strong>Email:</strong> ${escapeHtml(input.email)}</li>`,
          `<li><strong>Subject:</strong> ${escapeHtml(label)}</li>`,
          "</ul>",
          `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
        ].join("\n"),
      },
      tx,
    );
    return { id: row.id, outboxId: mail.id };
  });
}
