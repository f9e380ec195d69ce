import { data } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { DashboardHeading } from "./dashboard/dashboard-heading";
import { z } from "zod";
import { DomainError } from "~/models/errors.server";
import {
  declineLead,
  getLead,
  listLeads,
  openLead,
  setLeadOutcome,
  type Lead,
} from "~/models/quotes/leads.server";
import { requireUser } from "~/server/auth/auth.server";
import { redirectWithToast } from "~/server/toast.server";
import { formatDateWith } from "~/lib/format";
import type { Route } from "./+types/dashboard_.leads";
import { LEAD_STATUS_LABEL as STATUS_LABEL } from "~/lib/lead-details";
import { controlCharacterProblem } from "~/lib/plain-text";
import { isDeclineKind } from "~/lib/lead-thread";
import { threadsOf } from "~/models/leads/thread.server";
import { sendThreadMessage } from "~/server/leads/lead-message.server";
import { LeadThreadActions } from "~/components/leads/lead-inbox-thread";
import { noindexTitle } from "~/lib/private-page";

export const meta = noindexTitle("Leads | Road Striping Directory");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const open = new URL(request.url).searchParams.get("open");
  const leads = listLeads(user.id);
  const threads = threadsOf(leads.map((l) => l.quoteId));
  return {
    leads: leads.map((l) => ({ ...l, messages: threads.get(`${l.quoteId}-${l.companyId}`) ?? [] })),
    open,
  };
}

const keySchema = z.object({
  quoteId: z.coerce.number().int().positive(),
  companyId: z.coerce.number().int().positive(),
});
/** Open, respond, decline, won/lost: plain POST forms, checked against the owner's listings. */
export async function action({ request, context }: Route.ActionArgs) {
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
      case "respond":
      case "message": {
        const first = !getLead(user.id, key.data).respondedAt;
        const sent = sendThreadMessage("firm", key.data, form, {
          request,
          context,
          replyTo: user.email,
        });
        if (!sent.ok) return data({ error: sent.error, key: id }, { status: sent.status });
        return redirectWithToast(`/dashboard/leads?open=${id}#lead-${id}`, {
          title: first ? "Response sent" : "Message sent",
          description: "The client reads it on their request's page.",
        });
      }
      case "decline": {
        if (!isDeclineKind(form.kind)) {
          return data({ error: "Choose why the lead is not a fit.", key: id }, { status: 400 });
        }
        const note = String(form.reason ?? "")
          .trim()
          .slice(0, 500);
        if (controlCharacterProblem(note)) {
          return data({ error: controlCharacterProblem(note)!, key: id }, { status: 400 });
        }
        declineLead(user.id, key.data, form.kind, note);
        return redirectWithToast("/dashboard/leads", { title: "Lead declined" });
      }
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
                      {lead.held ? "Held for review" : (lead.outcome ?? STATUS_LABEL[lead.status])}
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
                    {expanded && !lead.held ? (
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
                  <LeadThreadActions lead={lead} id={id} expanded={expanded} />
                </article>
              </li>
            );
          })}
        </ul>
      )}
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
