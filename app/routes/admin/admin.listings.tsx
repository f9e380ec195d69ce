import { Link } from "~/components/ui/link";
import { ListingLink } from "~/components/listing-link";
import { ListingStateForm } from "~/components/admin/listing-state-form";
import { day } from "~/components/admin/parts";
import {
  ConsoleSearch,
  Details,
  RecordCard,
  recordsRoute,
  type CardProps,
} from "~/components/admin/records";
import { findListingsForAdmin } from "~/models/admin/admin-listings.server";
import { listingStateStep } from "~/server/admin/admin-listing-action.server";
import { consoleAction, consoleLoader, searchBack } from "~/server/admin/console-action.server";

export const loader = consoleLoader(({ q }) => ({ q, items: findListingsForAdmin(q) }));

/** Verify, remove the badge, unlist or restore from the search results (decision 018). */
export const action = consoleAction(
  listingStateStep((form) => searchBack("/admin/listings", form)),
);

function ListingCard({ item: l, error, data: { q } }: CardProps<typeof loader>) {
  return (
    <RecordCard
      title={
        l.directory === "striping" ? <ListingLink listing={l} className="underline" /> : l.name
      }
      meta={`(${l.location}, ${l.state}) · ${l.listingStatus}${l.deletedAt ? " · deleted" : ""} · plan ${l.subscriptionTier} (${l.planStatus})`}
      link={
        <Link to={`/admin/listings/${l.id}`} className="text-sm text-brand-700 underline">
          Manage {l.name}
        </Link>
      }
      error={error}
    >
      <Details>
        {l.isVerified ? `Verified ${day(l.verifiedAt)}: ${l.verifiedNote ?? ""}` : "Not verified"}
      </Details>
      <ListingStateForm listing={l} hidden={{ q }} />
    </RecordCard>
  );
}

export default recordsRoute<typeof loader>({
  title: "Listings",
  above: (
    <ConsoleSearch
      id="listings-q"
      label="Name, city or state"
      maxLength={100}
      submit="Find listings"
    />
  ),
  empty: ({ q }) => (q ? "No listing matches." : null),
  Card: ListingCard,
});
