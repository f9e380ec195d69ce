import { Link } from "~/components/ui/link";
import { ListingLink } from "~/components/listing-link";
import { ActionButtons } from "~/components/admin/parts";
import { RecordCard, recordsRoute, type CardProps } from "~/components/admin/records";
import { TIER_LABEL } from "~/lib/options";
import { changeListing } from "~/models/admin-listing.server";
import { plansAwaitingPayment } from "~/models/plans.server";
import { consoleAction, consoleLoader } from "~/server/console-action.server";

export const loader = consoleLoader(() => ({ items: plansAwaitingPayment() }));

/** Activate a requested plan once paid, or end one (decision 015); each audited (decision 018). */
export const action = consoleAction({
  idName: "companyId",
  intents: ["activate", "end"],
  invalid: "Choose a listing.",
  run: (id, intent, { actor }) => {
    const row = changeListing(id, intent === "end" ? "plan.end" : "plan.activate", actor);
    return {
      back: "/admin/plans",
      title: intent === "end" ? "Plan ended" : `${TIER_LABEL[row.subscriptionTier]} plan activated`,
      description: row.name,
    };
  },
});

function PlanCard({ item: p, error }: CardProps<typeof loader>) {
  return (
    <RecordCard
      title={<ListingLink listing={p} className="underline" />}
      meta={`requested ${p.requestedTier ? TIER_LABEL[p.requestedTier] : "a plan"} (now ${TIER_LABEL[p.subscriptionTier]})`}
      link={
        <Link to={`/admin/listings/${p.id}`} className="text-sm text-brand-700 underline">
          Set tier, paid-until date and priority
        </Link>
      }
      error={error}
    >
      <ActionButtons
        idName="companyId"
        id={p.id}
        buttons={[
          { intent: "activate", label: `Activate plan for ${p.name}`, primary: true },
          { intent: "end", label: "Cancel request" },
        ]}
      />
    </RecordCard>
  );
}

export default recordsRoute<typeof loader>({
  title: "Plans awaiting payment",
  lead: "Activate a plan once its payment has arrived: only then does the listing rank, show and get featured as Premium or VIP.",
  empty: "No plans are waiting.",
  Card: PlanCard,
});
