import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { when } from "~/components/admin/parts";
import { claimsAwaitingReview, decideClaim } from "~/models/claims.server";
import { DomainError } from "~/models/errors.server";
import { actorOf, requireAdmin } from "~/server/admin.server";
import { env } from "~/server/env.server";
import { redirectWithToast } from "~/server/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { claims: claimsAwaitingReview() };
}

const REASON_MAX = 500;

/** Approve or reject a claim that waited for review; the claimant is mailed either way. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const claimId = Number(form.get("claimId"));
  const approve = form.get("intent") === "approve";
  const reason = String(form.get("reason") ?? "").trim();
  if (!Number.isSafeInteger(claimId) || claimId <= 0) {
    return data({ claimId: 0, error: "Choose a claim." }, { status: 400 });
  }
  if (!approve && (!reason || reason.length > REASON_MAX)) {
    return data(
      { claimId, error: `Give the claimant a reason (at most ${REASON_MAX} characters).` },
      { status: 400 },
    );
  }
  try {
    decideClaim(
      claimId,
      approve ? { approve: true } : { approve: false, reason },
      actorOf(admin),
      env().SITE_URL,
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ claimId, error: error.message }, { status: error.status });
  }
  return redirectWithToast("/admin/claims", {
    title: approve ? "Claim approved" : "Claim rejected",
    description: "The claimant has been e-mailed.",
  });
}

export default function AdminClaims() {
  const { claims } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">Claims awaiting review</h1>
      <p className="mt-1 text-gray-600">
        Listings without an e-mail address on file cannot be claimed by code: check the claimant
        (licence, insurance, a call to the listed phone) before approving.
      </p>
      {claims.length === 0 ? (
        <p className="mt-6 text-gray-700">No claims are waiting.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {claims.map((c) => (
            <li key={c.id} className="rounded-xl border border-gray-200 bg-white p-5">
              <h2 className="font-semibold text-gray-900">
                <Link to={`/companies/${c.companySlug}`} className="underline">
                  {c.companyName}
                </Link>{" "}
                <span className="font-normal text-gray-600">
                  ({c.location}, {c.state})
                </span>
              </h2>
              <p className="mt-1 text-sm text-gray-700">
                Claimed by {[c.claimantFirstName, c.claimantLastName].filter(Boolean).join(" ")}{" "}
                &lt;{c.claimantEmail}&gt; on {when(c.createdAt)}
              </p>
              {failed?.claimId === c.id ? (
                <p role="alert" className="mt-2 text-sm text-red-700">
                  {failed.error}
                </p>
              ) : null}
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <Form method="post">
                  <input type="hidden" name="claimId" value={c.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="approve"
                    className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
                  >
                    Approve claim of {c.companyName}
                  </button>
                </Form>
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="claimId" value={c.id} />
                  <label className="text-sm text-gray-800">
                    Reason for rejecting
                    <input
                      name="reason"
                      required
                      maxLength={REASON_MAX}
                      className="mt-1 block w-72 rounded-md border border-gray-300 px-3 py-2 text-sm"
                    />
                  </label>
                  <button
                    type="submit"
                    name="intent"
                    value="reject"
                    className="rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50"
                  >
                    Reject claim of {c.companyName}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
