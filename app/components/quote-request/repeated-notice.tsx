import { ListingLink } from "~/components/listing-link";
import { alreadySentText } from "~/lib/quote-repeat";

/** A request sent again within the day: when it was first sent, and the firms that have it. */
export type Repeated = {
  sentAt: string;
  firms: { name: string; slug: string; location: string; state: string }[];
};

export function RepeatedNotice({ repeated }: { repeated: Repeated }) {
  return (
    <div role="status" className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
      <p>{alreadySentText(repeated.sentAt)}</p>
      {repeated.firms.length ? (
        <ul className="mt-2 list-disc pl-5">
          {repeated.firms.map((f) => (
            <li key={f.slug}>
              <ListingLink listing={f} className="font-semibold text-brand-700 underline" />,{" "}
              {f.location}, {f.state}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
