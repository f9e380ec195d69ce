import { Link, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { showToast } from "~/lib/client-toast";

/**
 * The view a signed-out visitor gets on a page that needs sign-in: the message, links to sign in
 * or register, and a redirect to /login after `delayMs` — by script with JavaScript, by a meta
 * refresh without it.
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
  const loginUrl = `/login?${new URLSearchParams({ redirectTo })}`;
  useEffect(() => {
    showToast({ title, description, type: "destructive" });
    const timer = setTimeout(() => navigate(loginUrl), delayMs);
    return () => clearTimeout(timer);
  }, [title, description, delayMs, loginUrl, navigate]);
  return (
    <div className="container-page max-w-xl py-20 text-center">
      <noscript>
        <meta httpEquiv="refresh" content={`${Math.ceil(delayMs / 1000)};url=${loginUrl}`} />
      </noscript>
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 text-gray-700" role="status">
        {description}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        {showRegister ? (
          <Link
            to="/register"
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
