import { Link } from "~/components/ui/link";

/** A listing's name, linking to its public page; each list styles it its own way. */
export function ListingLink({
  listing,
  className,
}: {
  listing: { slug: string; name: string };
  className: string;
}) {
  return (
    <Link to={`/companies/${listing.slug}`} className={className}>
      {listing.name}
    </Link>
  );
}
