import { DECLINE_KINDS, type DeclineKind } from "~/lib/lead-thread";
import type { LeadFigures } from "~/models/leads/lead-insights.server";

/** The owner's lead figures: leads, answers and hires over 30 and 90 days, and not-a-fit reasons. */
export function LeadFiguresTable({ figures, name }: { figures: LeadFigures; name: string }) {
  const declined = (Object.keys(DECLINE_KINDS) as DeclineKind[]).filter((k) => figures.declines[k]);
  return (
    <div className="mt-4">
      <table className="w-full text-left text-sm">
        <caption className="text-left font-semibold text-gray-900">Leads of {name}</caption>
        <thead>
          <tr className="text-gray-600">
            <th scope="col" className="py-1 font-medium">
              Period
            </th>
            {["Leads", "Answered", "Hired"].map((heading) => (
              <th key={heading} scope="col" className="py-1 text-right font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(
            [
              ["Last 30 days", figures.last30],
              ["Last 90 days", figures.last90],
            ] as const
          ).map(([label, p]) => (
            <tr key={label}>
              <th scope="row" className="py-1 font-normal">
                {label}
              </th>
              <td className="py-1 text-right">{p.leads}</td>
              <td className="py-1 text-right">{p.answers}</td>
              <td className="py-1 text-right">{p.hires}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {declined.length ? (
        <p className="mt-1 text-sm text-gray-700">
          Declined as not a fit (90 days):{" "}
          {declined.map((k) => `${DECLINE_KINDS[k]} ${figures.declines[k]}`).join(" · ")}
        </p>
      ) : null}
    </div>
  );
}
