import { useNavigate } from "react-router";
import { Link } from "~/components/ui/link";
import { useEffect } from "react";
import { showToast } from "~/lib/client-toast";
import type { RefreshHandle } from "./noscript-refresh";

const loginUrlFor = (redirectTo: string) => `/login?${new URLSearchParams({ redirectTo })}`;

/**
 * The route `handle` of a page that shows AuthRequired to a signed-out visitor (its loader
 * answers `signedIn: false`): without JavaScript the visitor is sent to /login by a meta refresh,
 * which must sit in the document's head (a `<meta>` in the body is not valid HTML), so the root
 * layout writes it there from this handle.
 */
export function authRequiredHandle(
  delayMs: number,
  redirectTo: string | ((data: unknown) => string),
): RefreshHandle {
  return {
    noscriptRefresh: (data) =>
      (data as { signedIn?: boolean } | undefined)?.signedIn === false
        ? `${Math.ceil(delayMs / 1000)};url=${loginUrlFor(typeof redirectTo === "string" ? redirectTo : redirectTo(data))}`
        : undefined,
  };
}

/**
 * The view a signed-out visitor gets on a page that needs sign-in: the message, links to sign in
 * or register, and a redirect to /login after `delayMs` — by script with JavaScript, by the meta
 * refresh of `authRequiredHandle` without it (give the route that handle with the same values).
 */
export function AuthRequired({
  title,
  description,
  delayMs,
  redirectTo,
  showRegister = false,
}: {
  title: string;
  description: string;
  delayMs: number;
  redirectTo: string;
  showRegister?: boolean;
}) {
  const navigate = useNavigate();
  const loginUrl = loginUrlFor(redirectTo);
  useEffect(() => {
    showToast({ title, description, type: "destructive" });
    const timer = setTimeout(() => navigate(loginUrl), delayMs);
    return () => clearTimeout(timer);
  }, [title, description, delayMs, loginUrl, navigate]);
  return (
    <div className="container-page max-w-xl py-20 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 text-gray-700" role="status">
        {description}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        {showRegister ? (
          <Link
            to={`/register?${new URLSearchParams({ redirectTo })}`}
            className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Create Account
          </Link>
        ) : null}
        <Link
          to={loginUrl}
          className="rounded-md border border-gray-300 px-4 py-2 font-semibold text-gray-800 hover:bg-gray-50"
        >
          Sign In
        </Link>
      </div>
    </div>
  );
}
