import { serializeOwnedCompany } from "~/models/directory/company-serializer.server";
import { releaseListing, requestUnlist } from "~/models/listings/listing-state.server";
import { requireApiUser } from "~/server/auth/api-auth.server";
import { apiError, methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.companies.$id.release";
import { writeOnlyLoader } from "./api.listing-by-id.server";

/** A GET here is a 405 in JSON (decision 043). */
export const loader = writeOnlyLoader(["POST"]);

/**
 * POST /api/companies/:id/release → 200 `{ company }`: a claimed listing goes back to unclaimed
 * with its pre-claim details; reviews, page and URL stay. `?unlist=1` asks the operator to
 * unlist it instead (it stays listed until then). 404 for anyone but its owner; 409 for a
 * listing the caller added (delete it instead). Decision 015.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireApiUser(request);
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  try {
    const id = Number(params.id);
    const unlist = new URL(request.url).searchParams.get("unlist") === "1";
    const row = unlist ? requestUnlist(user.id, id) : releaseListing(user.id, id);
    return Response.json({
      company: unlist ? serializeOwnedCompany(row) : { id: row.id, isClaimed: row.isClaimed },
      unlistRequested: unlist,
    });
  } catch (error) {
    return apiError(error);
  }
}
