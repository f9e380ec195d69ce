import type { InsightDay } from "~/models/listings/listing-stats.server";
import { formatDateWith } from "~/lib/format";

const WIDTH = 600;
const HEIGHT = 140;
const PAD = { top: 10, right: 8, bottom: 22, left: 32 };

const clicksOf = (d: InsightDay) => d.calls + d.websites + d.emails;

/** '2026-11-25' as 'Nov 25', in UTC like the days themselves. */
export function shortDay(day: string) {
  return formatDateWith(`${day}T00:00:00Z`, {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/**
 * The daily chart of a listing's last 30 days, drawn on the server as SVG: page views as bars,
 * contact clicks as a line. It is a picture only (hidden from screen readers); the table
 * beside it carries the same figures as text (decision 023).
 */
export function InsightsChart({ days }: { days: InsightDay[] }) {
  const max = Math.max(1, ...days.map((d) => Math.max(d.views, clicksOf(d))));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const step = plotW / days.length;
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const line = days
    .map((d, i) => `${(PAD.left + i * step + step / 2).toFixed(1)},${y(clicksOf(d)).toFixed(1)}`)
    .join(" ");
  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        aria-hidden="true"
        focusable="false"
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={PAD.top + plotH}
          y2={PAD.top + plotH}
          className="stroke-gray-300"
        />
        <text
          x={PAD.left - 4}
          y={PAD.top + 8}
          textAnchor="end"
          className="fill-gray-500 text-[10px]"
        >
          {max}
        </text>
        <text
          x={PAD.left - 4}
          y={PAD.top + plotH}
          textAnchor="end"
          className="fill-gray-500 text-[10px]"
        >
          0
        </text>
        {days.map((d, i) => {
          const top = y(d.views);
          return (
            <rect
              key={d.day}
              x={PAD.left + i * step + 1}
              y={top}
              width={Math.max(1, step - 2)}
              height={PAD.top + plotH - top}
              className="fill-brand-600"
            />
          );
        })}
        <polyline points={line} fill="none" strokeWidth={2} className="stroke-amber-500" />
        {[0, days.length - 1].map((i) => (
          <text
            key={i}
            x={PAD.left + i * step + step / 2}
            y={HEIGHT - 6}
            textAnchor={i === 0 ? "start" : "end"}
            className="fill-gray-500 text-[10px]"
          >
            {shortDay(days[i].day)}
          </text>
        ))}
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-4 text-xs text-gray-600">
        <span>
          <span className="mr-1 inline-block h-2 w-3 bg-brand-600 align-middle" /> Page views
        </span>
        <span>
          <span className="mr-1 inline-block h-0.5 w-3 bg-amber-500 align-middle" /> Contact clicks
          (Call, Website, Email)
        </span>
      </figcaption>
    </figure>
  );
}
