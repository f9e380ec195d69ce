import { Link } from "~/components/ui/link";
import { DECLINE_KINDS, type DeclineKind } from "~/lib/lead-thread";

/**
 * The quotes console's "Reported as spam" view (requests three firms called spam or fake) and how
 * often each not-a-fit reason was given.
 */
export function SpamFilter({
  held,
  count,
  declines,
}: {
  held: boolean;
  count: number;
  declines: readonly { kind: DeclineKind | null; n: number }[];
}) {
  return (
    <>
      <p className="mt-2 text-sm">
        <Link
          to="/admin/quotes?spam=held"
          aria-current={held ? "page" : undefined}
          className={held ? "font-semibold text-gray-900" : "text-brand-700 underline"}
        >
          Reported as spam ({count})
        </Link>
      </p>
      {declines.length ? (
        <p className="mt-1 text-sm text-gray-700">
          Leads declined as not a fit:{" "}
          {declines.map((d) => `${DECLINE_KINDS[d.kind!]} ${d.n}`).join(" · ")}
        </p>
      ) : null}
    </>
  );
}
