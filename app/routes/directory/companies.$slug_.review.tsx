import { filledHoneypot } from "~/lib/honeypot";
import { parseWithZod } from "@conform-to/zod/v4";

import { data } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { ReviewForm, type ReviewActionData } from "~/components/review-form";
import { REVIEW_MESSAGES, reviewSchema } from "~/lib/review-schema";
import { seoMeta } from "~/lib/seo";
import { getCompanyBySlug } from "~/models/directory/companies.server";
import { Conflict, Forbidden } from "~/models/errors.server";
import { createReview } from "~/models/reviews/reviews.server";
import { clientIp, visitorKey } from "~/server/http.server";
import { getUserId } from "~/server/auth/auth.server";
import { env } from "~/env.server";
import { allow } from "~/server/rate-limit.server";
import { toastCookie, redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/companies.$slug_.review";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

function findCompany(slug: string | undefined) {
  const company = slug ? getCompanyBySlug(slug) : undefined;
  if (!company) throw new Response("Not Found", { status: 404 });
  return company;
}

/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export async function loader({ params }: Route.LoaderArgs) {
  const c = findCompany(params.slug);
  return {
    company: { id: c.id, slug: c.slug, name: c.name, location: c.location, state: c.state },
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d
    ? seoMeta({
        title: `Write a Review for ${d.company.name} | Road Striping Directory`,
        description: `Share your experience with ${d.company.name} in ${d.company.location}, ${d.company.state}.`,
        path: `/companies/${d.company.slug}/review`,
        matches,
        noindex: true,
      })
    : [];

/**
 * Stores a review from the HTML form. With JavaScript (`_inline`) it answers data and flashes
 * the toast; without, it redirects to the company page (post/redirect/get).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const company = findCompany(params.slug);
  const formData = await request.formData();
  formData.set("companyId", String(company.id));
  const inline = formData.get("_inline") === "1";
  const success = {
    title: REVIEW_MESSAGES.success.title,
    description: REVIEW_MESSAGES.success.description,
  };
  const back = `/companies/${company.slug}#reviews`;

  // A filled honeypot is a bot: answer as if stored, store nothing.
  if (filledHoneypot(formData)) {
    return inline ? { ok: true } : redirectWithToast(back, success);
  }

  const submission = parseWithZod(formData, { schema: reviewSchema });
  if (submission.status !== "success") {
    return data<ReviewActionData>({ result: submission.reply() }, { status: 400 });
  }
  const ip = clientIp(request, context);
  if (!allow("review", ip)) {
    return data<ReviewActionData>(
      { result: submission.reply({ formErrors: [REVIEW_MESSAGES.failed.title] }) },
      { status: 429 },
    );
  }
  try {
    createReview(submission.value, {
      reviewerKey: visitorKey(ip),
      reviewerUserId: await getUserId(request),
      siteUrl: env().SITE_URL,
    });
  } catch (error) {
    // A second review (409) or one of the writer's own listing (403): said next to the form.
    if (!(error instanceof Conflict || error instanceof Forbidden)) throw error;
    return data<ReviewActionData>(
      { result: submission.reply({ formErrors: [error.message] }) },
      { status: error.status },
    );
  }
  if (inline) {
    return data<ReviewActionData>(
      { ok: true },
      { headers: { "Set-Cookie": await toastCookie(success) } },
    );
  }
  return redirectWithToast(back, success);
}

export default function WriteReviewPage() {
  const { company } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  return (
    <div className="container-page max-w-3xl py-10">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm">
        <Link
          to={`/companies/${company.slug}`}
          className="text-brand-700 underline hover:no-underline"
        >
          ← Back to {company.name}
        </Link>
      </nav>
      <h1 className="sr-only">Write a Review for {company.name}</h1>
      <ReviewForm company={company} lastResult={result} />
    </div>
  );
}
