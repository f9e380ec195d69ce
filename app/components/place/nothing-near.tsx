import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { CompanyCard, type CardCompany } from "~/components/company-card";
import { RADIUS_CHOICES } from "~/lib/near-options";

/** The page's own URL with some parameters changed and the page number dropped. */
export function useSearchHref(): (changes: Record<string, string>) => string {
  const location = useLocation();
  return (changes) => {
    const query = new URLSearchParams(location.search);
    query.delete("page");
    for (const [name, value] of Object.entries(changes)) query.set(name, value);
    return `${location.pathname}?${query}`;
  };
}

/**
 * No listing within the radius: a wider radius, the nearest listings beyond it, and the quote
 * form, which reaches the contractors that serve the place (decisions 016, 049). Links keep the page's
 * own search (browse or home), so they work without JavaScript.
 */
export function NothingNear({
  near,
  beyond,
  headingLevel = 2,
}: {
  near: { label: string; radiusMiles: number };
  beyond: (CardCompany & { distanceMiles?: number })[];
  headingLevel?: 2 | 3;
}) {
  const href = useSearchHref();
  const wider = RADIUS_CHOICES.find((r) => r > near.radiusMiles);
  return (
    <div className="mt-6 space-y-6">
      <div className="rounded-xl border border-gray-200 bg-white p-8 text-center">
        <p className="text-lg font-semibold text-gray-900">
          No companies within {near.radiusMiles} miles of {near.label}
        </p>
        <p className="mt-2 flex flex-wrap justify-center gap-3">
          {wider ? (
            <Link
              to={href({ radius: String(wider) })}
              className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Search within {wider} miles
            </Link>
          ) : null}
          <Link
            to="/get-quote"
            className="rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50"
          >
            Request free quotes from contractors who serve this area
          </Link>
        </p>
      </div>
      <NearestBeyond near={near} beyond={beyond} headingLevel={headingLevel} />
    </div>
  );
}

/**
 * The nearest listings beyond the radius: offered when nothing is within it, whether or not
 * firms based farther away serve the place (decision 049).
 */
export function NearestBeyond({
  near,
  beyond,
  headingLevel = 2,
}: {
  near: { radiusMiles: number };
  beyond: (CardCompany & { distanceMiles?: number })[];
  headingLevel?: 2 | 3;
}) {
  if (!beyond.length) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="nearest-beyond" className="mt-6">
      <Heading id="nearest-beyond" className="text-lg font-semibold text-gray-900">
        Nearest companies beyond {near.radiusMiles} miles
      </Heading>
      <div className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {beyond.map((c) => (
          <CompanyCard key={c.id} company={c} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}

/**
 * A place we cannot read: what we understand, and the closest place we know as a link that
 * searches it (decision 016). From a search box that found nothing, only the suggestion.
 */
export function UnknownPlace({
  place,
}: {
  place: { text: string; suggestion?: string; param: string; value?: string };
}) {
  const href = useSearchHref();
  const field = place.param === "location";
  return (
    <p
      role="status"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      {field ? (
        <>
          We couldn&apos;t find the place &ldquo;{place.text}&rdquo;. Try a city and state
          (&ldquo;Dallas, TX&rdquo;) or a ZIP code.
        </>
      ) : (
        <>Nothing matches &ldquo;{place.text}&rdquo;.</>
      )}
      {place.suggestion && place.value ? (
        <>
          {" "}
          Did you mean{" "}
          <Link to={href({ [place.param]: place.value })} className="font-semibold underline">
            {place.suggestion}
          </Link>
          ?
        </>
      ) : null}
    </p>
  );
}
