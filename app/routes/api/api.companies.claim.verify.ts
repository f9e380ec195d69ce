import { claimCodeSchema } from "~/lib/company-schemas";
import { serializeOwnedCompany } from "~/models/directory/company-serializer.server";
import { ClaimInReview } from "~/models/claims/claim-rules.server";
import { verifyClaim } from "~/models/claims/claims.server";
import { requireApiUser } from "~/server/auth/api-auth.server";
import { env } from "~/env.server";
import { apiError, parseJsonBody, methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.companies.claim.verify";
import { writeOnlyLoader } from "./api.listing-by-id.server";

/** A GET here is a 405 in JSON (decision 043). */
export const loader = writeOnlyLoader(["POST"]);

/**
 * POST /api/companies/claim/verify `{ companyId, code }` → 200 `{ company }`, now claimed by the
 * caller. A wrong, expired or used code is a 400 with what to do next; the fifth wrong code
 * cancels the claim; a claim another user verified first is the 409 of the claim itself. Past
 * the day's wrong codes of the listing or the caller (decision 040) no code is checked: 429
 * `{ status: "review", message }`, the claim waits for the operator.
 */
export async function action({ request }: Route.ActionArgs) {
  try {
    const user = await requireApiUser(request);
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const input = await parseJsonBody(request, claimCodeSchema);
    const company = verifyClaim(user, input, env().SITE_URL);
    return Response.json({ company: serializeOwnedCompany(company) });
  } catch (error) {
    if (error instanceof ClaimInReview) {
      return Response.json({ status: "review", message: error.message }, { status: 429 });
    }
    return apiError(error);
  }
}
