import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { NAV_LINKS } from "~/lib/nav-links";
import { SITE } from "~/lib/site";
import { BrandLogo } from "./brand-logo";

type NavUser = { firstName: string | null } | null;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-brand-50 text-brand-700" : "text-gray-700 hover:bg-gray-100 hover:text-gray-900"
  }`;

function AccountLinks({ user, onNavigate }: { user: NavUser; onNavigate?: () => void }) {
  if (user) {
    return (
      <>
        <NavLink to="/dashboard" className={linkClass} onClick={onNavigate}>
          My Account
        </NavLink>
        <Form method="post" action="/logout">
          <button
            type="submit"
            className="w-full rounded-md px-2.5 py-2 text-left text-sm font-medium text-gray-700 hover:bg-gray-100"
          >
            Sign Out
          </button>
        </Form>
      </>
    );
  }
  return (
    <>
      <NavLink to="/login" className={linkClass} onClick={onNavigate}>
        Sign In
      </NavLink>
      <NavLink
        to="/register"
        onClick={onNavigate}
        className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-700"
      >
        Sign Up
      </NavLink>
    </>
  );
}

/**
 * The signed-in state is known when the page is rendered on the server, so the account links
 * never show a loading state; with `authLoading` they are hidden, as SPEC §2 asks.
 */
export function SiteNav({ user, authLoading = false }: { user: NavUser; authLoading?: boolean }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const close = () => menu.current?.removeAttribute("open");
  useEffect(close, [location.pathname, location.search]);

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="container-page flex h-16 items-center justify-between gap-4"
      >
        <Link to="/" className="flex shrink-0 items-center gap-2 font-bold text-gray-900">
          <BrandLogo />
          <span className="text-base sm:text-lg">{SITE.brand}</span>
        </Link>
        <div className="hidden items-center gap-0.5 xl:flex">
          {NAV_LINKS.map((l) => (
            <NavLink
              key={l.to}
              to={l.to}
              end={l.to === "/"}
              className={linkClass}
              prefetch="intent"
            >
              {l.label}
            </NavLink>
          ))}
        </div>
        <div className="hidden items-center gap-1 xl:flex">
          {authLoading ? null : <AccountLinks user={user} />}
        </div>
        <details ref={menu} className="group relative xl:hidden">
          <summary
            className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-gray-300 px-3 py-2 text-sm font-medium text-gray-800"
            aria-label="Toggle menu"
          >
            <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
            </svg>
            Menu
          </summary>
          <div className="absolute right-0 mt-2 flex w-64 flex-col gap-1 rounded-lg border border-gray-200 bg-white p-2 shadow-lg">
            {NAV_LINKS.map((l) => (
              <NavLink
                key={l.to}
                to={l.to}
                end={l.to === "/"}
                className={linkClass}
                onClick={close}
              >
                {l.label}
              </NavLink>
            ))}
            <div className="mt-1 flex flex-col gap-1 border-t border-gray-100 pt-2">
              {authLoading ? null : <AccountLinks user={user} onNavigate={close} />}
            </div>
          </div>
        </details>
      </nav>
    </header>
  );
}
