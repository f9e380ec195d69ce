import type { Stats } from "~/models/directory/stats.server";
import { formatCount } from "~/lib/format";

export function StatsStrip({ stats }: { stats: Stats | null }) {
  if (!stats) return null;
  const items = [
    { label: "Companies", value: formatCount(stats.totalCompanies) },
    { label: "States", value: String(stats.statesCovered) },
    { label: "Annual Projects", value: `${formatCount(stats.projectsCompleted)}+` },
    { label: "Avg Rating", value: stats.avgRating },
    { label: "Industry Size", value: stats.industrySize },
  ];
  return (
    <section aria-label="Directory statistics" className="border-b border-gray-200 bg-white">
      <dl className="container-page grid grid-cols-2 gap-6 py-8 text-center sm:grid-cols-5">
        {items.map((i) => (
          <div key={i.label}>
            <dt className="text-sm text-gray-600">{i.label}</dt>
            <dd className="text-2xl font-bold text-brand-700 sm:text-3xl">{i.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
