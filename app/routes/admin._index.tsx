import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { countClaimsAwaitingReview } from "~/models/claims.server";
import { plansAwaitingPayment } from "~/models/plans.server";
import { reportedReviews } from "~/models/reviews.server";
import { requireAdmin } from "~/server/admin.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return {
    claims: countClaimsAwaitingReview(),
    plans: plansAwaitingPayment().length,
    reviews: reportedReviews().length,
  };
}

/** What is waiting for the operator, with a link to each queue. */
export default function AdminOverview() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">Operator Console</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <li className="rounded-xl border border-gray-200 bg-white p-5">
          <p className="text-3xl font-bold text-gray-900">{data.claims}</p>
          <p className="mt-1 text-gray-700">
            {data.claims === 1 ? "claim" : "claims"} awaiting review
          </p>
          <Link
            to="/admin/claims"
            className="mt-3 inline-block font-semibold text-brand-700 underline"
          >
            Review claims
          </Link>
        </li>
        <li className="rounded-xl border border-gray-200 bg-white p-5">
          <p className="text-3xl font-bold text-gray-900">{data.plans}</p>
          <p className="mt-1 text-gray-700">
            {data.plans === 1 ? "plan" : "plans"} awaiting payment
          </p>
          <Link
            to="/admin/plans"
            className="mt-3 inline-block font-semibold text-brand-700 underline"
          >
            Activate plans
          </Link>
        </li>
        <li className="rounded-xl border border-gray-200 bg-white p-5">
          <p className="text-3xl font-bold text-gray-900">{data.reviews}</p>
          <p className="mt-1 text-gray-700">
            {data.reviews === 1 ? "reported review" : "reported reviews"}
          </p>
          <Link
            to="/admin/reviews"
            className="mt-3 inline-block font-semibold text-brand-700 underline"
          >
            Moderate reviews
          </Link>
        </li>
        <li className="rounded-xl border border-gray-200 bg-white p-5">
          <p className="text-gray-700">Every operator action, who and when.</p>
          <Link
            to="/admin/audit"
            className="mt-3 inline-block font-semibold text-brand-700 underline"
          >
            Open the audit log
          </Link>
        </li>
      </ul>
    </>
  );
}
