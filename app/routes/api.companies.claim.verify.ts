import { claimCodeSchema } from "~/lib/company-schemas";
import { serializeOwnedCompany } from "~/models/company-serializer.server";
import { verifyClaim } from "~/models/claims.server";
import { requireApiUser } from "~/server/api-auth.server";
import { env } from "~/server/env.server";
import { apiError, jsonError, parseJsonBody } from "~/server/http.server";
import type { Route } from "./+types/api.companies.claim.verify";

/**
 * POST /api/companies/claim/verify `{ companyId, code }` → 200 `{ company }`, now claimed by the
 * caller. A wrong, expired or used code is a 400 with what to do next; the fifth wrong code
 * cancels the claim; a claim another user verified first is the 409 of the claim itself.
 */
export async function action({ request }: Route.ActionArgs) {
  try {
    const user = await requireApiUser(request);
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const input = await parseJsonBody(request, claimCodeSchema);
    const company = verifyClaim(user, input, env().SITE_URL);
    return Response.json({ company: serializeOwnedCompany(company) });
  } catch (error) {
    return apiError(error);
  }
}
