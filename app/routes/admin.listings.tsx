import { useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { ListingStateForm } from "~/components/admin/listing-state-form";
import { day } from "~/components/admin/parts";
import { ConsoleSearch, Details, RecordCard, RecordsPage } from "~/components/admin/records";
import { findListingsForAdmin } from "~/models/admin-listings.server";
import { listingStateStep } from "~/server/admin-listing-action.server";
import { consoleAction, consoleLoader, searchBack } from "~/server/console-action.server";

export const loader = consoleLoader(({ q }) => ({ q, listings: findListingsForAdmin(q) }));

/** Verify, remove the badge, unlist or restore from the search results (decision 018). */
export const action = consoleAction(
  listingStateStep((form) => searchBack("/admin/listings", form)),
);

export default function AdminListings() {
  const { q, listings } = useLoaderData<typeof loader>();
  return (
    <RecordsPage
      title="Listings"
      above={
        <ConsoleSearch
          id="listings-q"
          label="Name, city or state"
          q={q}
          maxLength={100}
          submit="Find listings"
        />
      }
      items={listings}
      empty={q ? "No listing matches." : null}
    >
      {(l, error) => (
        <RecordCard
          title={
            l.directory === "striping" ? (
              <Link to={`/companies/${l.slug}`} className="underline">
                {l.name}
              </Link>
            ) : (
              l.name
            )
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
            {l.isVerified
              ? `Verified ${day(l.verifiedAt)}: ${l.verifiedNote ?? ""}`
              : "Not verified"}
          </Details>
          <ListingStateForm listing={l} hidden={{ q }} />
        </RecordCard>
      )}
    </RecordsPage>
  );
}
