/**
 * The small icons, one component each, all decorative (`aria-hidden`): the text beside them, or
 * the control's label, says what they mean. `className` sets the size.
 */

type IconProps = { className?: string };

/**
 * An icon of the sprite `public/icons.svg`: the icons a page repeats (a placeholder per card, a
 * check per verified listing) are drawn once by the browser instead of sent again in every
 * card (decision 024).
 */
function SpriteIcon({ id, className }: { id: string; className: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={`/icons.svg#${id}`} />
    </svg>
  );
}

export function CheckIcon({ className = "h-3.5 w-3.5" }: IconProps) {
  return <SpriteIcon id="check" className={className} />;
}

export function CloseIcon({ className = "h-4 w-4" }: IconProps) {
  return (
    <svg viewBox="0 0 16 16" className={className} aria-hidden="true">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function MenuIcon({ className = "h-5 w-5" }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function ShareIcon({ className = "h-4 w-4" }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true" fill="currentColor">
      <path d="M15 8a3 3 0 1 0-2.83-4H12a3 3 0 0 0 .1.75L7.6 7.1a3 3 0 1 0 0 5.8l4.5 2.35A3 3 0 1 0 13 13.1l-4.5-2.36a3 3 0 0 0 0-1.48L13 6.9A3 3 0 0 0 15 8Z" />
    </svg>
  );
}

/** The stand-in for a listing without a logo. */
export function BuildingIcon({ className = "h-7 w-7" }: IconProps) {
  return <SpriteIcon id="building" className={className} />;
}

export const STAR_PATH =
  "M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z";

/** One star, coloured by `currentColor`. */
export function StarIcon({ className = "h-4 w-4" }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true">
      <path d={STAR_PATH} fill="currentColor" />
    </svg>
  );
}

/** A CSS spinner for 'Loading...' lines; the words beside it are what a screen reader reads. */
export function Spinner() {
  return (
    <span
      className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-gray-300 border-t-brand-600"
      aria-hidden="true"
    />
  );
}
