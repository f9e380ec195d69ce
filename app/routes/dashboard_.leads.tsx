import { data } from "react-router";
import { Form, useActionData, useLoaderData } from "react-router";
import { DashboardHeading } from "./dashboard/dashboard-heading";
import { z } from "zod";
import { buttonClass, Field, TextareaField } from "~/components/ui/forms";
import { DomainError } from "~/models/errors.server";
import {
  declineLead,
  listLeads,
  openLead,
  respondToLead,
  setLeadOutcome,
  type Lead,
} from "~/models/leads.server";
import { requireUser } from "~/server/auth.server";
import { env } from "~/server/env.server";
import { redirectWithToast } from "~/server/toast.server";
import { formatDateWith } from "~/lib/format";
import type { Route } from "./+types/dashboard_.leads";
import { LEAD_STATUS_LABEL as STATUS_LABEL } from "~/lib/lead-details";
import { multiLine, singleLine } from "~/lib/plain-text";

export const meta: Route.MetaFunction = () => [
  { title: "Leads | Road Striping Directory" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const open = new URL(request.url).searchParams.get("open");
  return { leads: listLeads(user.id), open };
}

const keySchema = z.object({
  quoteId: z.coerce.number().int().positive(),
  companyId: z.coerce.number().int().positive(),
});
/** A short line the contractor may leave out. */
const optionalLine = z
  .string()
  .trim()
  .max(100)
  .refine(...singleLine)
  .optional()
  .transform((v) => v || undefined);

const responseSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, "Write a message to the client.")
    .max(2000, "Keep the message under 2,000 characters.")
    .refine(...multiLine),
  priceRange: optionalLine,
  earliestStart: optionalLine,
});

