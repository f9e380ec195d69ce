import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { countClaimsAwaitingReview } from "~/models/claims.server";
import { plansAwaitingPayment } from "~/models/plans.server";
import { reportedReviews } from "~/models/reviews.server";
import { countOpenContactMessages, newsletterCounts } from "~/models/admin-inbox.server";
import { countFailedEmails, countUnmatchedQuotes } from "~/models/admin-quotes.server";
import { countDisabledUsers } from "~/models/admin-users.server";
import { requireAdmin } from "~/server/admin.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return {
    claims: countClaimsAwaitingReview(),
    plans: plansAwaitingPayment().length,
    reviews: reportedReviews().length,
    messages: countOpenContactMessages(),
    subscribers: newsletterCounts().confirmed,
    unmatched: countUnmatchedQuotes(),
    failedMail: countFailedEmails(),
    disabled: countDisabledUsers(),
  };
}

/** What is waiting for the operator, with a link to each queue. */
/** One queue: how many wait, and the link to them. */
function Queue({
  count,
  what,
  to,
  cta,
}: {
  count?: number;
  what: string;
  to: string;
  cta: string;
}) {
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-5">
      {count === undefined ? null : <p className="text-3xl font-bold text-gray-900">{count}</p>}
      <p className="mt-1 text-gray-700">{what}</p>
      <Link to={to} className="mt-3 inline-block font-semibold text-brand-700 underline">
        {cta}
      </Link>
    </li>
  );
}

export default function AdminOverview() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">Operator Console</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Queue
          count={data.claims}
          what={`${data.claims === 1 ? "claim" : "claims"} awaiting review`}
          to="/admin/claims"
          cta="Review claims"
        />
        <Queue
          count={data.plans}
          what={`${data.plans === 1 ? "plan" : "plans"} awaiting payment`}
          to="/admin/plans"
          cta="Activate plans"
        />
        <Queue
          count={data.reviews}
          what={data.reviews === 1 ? "reported review" : "reported reviews"}
          to="/admin/reviews"
          cta="Moderate reviews"
        />
        <Queue
          what="Listings: verify, unlist, restore."
          to="/admin/listings"
          cta="Find a listing"
        />
        <Queue what="Blog: write, preview, publish." to="/admin/blog" cta="Manage the blog" />
        <Queue
          what="State DOT agencies and links."
          to="/admin/resources"
          cta="Edit state resources"
        />
        <Queue
          count={data.messages}
          what={data.messages === 1 ? "contact message to handle" : "contact messages to handle"}
          to="/admin/messages"
          cta="Read messages"
        />
        <Queue
          count={data.unmatched}
          what={`quote ${data.unmatched === 1 ? "request" : "requests"} sent to no contractor`}
          to="/admin/quotes"
          cta="See quote requests"
        />
        <Queue
          count={data.failedMail}
          what={data.failedMail === 1 ? "failed mail" : "failed mails"}
          to="/admin/outbox"
          cta="Open the outbox"
        />
        <Queue
          count={data.subscribers}
          what={`confirmed newsletter ${data.subscribers === 1 ? "subscriber" : "subscribers"}`}
          to="/admin/newsletter"
          cta="See subscribers"
        />
        <Queue
          count={data.disabled}
          what={data.disabled === 1 ? "disabled account" : "disabled accounts"}
          to="/admin/users"
          cta="Find an account"
        />
        <Queue
          what="Every operator action, who and when."
          to="/admin/audit"
          cta="Open the audit log"
        />
      </ul>
    </>
  );
}
