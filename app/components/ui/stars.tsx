const STAR_PATH =
  "M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z";

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
            <svg
              viewBox="0 0 20 20"
              className={`absolute inset-0 ${size} text-gray-300`}
              aria-hidden="true"
            >
              <path d={STAR_PATH} fill="currentColor" />
            </svg>
            {fill > 0 ? (
              <span
                className="absolute inset-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <svg viewBox="0 0 20 20" className={`${size} text-yellow-400`} aria-hidden="true">
                  <path d={STAR_PATH} fill="currentColor" />
                </svg>
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}

export { STAR_PATH };
