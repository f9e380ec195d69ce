import { CheckboxField } from "~/components/ui/forms";
import type { PreviewPage } from "./import-steps";

/**
 * Rows sharing only a phone, e-mail or website with a listing someone claimed or added. Each is
 * a new listing (the list's firm) unless the operator, having checked, keeps it out as the same
 * firm; the listing found is never filled or credited by the import. Every one is listed: the
 * operator decides each.
 */
export function PossibleMatches({ page }: { page: PreviewPage }) {
  const possible = page.possible;
  return (
    <section aria-labelledby="possible-heading" className="space-y-2">
      <h3 id="possible-heading" className="font-semibold text-gray-900">
        Possible matches ({possible.length})
      </h3>
      {possible.length === 0 ? (
        <p className="text-sm text-gray-700">None.</p>
      ) : (
        <>
          <p className="text-sm text-gray-700">
            These rows share only a phone, e-mail or website with a listing someone claimed or
            added; name and place differ. Each becomes a new listing, and the listing found is
            neither filled nor credited. Tick a row only when you know it is the same firm: it is
            then left out of the import.
          </p>
          <ul className="space-y-1">
            {possible.map((p) => (
              <li key={p.row}>
                <CheckboxField name="keepOut" value={String(p.row)} align="start">
                  Row {p.row}: {p.name} ({p.place}) — possible match of listing #{p.companyId} “
                  {p.listingName}” ({p.listingPlace}). Same firm: leave this row out.
                </CheckboxField>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
