import { noindexMeta } from "~/lib/private-page";

import { redirect } from "react-router";
import { Form, useActionData, useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { useState } from "react";
import { AuthRequired, authRequiredHandle } from "~/components/auth-required";
import { CompanyLogo } from "~/components/company-logo";
import { VerifyEmailFirst } from "~/components/verify-email-notice";
import { SITE } from "~/lib/site";
import { OWNER_RULES } from "~/lib/plan-rules";
import {
  serializeMaterialsCompany,
  serializeStripingCompany,
  withOwner,
} from "~/models/directory/company-serializer.server";
import { noteDashboardVisit, pendingEmailChange } from "~/models/accounts/account.server";
import { ownerInsights } from "~/models/listings/listing-stats.server";
import { listOwnedCompanies } from "~/models/listings/owner-companies.server";
import { listingEmailStatus } from "~/models/listings/listing-email-state.server";
import { getUser } from "~/server/auth/auth.server";
import { isPrimary } from "~/server/litefs.server";
import { readForm } from "~/server/uploads/multipart.server";
import {
  handleAccountAction,
  isAccountIntent,
  type AccountActionData,
} from "./account-actions.server";
import { handleDashboardAction, type DashboardActionData } from "./actions.server";
import { AccountPanels } from "./account-panels";
import { BillingSection } from "./billing-section";
import { billingOverview } from "~/models/billing/overview.server";
import { paymentsSetUp } from "~/server/billing/stripe.server";
import { InsightsPanel } from "./insights-panel";
import { MaterialsOwnerCard, StripingOwnerCard } from "./owner-cards";
import type { Route } from "./+types/route";

export const handle = authRequiredHandle(1000, "/dashboard");

export const meta = noindexMeta({
  title: "My Account | Road Striping Directory",
  description: "Manage your listings in the Road Striping Directory.",
  path: "/dashboard",
});

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  if (!user) return { signedIn: false as const };
  const owned = listOwnedCompanies(user.id);
  const edit = Number(new URL(request.url).searchParams.get("edit"));
  return {
    signedIn: true as const,
    // A GET writes only on the primary; a replica just reads whether this is the first visit.
    firstVisit: noteDashboardVisit(user.id, isPrimary()),
    pendingEmail: pendingEmailChange(user.id),
    user: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      company: user.company,
      isVerified: user.isVerified,
    },
    striping: owned.striping.map((row) => ({
      ...withOwner(serializeStripingCompany(row), row),
      emailStatus: listingEmailStatus(row.id, row.email),
    })),
    insights: ownerInsights(user.id),
    billing: billingOverview(user.id, paymentsSetUp()),
    materials: owned.materials.map((row) => ({
      ...withOwner(serializeMaterialsCompany(row), row),
      emailStatus: listingEmailStatus(row.id, row.email),
    })),
    editId: Number.isSafeInteger(edit) && edit > 0 ? edit : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request);
  if (!user) return redirect(`/login?${new URLSearchParams({ redirectTo: "/dashboard" })}`);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (isAccountIntent(intent)) return handleAccountAction(user, intent, formData);
  return handleDashboardAction(user.id, formData);
}

