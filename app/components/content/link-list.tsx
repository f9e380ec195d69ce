import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";

// Its own module, not page-parts': the footer, on every page, renders it, and every page's
// JavaScript would carry all of the content pages' parts with it (decision 024).

/**
 * A list of in-app links (the footer's quick links, the contact page's requests, a landing page's
 * services), each with the number of listings behind it when there is one.
 */
export function LinkList({
  links,
  className,
  linkClassName = "text-brand-700 underline hover:no-underline",
  countClassName,
  children,
}: {
  links: readonly { to: string; label: string; count?: ReactNode }[];
  className: string;
  linkClassName?: string;
  countClassName?: string;
  /** Items after the links (the footer's account link). */
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to} className={linkClassName}>
            {l.count === undefined ? (
              l.label
            ) : (
              <>
                {/* The space keeps label and count apart in a text browser (the link is a
                    flex box: it takes no room). */}
                <span>{l.label}</span> <span className={countClassName}>{l.count}</span>
              </>
            )}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}
