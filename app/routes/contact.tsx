import { filledHoneypot } from "~/lib/honeypot";
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
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
import { seoMeta } from "~/lib/seo";
import { SITE } from "~/lib/site";
import { createContactMessage } from "~/models/contact.server";
import { env } from "~/server/env.server";
import { clientIp } from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";
import { redirectWithToast, toastCookie } from "~/server/toast.server";

export async function loader(_args: LoaderFunctionArgs) {
  return { jsonLd: supportOrganizationJsonLd(env().SITE_URL) };
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Contact Us | Road Striping Directory",
    description:
      "Questions about a listing, your account or working with us? Send the Road Striping Directory a message; we reply within 24 hours, Monday to Friday.",
    keywords: "contact road striping directory, listing support, striping directory help",
    path: "/contact",
    matches,
  });

export async function action({ request, context }: ActionFunctionArgs) {
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
      <h1 className="text-3xl font-bold text-gray-900">Contact Us</h1>
      <p className="mt-2 max-w-3xl text-gray-700">
        Questions about a listing, your account, advertising or the directory itself? Send us a
        message and we will get back to you.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
        >
          <h2 id="contact-form-heading" className="text-xl font-semibold text-gray-900">
            Send us a message
          </h2>
          <Form
            key={location.key}
            method="post"
            action="/contact"
            {...getFormProps(form)}
            className="mt-4 space-y-4"
          >
            <Honeypot />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Name *"
                errors={fields.name.errors ?? null}
                inputProps={{
                  ...getInputProps(fields.name, { type: "text" }),
                  autoComplete: "name",
                  maxLength: CONTACT_LIMITS.name,
                  "aria-required": true,
                }}
              />
              <Field
                label="Email *"
                errors={fields.email.errors ?? null}
                inputProps={{
                  ...getInputProps(fields.email, { type: "email" }),
                  autoComplete: "email",
                  maxLength: CONTACT_LIMITS.email,
                  "aria-required": true,
                }}
              />
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
        </section>

        <aside className="space-y-6">
          <section
            aria-labelledby="contact-info-heading"
            className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
          >
            <h2 id="contact-info-heading" className="text-lg font-semibold text-gray-900">
              Get in touch
            </h2>
            <dl className="mt-3 space-y-3 text-sm text-gray-700">
              <div>
                <dt className="font-semibold text-gray-900">Email</dt>
                <dd>
                  <a
                    href={`mailto:${SITE.supportEmail}`}
                    className="break-all text-brand-700 underline hover:no-underline"
                  >
                    {SITE.supportEmail}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-gray-900">Response time</dt>
                <dd>We reply within 24 hours.</dd>
              </div>
              <div>
                <dt className="font-semibold text-gray-900">Coverage</dt>
                <dd>Serving all 50 states.</dd>
              </div>
              <div>
                <dt className="font-semibold text-gray-900">Hours</dt>
                <dd>Mon-Fri 9-5</dd>
              </div>
            </dl>
          </section>
          <section
            aria-labelledby="common-heading"
            className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
          >
            <h2 id="common-heading" className="text-lg font-semibold text-gray-900">
              Common requests
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {COMMON_REQUESTS.map((r) => (
                <li key={r.to}>
                  <Link to={r.to} className="text-brand-700 underline hover:no-underline">
                    {r.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