/** Open, respond, decline, won/lost: plain POST forms, checked against the owner's listings. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = Object.fromEntries(await request.formData());
  const key = keySchema.safeParse(form);
  if (!key.success) return data({ error: "Choose a lead.", key: "" }, { status: 400 });
  const id = `${key.data.quoteId}-${key.data.companyId}`;
  try {
    switch (form.intent) {
      case "open":
        openLead(user.id, key.data);
        return redirectWithToast(`/dashboard/leads?open=${id}#lead-${id}`, {
          title: "Lead opened",
        });
      case "respond": {
        const parsed = responseSchema.safeParse(form);
        if (!parsed.success) {
          return data({ error: parsed.error.issues[0].message, key: id }, { status: 400 });
        }
        respondToLead(user.id, key.data, parsed.data, env().SITE_URL, user.email);
        return redirectWithToast("/dashboard/leads", {
          title: "Response sent",
          description: "The client can reply to you directly.",
        });
      }
      case "decline":
        declineLead(
          user.id,
          key.data,
          String(form.reason ?? "")
            .trim()
            .slice(0, 500),
        );
        return redirectWithToast("/dashboard/leads", { title: "Lead declined" });
      case "won":
      case "lost":
        setLeadOutcome(user.id, key.data, form.intent);
        return redirectWithToast("/dashboard/leads", {
          title: form.intent === "won" ? "Marked as won" : "Marked as lost",
        });
      default:
        return data({ error: "Unknown action.", key: id }, { status: 400 });
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ error: error.message, key: id }, { status: error.status });
  }
}

export default function Leads() {
  const { leads, open } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <div className="container-page max-w-4xl py-10">
      <DashboardHeading
        title="Leads"
        lead="Quote requests the directory forwarded to your listings, newest first."
      />
      {leads.length === 0 ? (
        <p className="mt-8 rounded-xl border border-gray-200 bg-white p-8 text-center text-gray-700">
          No quote requests yet. Requests for work you list, at places you serve, arrive here and by
          e-mail.
        </p>
      ) : (
        <ul className="mt-8 space-y-4">
          {leads.map((lead) => {
            const id = `${lead.quoteId}-${lead.companyId}`;
            const expanded = open === id || lead.status !== "new";
            return (
              <li key={id} id={`lead-${id}`}>
                <article
                  aria-labelledby={`lead-${id}-title`}
                  className="rounded-xl border border-gray-200 bg-white p-5"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h2 id={`lead-${id}-title`} className="font-semibold text-gray-900">
                      {lead.projectDescription}
                    </h2>
                    <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800">
                      {STATUS_LABEL[lead.status]}
                    </span>
                  </div>
                  <p className="mt-1 text-sm text-gray-600">
                    For {lead.companyName} · {formatDateWith(lead.sentAt, { dateStyle: "medium" })}{" "}
                    · {lead.projectLocation} ({lead.distanceMiles.toFixed(1)} miles away)
                  </p>
                  <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
                    <div>
                      <dt className="text-gray-600">Project types</dt>
                      <dd>{lead.projectTypes.join(", ")}</dd>
                    </div>
                    <div>
                      <dt className="text-gray-600">Size</dt>
                      <dd>{lead.sizeText}</dd>
                    </div>
                    <div>
                      <dt className="text-gray-600">Timeline</dt>
                      <dd>{lead.timelineText}</dd>
                    </div>
                    <div>
                      <dt className="text-gray-600">Requested by</dt>
                      <dd>{lead.customerName}</dd>
                    </div>
                    {expanded ? (
                      <div>
                        <dt className="text-gray-600">Contact</dt>
                        <dd className="break-all">
                          <a href={`mailto:${lead.customerEmail}`} className="underline">
                            {lead.customerEmail}
                          </a>{" "}
                          ·{" "}
                          <a href={`tel:${lead.customerPhone}`} className="underline">
                            {lead.customerPhone}
                          </a>
                        </dd>
                      </div>
                    ) : null}
                  </dl>
                  <LeadDetails groups={lead.detailGroups} />
                  {lead.additionalNotes && expanded ? (
                    <p className="mt-2 text-sm whitespace-pre-line text-gray-700">
                      {lead.additionalNotes}
                    </p>
                  ) : null}
                  {failed && "key" in failed && failed.key === id ? (
                    <p role="alert" className="mt-3 text-sm text-red-700">
                      {failed.error}
                    </p>
                  ) : null}
                  <LeadActions lead={lead} id={id} expanded={expanded} />
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function LeadActions({ lead, id, expanded }: { lead: Lead; id: string; expanded: boolean }) {
  const hidden = (
    <>
      <input type="hidden" name="quoteId" value={lead.quoteId} />
      <input type="hidden" name="companyId" value={lead.companyId} />
    </>
  );
  const button =
    "rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-50";
  if (!expanded) {
    return (
      <Form method="post" className="mt-4">
        {hidden}
        <button type="submit" name="intent" value="open" className={button}>
          Open lead
        </button>
      </Form>
    );
  }
  if (lead.status === "responded" || lead.status === "won" || lead.status === "lost") {
    return (
      <div className="mt-4">
        <YourAnswer lead={lead} />
        <Form method="post" className="mt-3 flex gap-2">
          {hidden}
          <button type="submit" name="intent" value="won" className={button}>
            Mark as won
          </button>
          <button type="submit" name="intent" value="lost" className={button}>
            Mark as lost
          </button>
        </Form>
      </div>
    );
  }
  if (lead.status === "declined") return null;
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-[2fr_1fr]">
      <Form method="post" className="space-y-3">
        {hidden}
        <TextareaField
          label={`Message to ${lead.customerName} *`}
          textareaProps={{ id: `message-${id}`, name: "message", required: true, maxLength: 2000 }}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Price range (optional)"
            inputProps={{ id: `price-${id}`, name: "priceRange", maxLength: 100 }}
          />
          <Field
            label="Earliest start (optional)"
            inputProps={{ id: `start-${id}`, name: "earliestStart", maxLength: 100 }}
          />
        </div>
        <button type="submit" name="intent" value="respond" className={buttonClass()}>
          Send response
        </button>
      </Form>
      <Form method="post" className="space-y-3">
        {hidden}
        <Field
          label="Reason for declining (optional, not sent)"
          inputProps={{ id: `reason-${id}`, name: "reason", maxLength: 500 }}
        />
        <button type="submit" name="intent" value="decline" className={button}>
          Decline lead
        </button>
      </Form>
    </div>
  );
}

/** What the requester asked for each project type, in the form's words. */
function LeadDetails({ groups }: { groups: Lead["detailGroups"] }) {
  if (!groups.some((g) => g.rows.length)) return null;
  return (
    <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
      {groups.map((g) =>
        g.rows.length ? (
          <section key={g.type} aria-label={`${g.type} details`}>
            <h3 className="font-medium text-gray-900">{g.type} details</h3>
            <dl className="mt-1 space-y-0.5">
              {g.rows.map((r) => (
                <div key={r.label} className="flex flex-wrap gap-x-1">
                  <dt className="text-gray-600">{r.label}:</dt> <dd>{r.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null,
      )}
    </div>
  );
}

/** The owner's own answer, as the requester reads it on the request's page. */
function YourAnswer({ lead }: { lead: Lead }) {
  if (!lead.responseMessage) return null;
  return (
    <section aria-label="Your answer" className="rounded-md bg-gray-50 p-3 text-sm text-gray-700">
      <h3 className="font-medium text-gray-900">
        Your answer
        {lead.respondedAt
          ? `, sent ${formatDateWith(lead.respondedAt, { dateStyle: "medium" })}`
          : ""}
      </h3>
      <dl className="mt-1 space-y-0.5">
        <div className="flex flex-wrap gap-x-1">
          <dt className="text-gray-600">Price range:</dt>{" "}
          <dd>{lead.responsePrice ?? "Not given"}</dd>
        </div>
        <div className="flex flex-wrap gap-x-1">
          <dt className="text-gray-600">Earliest start:</dt>{" "}
          <dd>{lead.responseStart ?? "Not given"}</dd>
        </div>
      </dl>
      <p className="mt-1 whitespace-pre-line">{lead.responseMessage}</p>
    </section>
  );
}
