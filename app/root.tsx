import { data } from "react-router";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { NoscriptRefresh } from "~/components/noscript-refresh";
import { SiteFooter } from "~/components/site-footer";
import { SiteNav } from "~/components/site-nav";
import { useNonce } from "~/components/nonce";
import { Toaster } from "~/components/toaster";
import { useLinkNavigation } from "~/hooks/use-link-navigation";
import { getUser } from "./server/auth/auth.server";
import { env } from "./env.server";
import { getToast } from "~/server/toast.server";
import stylesheet from "~/styles/tailwind.css?url";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const [user, { toast, setCookie }] = await Promise.all([getUser(request), getToast(request)]);
  return data(
    {
      user: user ? { id: user.id, firstName: user.firstName } : null,
      toast,
      siteUrl: env().SITE_URL,
    },
    { headers: setCookie ? { "Set-Cookie": setCookie } : undefined },
  );
}

/**
 * A page that ends in the root error boundary renders no route's meta: the boundary names the
 * page itself, so a 404 has a title (axe: document-title) and stays out of search engines.
 */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    {
      title: `${notFound ? "404 Page Not Found" : "Something went wrong"} | Road Striping Directory`,
    },
    { name: "robots", content: "noindex" },
  ];
};

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const user = root?.user ?? null;
  const nonce = useNonce();
  useLinkNavigation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <NoscriptRefresh />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {/* In a box of its own: a text browser prints it on its own line, not run into the name. */}
        <div>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
          >
            Skip to content
          </a>
        </div>
        <SiteNav user={user} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter signedIn={Boolean(user)} />
        <Toaster toast={root?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A visitor never sees a stack: the details go to the server log only.
  if (!isRouteErrorResponse(error) && typeof document === "undefined") console.error(error);
  return (
    <div className="container-page py-24 text-center">
      <h1 className="text-4xl font-bold text-gray-900">
        {notFound ? "404 Page Not Found" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-gray-600">
        {notFound
          ? "The page you are looking for does not exist or has moved."
          : "We could not load this page. Please try again in a moment."}
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link
          to="/"
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Go Home
        </Link>
        <Link
          to="/browse"
          className="rounded-md border border-gray-300 px-4 py-2 font-semibold text-gray-800 hover:bg-gray-100"
        >
          Browse Companies
        </Link>
      </div>
    </div>
  );
}
