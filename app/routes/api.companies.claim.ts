import { claimSchema } from "~/lib/company-schemas";
import { startClaim } from "~/models/claims.server";
import { requireApiUser } from "~/server/api-auth.server";
import { apiError, jsonError, parseJsonBody } from "~/server/http.server";
import type { Route } from "./+types/api.companies.claim";

/**
 * POST /api/companies/claim `{ companyId, subscriptionTier? }` starts a claim; nothing changes
 * on the listing yet (decision 015). With an e-mail on file: 202 `{ status: "pending", sentTo }`
 * and a 6-digit code mailed there, confirmed at /api/companies/claim/verify. Without one:
 * 202 `{ status: "review" }` for the operator. 403 until the claimant's e-mail is verified; 409
 * when already claimed.
 */
export async function action({ request }: Route.ActionArgs) {
  try {
    const user = await requireApiUser(request);
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const started = startClaim(user, await parseJsonBody(request, claimSchema));
    const body =
      started.status === "pending"
        ? { status: started.status, sentTo: started.sentTo }
        : { status: started.status };
    return Response.json(body, { status: 202 });
  } catch (error) {
    return apiError(error);
  }
}
