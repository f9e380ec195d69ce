import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { findListingsForAdmin } from "~/models/admin-listings.server";
import { requireAdmin } from "~/server/admin.server";
import { OPERATOR_NOTE_MAX as NOTE_MAX } from "~/lib/trust-rules";
import { listingStateAction } from "~/server/admin-listing-action.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return { q, listings: findListingsForAdmin(q) };
}

/** Verify, remove the badge, unlist or restore from the search results (decision 018). */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const back = `/admin/listings?${new URLSearchParams({ q: String(form.get("q") ?? "") })}`;
  return listingStateAction(admin, form, back);
}

export default function AdminListings() {
  const { q, listings } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const button = "rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold";
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">Listings</h1>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
        <label className="text-sm font-medium text-gray-800">
          Name, city or state
          <input
            name="q"
            defaultValue={q}
            maxLength={100}
            className="mt-1 block w-72 rounded-md border border-gray-300 px-3 py-2 text-sm"
          />
        </label>
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white"
        >
          Find listings
        </button>
      </Form>
      {q && listings.length === 0 ? (
        <p className="mt-6 text-gray-700">No listing matches.</p>
      ) : null}
      <ul className="mt-6 space-y-3">
        {listings.map((l) => (
          <li key={l.id} className="rounded-xl border border-gray-200 bg-white p-4">
            <p className="font-semibold text-gray-900">
              {l.directory === "striping" ? (
                <Link to={`/companies/${l.slug}`} className="underline">
                  {l.name}
                </Link>
              ) : (
                l.name
              )}{" "}
              <span className="font-normal text-gray-600">
                ({l.location}, {l.state}) · {l.listingStatus}
                {l.deletedAt ? " · deleted" : ""} · plan {l.subscriptionTier} ({l.planStatus})
              </span>{" "}
              <Link to={`/admin/listings/${l.id}`} className="text-sm text-brand-700 underline">
                Manage {l.name}
              </Link>
            </p>
            <p className="mt-1 text-sm text-gray-700">
              {l.isVerified
                ? `Verified ${l.verifiedAt ? new Date(l.verifiedAt).toLocaleDateString("en-US", { dateStyle: "medium" }) : ""}: ${l.verifiedNote ?? ""}`
                : "Not verified"}
            </p>
            {failed?.id === l.id ? (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {failed.error}
              </p>
            ) : null}
            <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
              <input type="hidden" name="companyId" value={l.id} />
              <input type="hidden" name="q" value={q} />
              <label className="text-sm text-gray-800">
                What was checked
                <input
                  name="note"
                  maxLength={NOTE_MAX}
                  className="mt-1 block w-72 rounded-md border border-gray-300 px-3 py-2 text-sm"
                />
              </label>
              <button type="submit" name="intent" value="verify" className={button}>
                Verify {l.name}
              </button>
              {l.isVerified ? (
                <button type="submit" name="intent" value="unverify" className={button}>
                  Remove Verified
                </button>
              ) : null}
              {l.listingStatus === "listed" && !l.deletedAt ? (
                <button type="submit" name="intent" value="unlist" className={button}>
                  Unlist
                </button>
              ) : (
                <button type="submit" name="intent" value="restore" className={button}>
                  Restore
                </button>
              )}
            </Form>
          </li>
        ))}
      </ul>
    </>
  );
}
