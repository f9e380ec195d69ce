import { CheckIcon } from "./icons";
import { Stars } from "./stars";

/**
 * The green mark of a listing whose owner proved it (decision 015). 'Verified listing': the word
 * names what was checked, so it is not read as the credentials' or the reviews' (one meaning).
 */
export function VerifiedBadge({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <span className="badge-verified">
      <CheckIcon /> Verified listing
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
      <Stars rating={rating} size={size} words={count > 0} />
      {/* A space a text browser keeps (the stars' words end where the count begins); the flex
          row gives it no room. */}{" "}
      {/* A listing nobody has reviewed has no average to show. */}
      <span>
        {count === 0
          ? "No reviews yet"
          : `${Number(rating).toFixed(1)} (${count} ${count === 1 ? "review" : "reviews"})`}
      </span>
    </p>
  );
}
