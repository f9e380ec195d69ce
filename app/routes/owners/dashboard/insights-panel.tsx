import type { OwnerInsights } from "~/models/listings/listing-stats.server";
import { InsightsChart, shortDay } from "./insights-chart";
import { LeadFiguresTable } from "~/components/leads/lead-figures";

const FIGURES = [
  ["views", "Page views"],
  ["appearances", "Search appearances"],
  ["calls", "Calls"],
  ["websites", "Website clicks"],
  ["emails", "Emails"],
  ["leads", "Leads"],
] as const;

/**
 * A listing's insights on the owner's dashboard: the 30-day totals for every plan; the daily
 * chart, its figures day by day and the search terms for an active Premium or VIP plan, as the
 * plan cards promise (decision 023).
 */
export function InsightsPanel({ insights }: { insights: OwnerInsights | undefined }) {
  if (!insights) return null;
  const { name, days, terms } = insights;
  const headingId = `insights-${insights.companyId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h4 id={headingId} className="font-semibold text-gray-900">
        Insights for {name}: last 30 days
      </h4>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        {FIGURES.map(([key, label]) => (
          <div key={key} className="rounded-md bg-gray-50 p-2">
            <dt className="text-gray-600">{label}</dt>
            <dd className="text-lg font-semibold text-gray-900">{insights.totals[key]}</dd>
          </div>
        ))}
      </dl>
      {insights.leadFigures ? (
        <LeadFiguresTable figures={insights.leadFigures} name={name} />
      ) : null}
      {days && terms ? (
        <>
          <InsightsChart days={days} />
          <table className="sr-only">
            <caption>Day by day, last 30 days</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {FIGURES.map(([key, label]) => (
                  <th key={key} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{shortDay(d.day)}</th>
                  {FIGURES.map(([key]) => (
                    <td key={key}>{d[key]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <h5 className="mt-4 text-sm font-semibold text-gray-900">Search terms</h5>
          {terms.length ? (
            <table className="mt-1 w-full text-left text-sm">
              <caption className="sr-only">
                What people searched for when {name} appeared in the results
              </caption>
              <thead>
                <tr className="text-gray-600">
                  <th scope="col" className="py-1 font-medium">
                    Searched for
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Appearances
                  </th>
                </tr>
              </thead>
              <tbody>
                {terms.map((t) => (
                  <tr key={t.term} className="border-t border-gray-100">
                    <td className="py-1 break-all">{t.term}</td>
                    <td className="py-1 text-right">{t.appearances}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="mt-1 text-sm text-gray-600">
              No searches with words showed this listing in the last 30 days.
            </p>
          )}
        </>
      ) : (
        <p className="mt-3 text-sm text-gray-600">
          Premium and VIP plans add a daily chart of these figures and the search terms your listing
          appeared for.
        </p>
      )}
    </section>
  );
}
