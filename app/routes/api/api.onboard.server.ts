import { onboardingSchema } from "~/lib/company-schemas";
import { env } from "~/env.server";
import { serializeOwnedCompany } from "~/models/directory/company-serializer.server";
import { DomainError } from "~/models/errors.server";
import { createListing } from "~/models/listings/onboarding.server";
import { requireApiUser } from "~/server/auth/api-auth.server";
import { apiError, jsonError, parseJsonBody, methodNotAllowed } from "~/server/http.server";
import type { Directory } from "~/lib/directory";

/**
 * POST /api/companies/onboard and /api/materials/onboard: one handler, the directory fixed by
 * the path. Claiming through this payload (`claimExisting`) is answered by /api/companies/claim.
 */
export async function onboardFromApi(request: Request, directory: Directory) {
  try {
    const user = await requireApiUser(request);
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const input = await parseJsonBody(request, onboardingSchema, (body) => ({
      ...body,
      companyType: directory,
    }));
    if (input.claimExisting)
      return jsonError(400, "Use POST /api/companies/claim to claim a listing");
    const row = createListing(user, input, { siteUrl: env().SITE_URL });
    return Response.json({ company: serializeOwnedCompany(row) }, { status: 201 });
  } catch (error) {
    if (error instanceof Response || error instanceof DomainError) return apiError(error);
    console.error("onboarding failed", error);
    return jsonError(500, "Failed to add company. Please try again.");
  }
}
