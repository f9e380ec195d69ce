import type { ReactNode } from "react";
import { ListingLink } from "~/components/listing-link";
import { SPONSORED_NOTE } from "~/lib/quote-reasons";

export type QuoteRecipient = {
  name: string;
  slug: string;
  location: string;
  state: string;
  distanceMiles: number;
  /** Why it was chosen ('It lists Parking Lot Striping.'), when known (decision 044). */
  why?: string | null;
  /** Its plan gave it priority. */
  sponsored?: boolean;
};

/**
 * The firms a quote request went to, in order: name (a link to its page), city, distance, why
 * it was chosen and 'Sponsored' where a plan gave it priority (decision 044). The request's
 * private page and the form's answer with JavaScript both show it; `extra` adds a firm's
 * answer on the page.
 */
export function QuoteRecipients<T extends QuoteRecipient>({
  firms,
  extra,
}: {
  firms: T[];
  extra?: (firm: T) => ReactNode;
}) {
  return (
    <ol className="mt-4 space-y-3">
      {firms.map((f) => (
        <li key={f.slug} className="rounded-lg border border-gray-200 bg-white p-4">
          <ListingLink
            listing={f}
            className="font-semibold text-brand-700 underline hover:no-underline"
          />
          {f.sponsored ? (
            <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Sponsored
            </span>
          ) : null}
          <p className="text-sm text-gray-700">
            {f.location}, {f.state} · {f.distanceMiles.toFixed(1)} miles from your project
          </p>
          {f.why ? <p className="text-sm text-gray-700">{f.why}</p> : null}
          {f.sponsored ? <p className="text-xs text-gray-600">{SPONSORED_NOTE}</p> : null}
          {extra?.(f)}
        </li>
      ))}
    </ol>
  );
}
