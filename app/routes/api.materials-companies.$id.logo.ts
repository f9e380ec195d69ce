import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { isUsableLogoPath } from "~/models/logos.server";
import { getOwnedCompany, setCompanyLogo } from "~/models/owner-companies.server";
import { requireApiUser } from "~/server/api-auth.server";
import { apiError, jsonError, parseJsonBody } from "~/server/http.server";

const body = z.object({ logoUrl: z.string().max(200) });

/** POST /api/materials-companies/:id/logo `{ logoUrl }` → `{ logoUrl }`. */
export async function action({ request, params }: ActionFunctionArgs) {
  try {
    const user = await requireApiUser(request);
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const id = Number(params.id);
    // Ownership first: another user's listing is a 404 whatever the body holds.
    getOwnedCompany(user.id, id, "materials");
    const { logoUrl } = await parseJsonBody(request, body);
    if (!isUsableLogoPath(logoUrl, user.id))
      return jsonError(400, "Only logos uploaded to this site can be used");
    setCompanyLogo(user.id, id, logoUrl, "materials");
    return Response.json({ logoUrl });
  } catch (error) {
    return apiError(error);
  }
}
