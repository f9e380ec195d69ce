import { useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { ActionButtons, when } from "~/components/admin/parts";
import { Details, RecordCard, RecordsPage, ViewTabs } from "~/components/admin/records";
import {
  latestReviews,
  MODERATIONS,
  moderateReview,
  reportedReviewsForConsole,
} from "~/models/admin/admin-reviews.server";
import { consoleAction, consoleLoader } from "~/server/admin/console-action.server";

export const loader = consoleLoader(({ url }) =>
  url.searchParams.get("view") === "latest"
    ? { view: "latest" as const, reviews: latestReviews() }
    : { view: "reported" as const, reviews: reportedReviewsForConsole() },
);

const TITLES = {
  hide: "Review hidden",
  restore: "Review shown again",
  dismiss: "Reports dismissed",
} as const;

/** Hide (figures recomputed), restore or dismiss the reports of a review; audited (decision 018). */
export const action = consoleAction({
  idName: "reviewId",
  intents: MODERATIONS,
  invalid: "Choose a review and an action.",
  run: (id, intent, { form, actor }) => {
    moderateReview(id, intent, actor);
    const latest = form.get("view") === "latest";
    return {
      back: latest ? "/admin/reviews?view=latest" : "/admin/reviews",
      title: TITLES[intent],
    };
  },
});

type Row = {
  id: number;
  title: string;
  rating: number;
  customerName: string;
  content: string;
  status: "visible" | "hidden";
  reports: number;
  reasons?: string;
  companyId?: number;
  companyName?: string;
  companySlug?: string;
  createdAt?: Date | string;
  openReports?: { reason: string; note: string | null; createdAt: Date | string }[];
};

export default function AdminReviews() {
  const { view, reviews } = useLoaderData<typeof loader>();
  const rows: Row[] = reviews;
  return (
    <RecordsPage
      title={view === "latest" ? "Newest reviews" : "Reported reviews"}
      lead="A report never hides a review by itself: read it against the guidelines, then hide it, or keep it and dismiss the reports."
      above={
        <ViewTabs
          tabs={[
            { to: "/admin/reviews", label: "Reported", current: view === "reported" },
            { to: "/admin/reviews?view=latest", label: "Newest", current: view === "latest" },
          ]}
        />
      }
      items={rows}
      empty={view === "latest" ? "No reviews yet." : "No open reports."}
    >
      {(r, error) => (
        <RecordCard
          title={r.title}
          meta={`${r.rating} out of 5 by ${r.customerName}${r.status === "hidden" ? " (hidden)" : ""}`}
          error={error}
        >
          {r.companyName ? (
            <p className="text-sm text-gray-600">
              on{" "}
              <Link to={`/companies/${r.companySlug}`} className="underline">
                {r.companyName}
              </Link>
              {r.createdAt ? `, ${when(r.createdAt)}` : ""}
              {r.companyId ? (
                <>
                  {" "}
                  ·{" "}
                  <Link to={`/admin/listings/${r.companyId}`} className="underline">
                    Listing in the console
                  </Link>
                </>
              ) : null}
            </p>
          ) : null}
          <Details>{r.content}</Details>
          {r.openReports ? (
            <div className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
              <p className="font-medium">
                {r.openReports.length} {r.openReports.length === 1 ? "open report" : "open reports"}
              </p>
              <ul className="mt-1 list-disc pl-5">
                {r.openReports.map((p, i) => (
                  <li key={i}>
                    {p.reason}, {when(p.createdAt)}
                    {p.note ? `: “${p.note}”` : " (no note)"}
                  </li>
                ))}
              </ul>
            </div>
          ) : r.reports ? (
            <Details tone="amber">
              {r.reports} {r.reports === 1 ? "open report" : "open reports"}
              {r.reasons ? `: ${r.reasons}` : ""}
            </Details>
          ) : null}
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
        </RecordCard>
      )}
    </RecordsPage>
  );
}
