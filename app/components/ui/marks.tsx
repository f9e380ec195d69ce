import { CheckIcon } from "./icons";
import { Stars } from "./stars";

/** The green 'Verified' mark of a listing whose owner proved it (decision 015). */
export function VerifiedBadge({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <span className="badge-verified">
      <CheckIcon /> Verified
    </span>
  );
}

/** Stars, the average to one decimal and the number of reviews: '4.5 (12 reviews)'. */
export function RatingSummary({
  rating,
  count,
  className,
  size,
}: {
  rating: number | string;
  count: number;
  className: string;
  size?: string;
}) {
  return (
    <p className={className}>
      <Stars rating={rating} size={size} />
      {/* A listing nobody has reviewed has no average to show (issue 29, point 14). */}
      <span>
        {count === 0
          ? "No reviews yet"
          : `${Number(rating).toFixed(1)} (${count} ${count === 1 ? "review" : "reviews"})`}
      </span>
    </p>
  );
}
