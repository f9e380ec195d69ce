import { filledHoneypot } from "~/lib/honeypot";
import { parseWithZod } from "@conform-to/zod/v4";

import { data } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { QuoteForm, type QuoteActionData } from "~/components/quote-form/quote-form";
import { MANUAL_MATCH_NOTE, QUOTE_MESSAGES, quoteSchema } from "~/lib/quote-schema";
import { ALREADY_SENT_TITLE, alreadySentText } from "~/lib/quote-repeat";
import { pageMeta } from "~/lib/seo";
import { getCompanyById } from "~/models/directory/companies.server";
import { BadRequest } from "~/models/errors.server";
import { createQuoteRequest, getQuoteConfirmation } from "~/models/quotes/quotes.server";
import { clientIp } from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";
import { env } from "~/env.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/get-quote";

export const meta = pageMeta({
  title: "Request Free Quotes from Road Striping Contractors | Road Striping Directory",
  description: `Describe your striping project once and we'll forward it to up to 5 qualified contractors who serve your location. Free, quick 2-minute form, no commitment required.`,
  path: "/get-quote",
});

/**
 * `?companyId=` (from a company's 'Request Free Quotes'): the request is addressed to that
 * company (decision 016). An unknown id is the plain form.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const id = Number(new URL(request.url).searchParams.get("companyId"));
  const row = getCompanyById(id, "striping");
  return { company: row ? { id: row.id, name: row.name, slug: row.slug } : undefined };
}

const TOO_MANY = "Too many quote requests from your network. Please try again in an hour.";

/**
 * Stores a quote request and forwards it to matching contractors. With JavaScript (`_inline`)
 * it answers data and the form shows the toast in place; without, it redirects back here with
 * a flash toast (post/redirect/get) or re-renders the form with the messages.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const inline = formData.get("_inline") === "1";
  const answer = (body: QuoteActionData, status = 200) => data<QuoteActionData>(body, { status });
  const success = (located: boolean) => ({
    title: QUOTE_MESSAGES.success.title,
    description: located
      ? QUOTE_MESSAGES.success.description
      : `${QUOTE_MESSAGES.success.description} ${MANUAL_MATCH_NOTE}`,
  });

  // A filled honeypot is a bot: answer as if stored, store nothing.
  if (filledHoneypot(formData)) {
    return inline
      ? answer({ ok: true, toast: success(true) })
      : redirectWithToast("/get-quote", success(true));
  }

  const submission = parseWithZod(formData, { schema: quoteSchema });
  if (submission.status !== "success") return answer({ result: submission.reply() }, 400);
  if (!allow("quote", clientIp(request, context))) {
    return answer({ result: submission.reply(), failure: TOO_MANY }, 429);
  }
  let created: ReturnType<typeof createQuoteRequest>;
  try {
    created = createQuoteRequest(submission.value, { siteUrl: env().SITE_URL });
  } catch (error) {
    if (error instanceof BadRequest) {
      return answer({ result: submission.reply(), failure: error.message }, 400);
    }
    console.error("quote request failed", error);
    return answer({ result: submission.reply(), failure: QUOTE_MESSAGES.failed.description }, 500);
  }
  // Without JavaScript the requester lands on their request's own page: who received it. With
  // JavaScript the form shows the same list in place of itself (decision 044).
  const sent = getQuoteConfirmation(created.token);
  const toast = sent?.repeated
    ? { title: ALREADY_SENT_TITLE, description: alreadySentText(sent.repeated.sentAt) }
    : success(created.located);
  return inline
    ? answer({
        ok: true,
        toast,
        confirmation: `/quote-requests/${created.token}`,
        sent: sent && {
          located: sent.quote.latitude !== null,
          firms: sent.firms.map((f) => ({
            name: f.name,
            slug: f.slug,
            location: f.location,
            state: f.state,
            distanceMiles: f.distanceMiles,
            why: f.why ?? null,
            sponsored: f.sponsored,
          })),
          missed: sent.missed,
          unserved: sent.unserved,
          repeated: sent.repeated && {
            sentAt: sent.repeated.sentAt.toISOString(),
            firms: sent.repeated.firms,
          },
        },
      })
    : redirectWithToast(`/quote-requests/${created.token}`, toast);
}

export default function GetQuotePage() {
  const actionData = useActionData<typeof action>();
  const { company } = useLoaderData<typeof loader>();
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold text-gray-900">
        {company ? `Request a Free Quote from ${company.name}` : "Request Free Quotes"}
      </h1>
      <p className="mt-2 text-gray-700">
        {company
          ? `Tell us about your project once. We send it to ${company.name} and, if you like, to up to 4 similar contractors nearby, and they contact you directly.`
          : `Tell us about your project once. We forward it to up to 5 qualified striping contractors who serve your location and offer the services you need, and they contact you directly.`}{" "}
        Quick 2-minute form · No commitment required.
      </p>
      <div className="mt-8 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        <QuoteForm
          key={company?.id}
          company={company}
          idPrefix="quote-page"
          lastResult={actionData?.result}
          lastFailure={actionData?.failure}
        />
      </div>
    </div>
  );
}
