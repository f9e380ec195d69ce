import { data } from "react-router";
import { Form, useLoaderData, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { seoMeta } from "~/lib/seo";
import { confirmSubscription, findSubscriptionByToken } from "~/models/mail/newsletter.server";
import { redirectWithToast } from "~/server/toast.server";
import { privatePageHeaders } from "~/lib/private-page";
import type { Route } from "./+types/newsletter.confirm";

/** The confirmation page the mailed link opens. Reading it never writes (GET is safe). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.slice(0, 100) ?? "";
  const found = token ? findSubscriptionByToken(token) : undefined;
  if (!found) return data({ state: "invalid" as const, token: "" }, { status: 404 });
  return { state: found.confirmedAt ? ("confirmed" as const) : ("pending" as const), token };
}

export async function action({ request }: Route.ActionArgs) {
  const token = String((await request.formData()).get("token") ?? "").slice(0, 100);
  const result = confirmSubscription(token);
  if (result === "invalid") {
    return redirectWithToast("/newsletter/confirm", {
      title: "Error",
      description: "This confirmation link is invalid.",
      type: "destructive",
    });
  }
  return redirectWithToast(`/newsletter/confirm?token=${encodeURIComponent(token)}`, {
    title: "Subscription confirmed",
    description: "Thank you! You will receive our newsletter from now on.",
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Confirm Your Newsletter Subscription | Road Striping Directory",
    description: "Confirm your subscription to the Road Striping Directory newsletter.",
    path: "/newsletter/confirm",
    matches,
    noindex: true,
  });

export default function NewsletterConfirm() {
  const { state, token } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <div className="container-page max-w-2xl py-16 text-center">
      {state === "pending" ? (
        <>
          <h1 className="text-3xl font-bold text-gray-900">Confirm your subscription</h1>
          <p className="mt-3 text-gray-700">
            Press the button to start receiving the Road Striping Directory newsletter.
          </p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={token} />
            <button
              type="submit"
              disabled={navigation.state === "submitting"}
              className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {navigation.state === "submitting" ? "Confirming..." : "Confirm Subscription"}
            </button>
          </Form>
        </>
      ) : state === "confirmed" ? (
        <>
          <h1 className="text-3xl font-bold text-gray-900">You&apos;re subscribed</h1>
          <p className="mt-3 text-gray-700">
            Your subscription is confirmed. New articles will arrive in your inbox.
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-gray-900">Invalid confirmation link</h1>
          <p className="mt-3 text-gray-700">
            This link is not valid. Please copy the whole link from the e-mail, or sign up again on
            the blog.
          </p>
        </>
      )}
      <Link to="/blog" className="mt-8 inline-block text-brand-700 underline hover:no-underline">
        Back to Blog
      </Link>
    </div>
  );
}

export const headers = privatePageHeaders;
