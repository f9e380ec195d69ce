import { redirect } from "react-router";
import { Form, useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { NotFound } from "~/models/errors.server";
import { DELETED_KEEP_DAYS } from "~/lib/trust-rules";
import { ownerActions } from "~/models/listings/listing-state.server";
import { getOwnedCompany } from "~/models/listings/owner-companies.server";
import { getUser } from "~/server/auth/auth.server";
import type { Route } from "./+types/dashboard_.delete.$id";
import { noindexTitle } from "~/lib/private-page";

export const meta = noindexTitle("Delete Listing | Road Striping Directory");

/**
 * The confirmation page for deleting a listing (the no-JavaScript twin of the confirm prompt).
 * A claimed listing is never deleted: the page offers release or unlisting (decision 015).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getUser(request);
  if (!user) throw redirect(`/login?${new URLSearchParams({ redirectTo: "/dashboard" })}`);
  try {
    const c = getOwnedCompany(user.id, Number(params.id));
    const actions = ownerActions(c, user.id);
    return {
      company: { id: c.id, name: c.name, location: c.location, state: c.state },
      added: actions.canDelete,
      unlistRequested: c.unlistRequestedAt !== null,
      // From the loader: the page component must not import a server module.
      keepDays: DELETED_KEEP_DAYS,
    };
  } catch (error) {
    if (error instanceof NotFound) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

const secondary =
  "rounded-md border border-gray-300 px-4 py-2 font-semibold text-gray-800 hover:bg-gray-50";
const danger = "rounded-md bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700";

/** The owner's actions this page offers: the button's words and look. */
const ACTIONS = {
  release: { label: "Release Listing", className: danger },
  unlist: { label: "Request Unlisting", className: secondary },
  delete: { label: "Delete Listing", className: danger },
} as const;

/** A button that posts one owner action on this listing to the dashboard, and what follows it. */
function ListingAction({
  id,
  intent,
  formClassName = "mt-4",
  children,
}: {
  id: number;
  intent: keyof typeof ACTIONS;
  formClassName?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="post" action="/dashboard" className={formClassName}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className={ACTIONS[intent].className}>
        {ACTIONS[intent].label}
      </button>
      {children}
    </Form>
  );
}

const cancel = (
  <Link to="/dashboard" className={secondary}>
    Cancel
  </Link>
);

export default function ConfirmDelete() {
  const { company, added, unlistRequested, keepDays } = useLoaderData<typeof loader>();
  if (!added) {
    return (
      <div className="container-page max-w-xl py-16">
        <h1 className="text-2xl font-bold text-gray-900">Release or unlist {company.name}?</h1>
        <p className="mt-3 text-gray-700">
          You claimed {company.name} ({company.location}, {company.state}); you did not add it, so
          it cannot be deleted. Its reviews were written by customers and stay with it.
        </p>
        <h2 className="mt-8 text-lg font-semibold text-gray-900">Release the listing</h2>
        <p className="mt-2 text-gray-700">
          It goes back to unclaimed, with the details it had before you claimed it. A paid plan
          ends. Its page and reviews stay.
        </p>
        <ListingAction id={company.id} intent="release" />
        <h2 className="mt-8 text-lg font-semibold text-gray-900">Ask us to unlist it</h2>
        {unlistRequested ? (
          <p className="mt-2 text-gray-700">
            You asked for this listing to be unlisted. Our team will review the request.
          </p>
        ) : (
          <>
            <p className="mt-2 text-gray-700">
              If the business has closed or the listing should not be public, our team will review
              the request. It stays listed until then.
            </p>
            <ListingAction id={company.id} intent="unlist" />
          </>
        )}
        <p className="mt-8">{cancel}</p>
      </div>
    );
  }
  return (
    <div className="container-page max-w-xl py-16">
      <h1 className="text-2xl font-bold text-gray-900">Delete {company.name}?</h1>
      <p className="mt-3 text-gray-700">
        {company.name} ({company.location}, {company.state}) will be removed from the directory. We
        keep it for {keepDays} days: contact us within that time to restore it.
      </p>
      <ListingAction id={company.id} intent="delete" formClassName="mt-6 flex gap-3">
        {cancel}
      </ListingAction>
    </div>
  );
}