export default function Dashboard() {
  const data = useLoaderData<typeof loader>();
  const submitted = useActionData<typeof action>() as
    | DashboardActionData
    | AccountActionData
    | undefined;
  const accountError = submitted && "error" in submitted ? submitted : undefined;
  const actionData = submitted && "id" in submitted ? submitted : undefined;
  const [chosen, setEditing] = useState<number | null>(data.signedIn ? data.editId : null);
  // A form that failed validation stays open on its card, also when rendered without JavaScript.
  const editing = chosen ?? actionData?.id ?? null;
  if (!data.signedIn) {
    return (
      <AuthRequired
        title="Authentication Required"
        description="Please log in to access your dashboard."
        delayMs={1000}
        redirectTo="/dashboard"
      />
    );
  }
  const { user, striping, materials, insights } = data;
  const headerLogo = striping[0]?.customLogo ?? null;
  const totalReviews = striping.reduce((s, c) => s + c.totalReviews, 0);
  const none = striping.length === 0 && materials.length === 0;
  const edit = (id: number) => (on: boolean) => setEditing(on ? id : null);

  return (
    <div className="container-page py-10">
      {user.isVerified ? null : <VerifyEmailFirst />}
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          {headerLogo ? <CompanyLogo src={headerLogo} name={striping[0].name} /> : null}
          <div>
            <h1 className="text-3xl font-bold text-gray-900">
              {data.firstVisit ? "Welcome" : "Welcome back"}, {user.firstName || "User"}!
            </h1>
            <p className="text-gray-600">Manage your listings and account.</p>
          </div>
        </div>
        <Form method="post" action="/logout">
          <button
            type="submit"
            className="rounded-md border border-gray-300 px-4 py-2 font-semibold text-gray-800 hover:bg-gray-50"
          >
            Logout
          </button>
        </Form>
      </header>

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-8">
          <section
            aria-labelledby="overview-heading"
            className="rounded-xl border border-gray-200 bg-white p-5"
          >
            <h2 id="overview-heading" className="text-lg font-semibold text-gray-900">
              Account Overview
            </h2>
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-gray-600">Email</dt>
                <dd className="font-medium break-all text-gray-900">{user.email}</dd>
              </div>
              <div>
                <dt className="text-gray-600">Name</dt>
                <dd className="font-medium text-gray-900">
                  {[user.firstName, user.lastName].filter(Boolean).join(" ") || "—"}
                </dd>
              </div>
              <div>
                <dt className="text-gray-600">Company</dt>
                <dd className="font-medium text-gray-900">{user.company || "—"}</dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="listings-heading">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="listings-heading" className="text-2xl font-bold text-gray-900">
                Your Listings
              </h2>
              <Link
                to="/add-company"
                className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
              >
                Add New Listing
              </Link>
            </div>
            <p className="mt-1 text-sm text-gray-600">{OWNER_RULES.edit}</p>
            {none ? (
              <div className="mt-4 rounded-xl border-2 border-dashed border-gray-300 bg-white p-10 text-center">
                <p className="text-lg font-semibold text-gray-900">You have no listings yet</p>
                <p className="mt-1 text-gray-600">
                  Add your company or claim an existing listing to manage it here.
                </p>
                <div className="mt-4 flex justify-center gap-3">
                  <Link
                    to="/add-company"
                    className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
                  >
                    Add Your Company
                  </Link>
                  <Link
                    to="/browse"
                    className="rounded-md border border-gray-300 px-4 py-2 font-semibold text-gray-800 hover:bg-gray-50"
                  >
                    Browse Directory
                  </Link>
                </div>
              </div>
            ) : (
              <>
                <h3 className="mt-6 text-lg font-semibold text-gray-900">
                  Road Striping Companies
                </h3>
                <div className="mt-3 space-y-4">
                  {striping.length ? (
                    striping.map((c) => (
                      <div key={c.id} className="space-y-3">
                        <StripingOwnerCard
                          company={c}
                          editing={editing === c.id}
                          setEditing={edit(c.id)}
                          actionData={actionData}
                        />
                        <InsightsPanel insights={insights.find((x) => x.companyId === c.id)} />
                      </div>
                    ))
                  ) : (
                    <p className="text-sm text-gray-600">No road striping listings.</p>
                  )}
                </div>
                <h3 className="mt-8 text-lg font-semibold text-gray-900">
                  Materials &amp; Equipment Companies
                </h3>
                <div className="mt-3 space-y-4">
                  {materials.length ? (
                    materials.map((c) => (
                      <MaterialsOwnerCard
                        key={c.id}
                        company={c}
                        editing={editing === c.id}
                        setEditing={edit(c.id)}
                        actionData={actionData}
                      />
                    ))
                  ) : (
                    <p className="text-sm text-gray-600">No materials &amp; equipment listings.</p>
                  )}
                </div>
              </>
            )}
          </section>
          <BillingSection billing={data.billing} />
        </div>
        <AccountPanels
          stripingCount={striping.length}
          materialsCount={materials.length}
          totalReviews={totalReviews}
          emailVerified={user.isVerified}
          feedbackEmail={SITE.feedbackEmail}
          user={user}
          pendingEmail={data.pendingEmail}
          listings={[
            ...striping.map((c) => ({ id: c.id, name: c.name, href: `/companies/${c.slug}` })),
            ...materials.map((c) => ({
              id: c.id,
              name: c.name,
              href: `/materials?${new URLSearchParams({ search: c.name })}`,
            })),
          ]}
          error={accountError}
        />
      </div>
    </div>
  );
}
