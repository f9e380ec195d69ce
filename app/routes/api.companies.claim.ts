import type { ActionFunctionArgs } from "@remix-run/node";
import { claimSchema } from "~/lib/company-schemas";
import { serializeOwnedCompany } from "~/models/company-serializer.server";
import { claimListing } from "~/models/onboarding.server";
import { parseBody, requireApiUser } from "~/server/api-auth.server";
import { env } from "~/server/env.server";
import { apiError, jsonError, readJson } from "~/server/http.server";

/** POST /api/companies/claim `{ companyId, email, subscriptionTier }`; 409 when already claimed. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const input = parseBody(claimSchema, await readJson(request));
  try {
    const row = claimListing(user, input, env().SITE_URL);
    return Response.json({ company: serializeOwnedCompany(row) });
  } catch (error) {
    return apiError(error);
  }
}
