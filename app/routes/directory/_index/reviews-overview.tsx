import { ListingLink } from "~/components/listing-link";
import { Stars } from "~/components/ui/stars";
import { formatCount } from "~/lib/format";

type Leader = {
  id: number;
  slug: string;
  name: string;
  location: string;
  state: string;
  averageRating: number;
  totalReviews: number;
};

export type ReviewsOverviewData = {
  totalReviews: number;
  reviewedCompanies: number;
  topRatedCount: number;
  averageRating: number;
  distribution: { star: number; count: number }[];
  topRated: Leader[];
  mostReviewed: Leader[];
};

function LeaderList({
  items,
  empty,
  show,
}: {
  items: Leader[];
  empty: string;
  show: "rating" | "count";
}) {
  if (!items.length) return <p className="text-sm text-gray-600">{empty}</p>;
  return (
    <ol className="space-y-3">
      {items.map((c, i) => (
        <li key={c.id} className="flex items-center gap-3">
          <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
            {i + 1}
          </span>
          <div className="min-w-0 flex-1">
            <ListingLink
              listing={c}
              className="block truncate font-medium text-gray-900 hover:underline"
            />
            <p className="text-xs text-gray-600">
              {c.location}, {c.state}
            </p>
          </div>
          <div className="text-right text-sm">
            {show === "rating" ? (
              <span className="flex items-center gap-1">
                <Stars rating={c.averageRating} size="h-3.5 w-3.5" /> {c.averageRating.toFixed(1)}
              </span>
            ) : (
              <span>
                {c.totalReviews} {c.totalReviews === 1 ? "review" : "reviews"}
              </span>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

export function ReviewsOverview({ data }: { data: ReviewsOverviewData }) {
  const max = Math.max(1, ...data.distribution.map((d) => d.count));
  const figures = [
    { label: "Total Reviews", value: formatCount(data.totalReviews) },
    { label: "Average Rating", value: data.averageRating.toFixed(1) },
    { label: "Reviewed Companies", value: formatCount(data.reviewedCompanies) },
    { label: "Top Rated (4.5+)", value: formatCount(data.topRatedCount) },
  ];
  return (
    <section aria-labelledby="reviews-overview-heading" className="py-14">
      <div className="container-page">
        <h2 id="reviews-overview-heading" className="text-center text-2xl font-bold text-gray-900">
          Customer Reviews Overview
        </h2>
        {data.totalReviews === 0 ? (
          <p className="mt-6 text-center text-gray-600">
            No reviews available yet. Be the first to review a company!
          </p>
        ) : null}
        <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {figures.map((f) => (
            <div
              key={f.label}
              className="rounded-xl border border-gray-200 bg-white p-4 text-center"
            >
              <dt className="text-sm text-gray-600">{f.label}</dt>
              <dd className="text-2xl font-bold text-gray-900">{f.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 rounded-xl border border-gray-200 bg-white p-5">
            <h3 className="mb-4 font-semibold text-gray-900">Top Rated Companies</h3>
            <LeaderList
              items={data.topRated}
              empty="No companies with 4.5+ star ratings yet"
              show="rating"
            />
          </div>
          <div className="min-w-0 rounded-xl border border-gray-200 bg-white p-5">
            <h3 className="mb-4 font-semibold text-gray-900">Most Reviewed</h3>
            <LeaderList items={data.mostReviewed} empty="No reviewed companies yet" show="count" />
          </div>
          <div className="min-w-0 rounded-xl border border-gray-200 bg-white p-5">
            <h3 className="mb-4 font-semibold text-gray-900">Rating Distribution</h3>
            <ul className="space-y-2">
              {data.distribution.map((d) => (
                <li key={d.star} className="flex items-center gap-3 text-sm">
                  <span className="w-14 shrink-0 text-gray-700">
                    {d.star} {d.star === 1 ? "star" : "stars"}
                  </span>
                  <span
                    className="h-3 flex-1 overflow-hidden rounded-full bg-gray-100"
                    aria-hidden="true"
                  >
                    <span
                      className="block h-full rounded-full bg-yellow-400"
                      style={{ width: `${(d.count / max) * 100}%` }}
                    />
                  </span>
                  <span className="w-10 text-right font-medium text-gray-900">{d.count}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
