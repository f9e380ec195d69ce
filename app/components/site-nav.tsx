import { Form, NavLink, useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { useEffect, useRef, type ReactNode } from "react";
import { NAV_LINKS } from "~/lib/nav-links";
import { SITE } from "~/lib/site";
import { BrandLogo } from "./brand-logo";
import { useServerMarkup } from "./server-markup";
import { MenuIcon } from "./ui/icons";

type NavUser = { firstName: string | null } | null;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `nav-item ${
    isActive ? "bg-brand-50 text-brand-700" : "text-gray-700 hover:bg-gray-100 hover:text-gray-900"
  }`;

type NavItemProps = {
  to: string;
  end?: boolean;
  className: string | ((state: { isActive: boolean }) => string);
  onClick?: () => void;
  prefetch?: "intent";
  children: ReactNode;
};

/**
 * React Router's NavLink in the browser (active state on client navigations, prefetch on intent). On
 * the server, where a dozen of them cost a tenth of a small page's render (decision 032), the
 * same anchor written directly: NavLink's active rule and its attributes, in its order.
 */
function NavItem({ to, end, className, onClick, prefetch, children }: NavItemProps) {
  const onServer = useServerMarkup() !== null;
  const { pathname } = useLocation();
  if (!onServer) {
    return (
      <NavLink to={to} end={end} className={className} onClick={onClick} prefetch={prefetch}>
        {children}
      </NavLink>
    );
  }
  const here = pathname.toLowerCase();
  const isActive = here === to || (!end && here.startsWith(to) && here.charAt(to.length) === "/");
  const classes =
    typeof className === "function"
      ? className({ isActive })
      : isActive
        ? `${className} active`
        : className;
  return (
    <a
      aria-current={isActive ? "page" : undefined}
      className={classes}
      href={to}
      data-discover="true"
    >
      {children}
    </a>
  );
}

/**
 * Each link is an item of a list: a text browser, which ignores CSS, prints them one a line
 * instead of running them together. The item is a column box, so its link stretches as it did
 * when it was the menu's own flex item.
 */
const ITEM = "flex flex-col";

/** A link of the menu as its list item; the menu's look unless it is given its own. */
function NavEntry({
  className = linkClass,
  ...props
}: Omit<NavItemProps, "className"> & {
  className?: NavItemProps["className"];
}) {
  return (
    <li className={ITEM}>
      <NavItem className={className} {...props} />
    </li>
  );
}

function AccountLinks({ user, onNavigate }: { user: NavUser; onNavigate?: () => void }) {
  if (user) {
    return (
      <>
        <NavEntry to="/dashboard" onClick={onNavigate}>
          My Account
        </NavEntry>
        <li className={ITEM}>
          <Form method="post" action="/logout">
            <button
              type="submit"
              className="w-full rounded-md px-2.5 py-2 text-left text-sm font-medium whitespace-nowrap text-gray-700 hover:bg-gray-100"
            >
              Sign Out
            </button>
          </Form>
        </li>
      </>
    );
  }
  return (
    <>
      <NavEntry to="/login" onClick={onNavigate}>
        Sign In
      </NavEntry>
      <NavEntry
        to="/register"
        onClick={onNavigate}
        className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-700"
      >
        Sign Up
      </NavEntry>
    </>
  );
}

/**
 * The signed-in state is known when the page is rendered on the server, so the account links
 * never show a loading state.
 *
 * The links are written once: on wide screens they sit in the bar, on narrow ones a checkbox
 * labelled 'Menu' shows them as a drop-down (CSS `peer-checked`, no JavaScript needed). A text
 * browser, which ignores CSS, prints the menu once instead of twice.
 */
export function SiteNav({ user }: { user: NavUser }) {
  const toggle = useRef<HTMLInputElement>(null);
  const location = useLocation();
  const close = () => {
    if (toggle.current) toggle.current.checked = false;
  };
  useEffect(close, [location.pathname, location.search]);

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="container-page relative flex h-16 items-center justify-between gap-2 sm:gap-4"
      >
        {/* The name may shrink on a narrow phone; the menu button never does (no sideways scroll). */}
        <Link to="/" className="flex min-w-0 items-center gap-2 font-bold text-gray-900">
          <BrandLogo className="h-8 w-8 shrink-0" />
          <span className="truncate text-base sm:text-lg">{SITE.brand}</span>
        </Link>
        <input
          ref={toggle}
          type="checkbox"
          id="site-menu-toggle"
          className="peer sr-only xl:hidden"
          aria-controls="site-menu"
        />
        <label
          htmlFor="site-menu-toggle"
          className="order-last flex shrink-0 cursor-pointer items-center gap-2 rounded-md border border-gray-300 px-3 py-2 text-sm font-medium text-gray-800 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 xl:hidden"
        >
          <MenuIcon />
          Menu
        </label>
        <div
          id="site-menu"
          className="absolute top-full right-4 mt-2 hidden w-64 flex-col gap-1 rounded-lg border border-gray-200 bg-white p-2 shadow-lg peer-checked:flex xl:static xl:mt-0 xl:flex xl:w-auto xl:flex-1 xl:flex-row xl:items-center xl:justify-between xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none"
        >
          <ul className="flex flex-col gap-1 xl:flex-row xl:items-center xl:gap-0.5">
            {NAV_LINKS.map((l) => (
              <NavEntry key={l.to} to={l.to} end={l.to === "/"} prefetch="intent" onClick={close}>
                {l.label}
              </NavEntry>
            ))}
          </ul>
          <ul className="mt-1 flex flex-col gap-1 border-t border-gray-100 pt-2 xl:mt-0 xl:flex-row xl:items-center xl:border-0 xl:pt-0">
            <AccountLinks user={user} onNavigate={close} />
          </ul>
        </div>
      </nav>
    </header>
  );
}
