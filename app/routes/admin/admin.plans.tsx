import { Link } from "~/components/ui/link";
import { ListingLink } from "~/components/listing-link";
import { day } from "~/components/admin/parts";
import { RecordCard, recordsRoute, type CardProps } from "~/components/admin/records";
import { TIER_LABEL } from "~/lib/options";
import { listingsOnPlans } from "~/models/billing/admin-plans.server";
import { consoleLoader } from "~/server/admin/console-action.server";

export const loader = consoleLoader(() => ({ items: listingsOnPlans() }));

function PlanCard({ item: p }: CardProps<typeof loader>) {
  const source =
    p.planSource === "paid"
      ? p.paid
          .map(
            (s) =>
              `paid (${s.status}${s.currentPeriodEnd ? `, period ends ${day(s.currentPeriodEnd)}` : ""}${s.cancelAtPeriodEnd ? ", cancelled at period end" : ""}; customer ${s.customerId}, subscription ${s.subscriptionId})`,
          )
          .join("; ") || "paid"
      : `complimentary${p.featuredUntil ? ` until ${day(p.featuredUntil)}` : ""}`;
  return (
    <RecordCard
      title={<ListingLink listing={p} className="underline" />}
      meta={`${TIER_LABEL[p.subscriptionTier]} · ${source}`}
      link={
        <Link to={`/admin/listings/${p.id}`} className="text-sm text-brand-700 underline">
          Grant or end a complimentary plan
        </Link>
      }
    />
  );
}

export default recordsRoute<typeof loader>({
  title: "Plans",
  lead: "Each listing on Premium or VIP and where its plan comes from: paid through Stripe (refunds and cancellations are made in Stripe's dashboard and arrive here by webhook) or complimentary, granted here to an end date.",
  empty: "No listing is on a paid plan.",
  Card: PlanCard,
});
