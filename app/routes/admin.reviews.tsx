import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { audit } from "~/models/audit.server";
import { db } from "~/models/db.server";
import { DomainError } from "~/models/errors.server";
import {
  dismissReports,
  hideReview,
  reportedReviews,
  restoreReview,
} from "~/models/reviews.server";
import { actorOf, requireAdmin } from "~/server/admin.server";
import { redirectWithToast } from "~/server/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { reported: reportedReviews() };
}

const ACTIONS = {
  hide: { run: hideReview, title: "Review hidden" },
  restore: { run: restoreReview, title: "Review shown again" },
  dismiss: { run: dismissReports, title: "Reports dismissed" },
} as const;

/** Hide (figures recomputed), restore or dismiss the reports of a review; audited (decision 018). */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const id = Number(form.get("reviewId"));
  const intent = String(form.get("intent")) as keyof typeof ACTIONS;
  const chosen = ACTIONS[intent];
  if (!chosen || !Number.isSafeInteger(id) || id <= 0) {
    return data({ id, error: "Choose a review and an action." }, { status: 400 });
  }
  try {
    chosen.run(id);
    audit(db(), {
      actor: actorOf(admin),
      action: `review.${intent}`,
      targetType: "review",
      targetId: id,
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ id, error: error.message }, { status: error.status });
  }
  return redirectWithToast("/admin/reviews", { title: chosen.title });
}

export default function AdminReviews() {
  const { reported } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">Reported reviews</h1>
      <p className="mt-1 text-gray-600">
        A report never hides a review by itself: read it against the guidelines, then hide it, or
        keep it and dismiss the reports.
      </p>
      {reported.length === 0 ? (
        <p className="mt-6 text-gray-700">No open reports.</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {reported.map((r) => (
            <li key={r.id} className="rounded-xl border border-gray-200 bg-white p-4">
              <p className="font-semibold text-gray-900">
                {r.title}{" "}
                <span className="font-normal text-gray-600">
                  {r.rating} out of 5 by {r.customerName}
                  {r.status === "hidden" ? " (hidden)" : ""}
                </span>
              </p>
              <p className="mt-1 text-sm text-gray-700">{r.content}</p>
              <p className="mt-1 text-sm text-amber-800">
                {r.reports} {r.reports === 1 ? "report" : "reports"}: {r.reasons}
              </p>
              {failed?.id === r.id ? (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {failed.error}
                </p>
              ) : null}
              <Form method="post" className="mt-2 flex flex-wrap gap-2">
                <input type="hidden" name="reviewId" value={r.id} />
                <button
                  type="submit"
                  name="intent"
                  value="hide"
                  className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white"
                >
                  Hide review
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="restore"
                  className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold"
                >
                  Show review
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="dismiss"
                  className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold"
                >
                  Dismiss reports
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
