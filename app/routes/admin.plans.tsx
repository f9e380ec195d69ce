import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { changeListing } from "~/models/admin-listing.server";
import { DomainError } from "~/models/errors.server";
import { plansAwaitingPayment } from "~/models/plans.server";
import { actorOf, requireAdmin } from "~/server/admin.server";
import { redirectWithToast } from "~/server/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { waiting: plansAwaitingPayment() };
}

const TIER = { premium: "Premium", vip: "VIP", free: "Standard" } as const;

/** Activate a requested plan once paid, or end one (decision 015); each audited (decision 018). */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const id = Number(form.get("companyId"));
  const intent = form.get("intent");
  if (!Number.isSafeInteger(id) || id <= 0) return data({ id: 0, error: "Choose a listing." }, 400);
  try {
    const row = changeListing(id, intent === "end" ? "plan.end" : "plan.activate", actorOf(admin));
    return redirectWithToast("/admin/plans", {
      title: intent === "end" ? "Plan ended" : `${TIER[row.subscriptionTier]} plan activated`,
      description: row.name,
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ id, error: error.message }, { status: error.status });
  }
}

export default function AdminPlans() {
  const { waiting } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">Plans awaiting payment</h1>
      <p className="mt-1 text-gray-600">
        Activate a plan once its payment has arrived: only then does the listing rank, show and get
        featured as Premium or VIP.
      </p>
      {waiting.length === 0 ? (
        <p className="mt-6 text-gray-700">No plans are waiting.</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {waiting.map((p) => (
            <li key={p.id} className="rounded-xl border border-gray-200 bg-white p-4">
              <p className="font-semibold text-gray-900">
                <Link to={`/companies/${p.slug}`} className="underline">
                  {p.name}
                </Link>{" "}
                <span className="font-normal text-gray-600">
                  requested {p.requestedTier ? TIER[p.requestedTier] : "a plan"} (now{" "}
                  {TIER[p.subscriptionTier]})
                </span>{" "}
                <Link to={`/admin/listings/${p.id}`} className="text-sm text-brand-700 underline">
                  Set tier, paid-until date and priority
                </Link>
              </p>
              {failed?.id === p.id ? (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {failed.error}
                </p>
              ) : null}
              <Form method="post" className="mt-2 flex gap-2">
                <input type="hidden" name="companyId" value={p.id} />
                <button
                  type="submit"
                  name="intent"
                  value="activate"
                  className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white"
                >
                  Activate plan for {p.name}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="end"
                  className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold"
                >
                  Cancel request
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
