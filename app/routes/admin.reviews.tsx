import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ActionButtons, ErrorLine, when } from "~/components/admin/parts";
import { isModeration, latestReviews, moderateReview } from "~/models/admin-reviews.server";
import { DomainError } from "~/models/errors.server";
import { reportedReviews } from "~/models/reviews.server";
import { actorOf, requireAdmin } from "~/server/admin.server";
import { redirectWithToast } from "~/server/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const latest = new URL(request.url).searchParams.get("view") === "latest";
  return latest
    ? { view: "latest" as const, reviews: latestReviews() }
    : { view: "reported" as const, reviews: reportedReviews() };
}

const TITLES = {
  hide: "Review hidden",
  restore: "Review shown again",
  dismiss: "Reports dismissed",
} as const;

/** Hide (figures recomputed), restore or dismiss the reports of a review; audited (decision 018). */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const id = Number(form.get("reviewId"));
  const intent = form.get("intent");
  const back = form.get("view") === "latest" ? "/admin/reviews?view=latest" : "/admin/reviews";
  if (!isModeration(intent) || !Number.isSafeInteger(id) || id <= 0) {
    return data({ id, error: "Choose a review and an action." }, { status: 400 });
  }
  try {
    moderateReview(id, intent, actorOf(admin));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ id, error: error.message }, { status: error.status });
  }
  return redirectWithToast(back, { title: TITLES[intent] });
}

type Row = {
  id: number;
  title: string;
  rating: number;
  customerName: string;
  content: string;
  status: "visible" | "hidden";
  reports: number;
  reasons?: string;
  companyName?: string;
  companySlug?: string;
  createdAt?: Date | string;
};

export default function AdminReviews() {
  const { view, reviews } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const rows: Row[] = reviews;
  const tab = (active: boolean) =>
    `rounded-md px-3 py-1.5 text-sm font-medium ${active ? "bg-brand-50 text-brand-700" : "text-brand-700 underline"}`;
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">
        {view === "latest" ? "Newest reviews" : "Reported reviews"}
      </h1>
      <p className="mt-1 text-gray-600">
        A report never hides a review by itself: read it against the guidelines, then hide it, or
        keep it and dismiss the reports.
      </p>
      <p className="mt-4 flex gap-2">
        <Link
          to="/admin/reviews"
          className={tab(view === "reported")}
          aria-current={view === "reported" ? "page" : undefined}
        >
          Reported
        </Link>
        <Link
          to="/admin/reviews?view=latest"
          className={tab(view === "latest")}
          aria-current={view === "latest" ? "page" : undefined}
        >
          Newest
        </Link>
      </p>
      {rows.length === 0 ? (
        <p className="mt-6 text-gray-700">
          {view === "latest" ? "No reviews yet." : "No open reports."}
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {rows.map((r) => (
            <li key={r.id} className="rounded-xl border border-gray-200 bg-white p-4">
              <p className="font-semibold text-gray-900">
                {r.title}{" "}
                <span className="font-normal text-gray-600">
                  {r.rating} out of 5 by {r.customerName}
                  {r.status === "hidden" ? " (hidden)" : ""}
                </span>
              </p>
              {r.companyName ? (
                <p className="text-sm text-gray-600">
                  on{" "}
                  <Link to={`/companies/${r.companySlug}`} className="underline">
                    {r.companyName}
                  </Link>
                  , {when(r.createdAt)}
                </p>
              ) : null}
              <p className="mt-1 text-sm text-gray-700">{r.content}</p>
              {r.reports ? (
                <p className="mt-1 text-sm text-amber-800">
                  {r.reports} {r.reports === 1 ? "open report" : "open reports"}
                  {r.reasons ? `: ${r.reasons}` : ""}
                </p>
              ) : null}
              {failed?.id === r.id ? <ErrorLine>{failed.error}</ErrorLine> : null}
              <ActionButtons
                idName="reviewId"
                id={r.id}
                hidden={{ view }}
                buttons={[
                  r.status === "hidden"
                    ? { intent: "restore", label: "Show review" }
                    : { intent: "hide", label: "Hide review" },
                  ...(r.reports ? [{ intent: "dismiss", label: "Dismiss reports" }] : []),
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
