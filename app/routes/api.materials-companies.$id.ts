import type { ActionFunctionArgs } from "@remix-run/node";
import { materialsEditSchema } from "~/lib/company-schemas";
import { serializeMaterialsCompany, withOwner } from "~/models/company-serializer.server";
import { isUsableLogoPath } from "~/models/logos.server";
import {
  currentEditValues,
  deleteOwnedCompany,
  getOwnedCompany,
  overlayEdit,
  updateMaterialsCompany,
} from "~/models/owner-companies.server";
import { requireApiUser } from "~/server/api-auth.server";
import { apiError, jsonError, parseJsonBody } from "~/server/http.server";

/**
 * PUT /api/materials-companies/:id (fields plus an optional customLogo) and DELETE. The body is
 * laid over the listing's current values, so the company object onboarding or a read returns is
 * accepted as it is; ownership is checked first (another user's listing is a 404, not a 400).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  try {
    const user = await requireApiUser(request);
    const id = Number(params.id);
    if (request.method === "PUT") {
      const row = getOwnedCompany(user.id, id, "materials");
      const input = await parseJsonBody(request, materialsEditSchema, (body) =>
        overlayEdit(currentEditValues(row), body),
      );
      const logo = input.customLogo;
      if (logo && logo !== row.customLogo && !isUsableLogoPath(logo, user.id)) {
        return jsonError(400, "Only logos uploaded to this site can be used");
      }
      const updated = updateMaterialsCompany(user.id, id, input);
      return Response.json(withOwner(serializeMaterialsCompany(updated), updated));
    }
    if (request.method === "DELETE") {
      deleteOwnedCompany(user.id, id, "materials");
      return Response.json({ ok: true });
    }
    return jsonError(405, "Method not allowed");
  } catch (error) {
    return apiError(error);
  }
}
