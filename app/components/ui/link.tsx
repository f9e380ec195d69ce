import { Link as RemixLink } from "react-router";
import type { AnchorHTMLAttributes, ReactNode } from "react";

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path of this site ("/browse?state=TX"); anything else is handed to Remix's own Link. */
  to: string;
  replace?: boolean;
  preventScrollReset?: boolean;
  /** A full page load, never a client-side navigation. */
  reloadDocument?: boolean;
};

/**
 * A link to a page of this site: a plain anchor, which the browser follows with JavaScript off,
 * and which `useLinkNavigation` (mounted once in the root) turns into a client-side navigation
 * with it on.
 *
 * Remix's `<Link>` does the same with six hooks and a resolution of its path against the route
 * tree on every render; a page of cards has about a hundred links, which cost a tenth of its
 * server render (decision 028). `data-discover` is the mark Remix's route discovery already
 * looks for, so the routes behind these links are still fetched ahead of a click.
 */
export function Link({ to, replace, preventScrollReset, reloadDocument, ...props }: LinkProps) {
  if (!to.startsWith("/") || to.startsWith("//")) {
    // A relative path resolves against the route, not the URL: Remix's Link knows how.
    return (
      <RemixLink
        to={to}
        replace={replace}
        preventScrollReset={preventScrollReset}
        reloadDocument={reloadDocument}
        {...props}
      />
    );
  }
  return (
    <a
      {...props}
      href={to}
      data-discover={reloadDocument ? undefined : "true"}
      data-replace={replace ? "true" : undefined}
      data-keep-scroll={preventScrollReset ? "true" : undefined}
    />
  );
}

/** The way on at the foot of a page that says one thing ("Back to My Account"). */
export function OnwardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-6">
      <Link to={to} className="text-brand-700 underline">
        {children}
      </Link>
    </p>
  );
}
