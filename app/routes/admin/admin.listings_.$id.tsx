import { data } from "react-router";
import { Form, useActionData, useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { ListingStateForm } from "~/components/admin/listing-state-form";
import { adminPrimaryButton, AdminHeading, day, ErrorLine, when } from "~/components/admin/parts";
import { Field, inputClass, SelectField, SubmitButton } from "~/components/ui/forms";
import { SUBSCRIPTION_TIERS, TIER_LABEL, type SubscriptionTier } from "~/lib/options";
import { listingForAdmin, setListingPlan } from "~/models/admin/admin-listing.server";
import { auditFor } from "~/models/admin/audit.server";
import { actorOf, requireAdmin } from "~/server/admin/admin.server";
import { listingStateStep } from "~/server/admin/admin-listing-action.server";
import { operatorStep } from "~/server/admin/console-action.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.listings_.$id";

const notFound = () => new Response("Not Found", { status: 404 });

function listingId(params: { id?: string }) {
  const id = Number(params.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = listingId(params);
  const listing = id ? listingForAdmin(id) : undefined;
  if (!listing) throw notFound();
  return { listing, history: auditFor("company", listing.id) };
}

const PRIORITY_MAX = 100;

/** The plan form: a tier, the day it is paid to (optional) and the search priority. */
function readPlan(form: FormData) {
  const tier = String(form.get("tier")) as SubscriptionTier;
  if (!SUBSCRIPTION_TIERS.includes(tier)) {
    return { field: "tier", error: "Choose Standard, Premium or VIP." } as const;
  }
  const until = String(form.get("featuredUntil") ?? "").trim();
  const date = until ? new Date(`${until}T00:00:00Z`) : null;
  if (
    (tier !== "free" && !until) ||
    (until && (!/^\d{4}-\d{2}-\d{2}$/.test(until) || Number.isNaN(date!.getTime())))
  ) {
    return {
      field: "featuredUntil",
      error: "Give the complimentary plan's last day as a date (YYYY-MM-DD).",
    } as const;
  }
  const priority = Number(String(form.get("searchPriority") ?? "0").trim() || "0");
  if (!Number.isInteger(priority) || priority < 0 || priority > PRIORITY_MAX) {
    return {
      field: "searchPriority",
      error: `Search priority is a whole number from 0 to ${PRIORITY_MAX}.`,
    } as const;
  }
  return { plan: { tier, featuredUntil: date, searchPriority: priority } };
}

/**
 * The listing's own screen (decision 018): set its plan (tier, paid-until date, search
 * priority) in one audited step, and verify, unlist or restore it like the search page.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = listingId(params);
  const listing = id ? listingForAdmin(id) : undefined;
  if (!listing) throw notFound();
  const form = await request.formData();
  const back = `/admin/listings/${listing.id}`;
  if (form.get("intent") !== "plan") {
    form.set("companyId", String(listing.id));
    return operatorStep(
      admin,
      form,
      listingStateStep(() => back),
    );
  }
  const read = readPlan(form);
  if (!read.plan) {
    return data({ id: listing.id, field: read.field, error: read.error }, { status: 400 });
  }
  const done = setListingPlan(listing.id, read.plan, actorOf(admin));
  return redirectWithToast(back, {
    title:
      done.action === "plan.end"
        ? "Complimentary plan ended"
        : done.action === "plan.priority"
          ? "Search priority saved"
          : `Complimentary ${TIER_LABEL[read.plan.tier]} plan granted`,
    description: done.name,
  });
}

export default function AdminListing() {
  const { listing: l, history } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const out = l.listingStatus !== "listed" || l.deletedAt;
  const planError = (field: string) =>
    failed && "field" in failed && failed.field === field ? failed.error : undefined;
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/listings" className="text-brand-700 underline">
          Listings
        </Link>
      </p>
      <AdminHeading title={l.name} lead={`${l.location}, ${l.state} · ${l.directory}`} />
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="text-gray-600">Status</dt>
        <dd>
          {l.deletedAt
            ? `Deleted ${day(l.deletedAt)}, restorable until ${day(l.restorableUntil)}`
            : l.listingStatus === "unlisted"
              ? "Unlisted"
              : "Listed"}
          {l.unlistRequestedAt ? ` · owner asked to unlist on ${day(l.unlistRequestedAt)}` : ""}
          {out ? null : (
            <>
              {" · "}
              <Link to={`/companies/${l.slug}`} className="underline">
                public page
              </Link>
            </>
          )}
        </dd>
        <dt className="text-gray-600">Plan</dt>
        <dd>
          {TIER_LABEL[l.subscriptionTier]}
          {l.planSource === "complimentary"
            ? ` · complimentary${l.featuredUntil ? ` until ${day(l.featuredUntil)}` : ""}`
            : l.planSource === "paid"
              ? " · paid"
              : ""}{" "}
          · search priority {l.searchPriority}
          {l.paid.map((s) => (
            <span key={s.subscriptionId} className="block break-all">
              Stripe: {TIER_LABEL[s.tier]} {s.period}ly, {s.status}
              {s.currentPeriodEnd ? `, period ends ${day(s.currentPeriodEnd)}` : ""}
              {s.cancelAtPeriodEnd ? ", cancelled at period end" : ""} · customer {s.customerId} ·
              subscription {s.subscriptionId}
            </span>
          ))}
        </dd>
        <dt className="text-gray-600">Verified</dt>
        <dd>
          {l.isVerified ? `Yes, ${day(l.verifiedAt)}: ${l.verifiedNote ?? ""}` : "Not verified"}
        </dd>
        <dt className="text-gray-600">Held by</dt>
        <dd>
          {l.claimedBy ?? "Unclaimed"}
          {l.addedBy ? ` · added by ${l.addedBy}` : ""}
        </dd>
        <dt className="text-gray-600">Contact</dt>
        <dd>{[l.email, l.phone].filter(Boolean).join(" · ") || "None on file"}</dd>
      </dl>
      {failed && !("field" in failed) ? <ErrorLine>{failed.error}</ErrorLine> : null}

      <h2 className="mt-8 text-lg font-semibold text-gray-900">Complimentary plan</h2>
      <Form method="post" className="mt-2 flex flex-wrap items-start gap-3">
        <input type="hidden" name="intent" value="plan" />
        <SelectField
          label="Tier"
          selectProps={{
            id: "plan-tier",
            name: "tier",
            defaultValue: l.planSource === "complimentary" ? l.subscriptionTier : "free",
          }}
          options={SUBSCRIPTION_TIERS.map((t) => ({ value: t, label: TIER_LABEL[t] }))}
          errors={planError("tier")}
        />
        <Field
          label="Complimentary until"
          hint="The plan's last day."
          inputProps={{
            id: "plan-featured-until",
            name: "featuredUntil",
            type: "date",
            defaultValue: l.featuredUntil
              ? new Date(l.featuredUntil).toISOString().slice(0, 10)
              : "",
          }}
          errors={planError("featuredUntil")}
        />
        <Field
          label="Search priority"
          hint={`0 to ${PRIORITY_MAX}; higher ranks first within a tier.`}
          inputProps={{
            id: "plan-search-priority",
            name: "searchPriority",
            type: "number",
            min: 0,
            max: PRIORITY_MAX,
            step: 1,
            defaultValue: l.searchPriority,
            className: `${inputClass} w-28`,
          }}
          errors={planError("searchPriority")}
        />
        <SubmitButton pendingText="Saving plan…" className={`mt-6 ${adminPrimaryButton}`}>
          Save
        </SubmitButton>
      </Form>
      <p className="mt-1 text-sm text-gray-600">
        Premium or VIP grants a complimentary plan to its last day; Stripe's events never change it.
        Standard ends a complimentary plan. Paid plans follow Stripe: refund or cancel them in
        Stripe's dashboard.
      </p>

      <h2 className="mt-8 text-lg font-semibold text-gray-900">Verification and visibility</h2>
      <ListingStateForm listing={l} />

      <h2 className="mt-8 text-lg font-semibold text-gray-900">History</h2>
      {history.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">No operator action yet.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {history.map((e) => (
            <li key={e.id}>
              {when(e.createdAt)} · {e.actorEmail} · {e.action}
              {e.note ? ` · ${e.note}` : ""}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
