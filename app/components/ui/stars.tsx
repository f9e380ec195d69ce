import { StarIcon } from "./icons";

/** Read-only stars with halves: 4.3 shows four and a half. */
export function Stars({ rating, size = "h-4 w-4" }: { rating: number | string; size?: string }) {
  const value = Math.round(Number(rating) * 2) / 2;
  return (
    <span className="inline-flex items-center">
      {/* Text, not an aria-label: a text browser prints it and a screen reader reads it. */}
      <span className="sr-only">{`${Number(rating).toFixed(1)} out of 5 stars`}</span>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        return (
          <span key={i} className={`relative inline-block ${size}`}>
            <StarIcon className={`absolute inset-0 ${size} text-gray-300`} />
            {fill > 0 ? (
              <span
                className="absolute inset-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <StarIcon className={`${size} text-yellow-400`} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
