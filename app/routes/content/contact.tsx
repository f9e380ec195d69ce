import { filledHoneypot } from "~/lib/honeypot";
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";

import { data } from "react-router";
import { Form, useActionData, useLoaderData, useLocation } from "react-router";
import { cardClass, Facts, LinkList, PageHeader, Section } from "~/components/content/page-parts";
import { Honeypot } from "~/components/honeypot";
import { JsonLd } from "~/components/json-ld";
import { Field, SelectField, SubmitButton, TextareaField } from "~/components/ui/forms";
import { supportOrganizationJsonLd } from "~/lib/content-jsonld";
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  CONTACT_SUBJECTS,
  contactSchema,
} from "~/lib/contact-schema";
import { pageMeta } from "~/lib/seo";
import { SITE } from "~/lib/site";
import { createContactMessage } from "~/models/content/contact.server";
import { env } from "~/env.server";
import { clientIp } from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";
import { redirectWithToast, toastCookie } from "~/server/toast.server";
import type { Route } from "./+types/contact";
import { PUBLIC_FIXED_PAGE } from "~/lib/page-cache-handle";

/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_FIXED_PAGE;

export async function loader(_args: Route.LoaderArgs) {
  return { jsonLd: supportOrganizationJsonLd(env().SITE_URL) };
}

export const meta = pageMeta({
  title: "Contact Us | Road Striping Directory",
  description:
    "Questions about a listing, your account or working with us? Send the Road Striping Directory a message; we reply within 24 hours, Monday to Friday.",
  keywords: "contact road striping directory, listing support, striping directory help",
  path: "/contact",
});

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  if (filledHoneypot(formData)) {
    // A bot filled the honeypot: the usual answer, nothing stored or sent.
    return redirectWithToast("/contact", CONTACT_MESSAGES.success);
  }
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const failure = async (status: number) =>
    data(
      { result: submission.reply() },
      {
        status,
        headers: {
          "Set-Cookie": await toastCookie({ ...CONTACT_MESSAGES.failure, type: "destructive" }),
        },
      },
    );
  if (!allow("contact", clientIp(request, context))) return failure(429);
  try {
    createContactMessage(submission.value);
  } catch (error) {
    console.error("contact message failed", error);
    return failure(500);
  }
  return redirectWithToast("/contact", CONTACT_MESSAGES.success);
}

const COMMON_REQUESTS = [
  { to: "/add-company", label: "Add or claim your company listing" },
  { to: "/faq", label: "Read the frequently asked questions" },
  { to: "/browse", label: "Find a striping contractor" },
  { to: "/resources", label: "State DOT standards and the MUTCD" },
] as const;

/** The two one-line fields; each autocompletes from the browser's own name and address. */
const CONTACT_INPUTS = [
  { name: "name", label: "Name *", type: "text" },
  { name: "email", label: "Email *", type: "email" },
] as const;

const asideHeading = "text-lg font-semibold text-gray-900";

export default function Contact() {
  const { jsonLd } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult: actionData?.result,
    defaultValue: { subject: "general" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  return (
    <div className="container-page py-10">
      <JsonLd data={jsonLd} />
      <PageHeader title="Contact Us">
        Questions about a listing, your account, advertising or the directory itself? Send us a
        message and we will get back to you.
      </PageHeader>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <Section
          labelId="contact-form-heading"
          title="Send us a message"
          className={cardClass}
          headingClassName="text-xl font-semibold text-gray-900"
        >
          <Form
            key={location.key}
            method="post"
            action="/contact"
            {...getFormProps(form)}
            className="mt-4 space-y-4"
          >
            <Honeypot />
            <div className="grid gap-4 sm:grid-cols-2">
              {CONTACT_INPUTS.map((input) => (
                <Field
                  key={input.name}
                  label={input.label}
                  errors={fields[input.name].errors ?? null}
                  inputProps={{
                    ...getInputProps(fields[input.name], { type: input.type }),
                    autoComplete: input.name,
                    maxLength: CONTACT_LIMITS[input.name],
                    "aria-required": true,
                  }}
                />
              ))}
            </div>
            <SelectField
              label="Subject"
              errors={fields.subject.errors ?? null}
              selectProps={getSelectProps(fields.subject)}
              options={CONTACT_SUBJECTS}
            />
            <TextareaField
              label="Message *"
              errors={fields.message.errors ?? null}
              textareaProps={{
                ...getTextareaProps(fields.message),
                rows: 6,
                maxLength: CONTACT_LIMITS.message,
                "aria-required": true,
              }}
            />
            <SubmitButton action="/contact" pendingText="Sending...">
              Send Message
            </SubmitButton>
          </Form>
        </Section>

        <aside className="space-y-6">
          <Section
            labelId="contact-info-heading"
            title="Get in touch"
            className={cardClass}
            headingClassName={asideHeading}
          >
            <Facts
              facts={[
                {
                  term: "Email",
                  value: (
                    <a
                      href={`mailto:${SITE.supportEmail}`}
                      className="break-all text-brand-700 underline hover:no-underline"
                    >
                      {SITE.supportEmail}
                    </a>
                  ),
                },
                { term: "Response time", value: "We reply within 24 hours." },
                { term: "Coverage", value: "Serving all 50 states." },
                { term: "Hours", value: "Mon-Fri 9-5" },
              ]}
              className="mt-3 space-y-3 text-sm text-gray-700"
              termClassName="font-semibold text-gray-900"
            />
          </Section>
          <Section
            labelId="common-heading"
            title="Common requests"
            className={cardClass}
            headingClassName={asideHeading}
          >
            <LinkList links={COMMON_REQUESTS} className="mt-3 space-y-2 text-sm" />
          </Section>
        </aside>
      </div>
    </div>
  );
}
