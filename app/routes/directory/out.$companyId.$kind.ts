import { contactTarget } from "~/lib/contact-links";
import { CLICK_KINDS, type ClickKind } from "~/lib/listing-events";
import { getCompanyById } from "~/models/directory/companies.server";
import { getUserId } from "~/server/auth/auth.server";
import type { Route } from "./+types/out.$companyId.$kind";

const notFound = () =>
  new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * A contact action of a listing (Call, Website, Email), counted and sent on to the listing's own
 * number, address or site: the target comes from the listing, never from the URL, so this is no
 * open redirect (decision 023). Works as a plain link, without JavaScript.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const kind = params.kind as ClickKind;
  if (!(CLICK_KINDS as readonly string[]).includes(kind)) throw notFound();
  if (!/^\d{1,12}$/.test(params.companyId ?? "")) throw notFound();
  const row = getCompanyById(Number(params.companyId));
  // Hidden, deleted or unlisted listings are not public: no page, no contact link.
  if (!row || (row.directory !== "striping" && row.directory !== "materials")) throw notFound();
  const target = contactTarget(row, kind);
  if (!target) throw notFound();
  // The owner's own clicks are not counted; only a request with a cookie can be theirs.
  const own =
    row.claimedBy !== null && request.headers.has("cookie")
      ? (await getUserId(request)) === row.claimedBy
      : false;
  if (!own) context.markListings?.({ kind, companyId: row.id });
  return new Response(null, {
    status: 302,
    // Never kept by a browser or CDN: each click reaches the server and is counted.
    headers: { Location: target, "Cache-Control": "no-store" },
  });
}
