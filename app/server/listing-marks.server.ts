import type { AppLoadContext } from "react-router";
import { normalizeTerm } from "~/lib/listing-events";
import { getUserId } from "./auth/auth.server";

type Owned = { id: number; claimedBy: number | null };

/**
 * The signed-in visitor when it may matter: only a request with a cookie can be an owner (and
 * the page cache never answers those), and only when one of the listings is claimed at all.
 */
async function visitorAmong(request: Request, rows: Owned[]): Promise<number | null> {
  if (!request.headers.has("cookie") || !rows.some((r) => r.claimedBy !== null)) return null;
  return getUserId(request);
}

/** A listing's page was shown; the owner looking at their own page is not counted. */
export async function markView(request: Request, context: AppLoadContext, row: Owned) {
  if (!context.markListings) return;
  const visitor = await visitorAmong(request, [row]);
  if (visitor !== null && visitor === row.claimedBy) return;
  context.markListings({ kind: "view", companyId: row.id });
}

/**
 * Listings appeared on a results page (browse, home results, a landing page), with the words
 * searched for when there were any; an owner's own listings are not counted for them.
 */
export async function markShown(
  request: Request,
  context: AppLoadContext,
  rows: Owned[],
  term?: string,
) {
  if (!context.markListings || !rows.length) return;
  const visitor = await visitorAmong(request, rows);
  const ids = rows.filter((r) => visitor === null || r.claimedBy !== visitor).map((r) => r.id);
  if (ids.length)
    context.markListings({ kind: "shown", companyIds: ids, term: normalizeTerm(term) });
}
