import type { ReactNode } from "react";

/** A link to another site: new tab, no opener, no referrer, and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  context,
  className,
}: {
  href: string;
  children: ReactNode;
  /** Extra words for screen readers, e.g. the state the link belongs to. */
  context?: string;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only">{context ? ` ${context}` : ""} (opens in a new tab)</span>
    </a>
  );
}
