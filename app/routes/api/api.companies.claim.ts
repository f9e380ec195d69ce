import { claimSchema } from "~/lib/company-schemas";
import { startClaim } from "~/models/claims/claims.server";
import { env } from "~/env.server";
import { requireApiUser } from "~/server/auth/api-auth.server";
import { apiError, parseJsonBody, methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.companies.claim";
import { writeOnlyLoader } from "./api.listing-by-id.server";

/** A GET here is a 405 in JSON (decision 043). */
export const loader = writeOnlyLoader(["POST"]);

/**
 * POST /api/companies/claim `{ companyId, subscriptionTier? }` starts a claim; nothing changes
 * on the listing yet (decision 015). With an e-mail on file: 202 `{ status: "pending", sentTo }`
 * and a 6-digit code mailed there, confirmed at /api/companies/claim/verify. Without one, or
 * past the day's code limits of the listing or the claimant (decision 040): 202
 * `{ status: "review", message }` for the operator, the message saying what happens next, and
 * nothing mailed to the listing. 403 until the claimant's e-mail is verified; 409 when already
 * claimed (or with too many claims already waiting for review).
 */
export async function action({ request }: Route.ActionArgs) {
  try {
    const user = await requireApiUser(request);
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const started = startClaim(user, {
      ...(await parseJsonBody(request, claimSchema)),
      siteUrl: env().SITE_URL,
    });
    const body =
      started.status === "pending"
        ? { status: started.status, sentTo: started.sentTo }
        : { status: started.status, message: started.message };
    return Response.json(body, { status: 202 });
  } catch (error) {
    return apiError(error);
  }
}
