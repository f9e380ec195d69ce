import type { ActionFunctionArgs } from "@remix-run/node";
import { materialsEditSchema } from "~/lib/company-schemas";
import { serializeMaterialsCompany } from "~/models/company-serializer.server";
import { isUsableLogoPath } from "~/models/logos.server";
import { deleteOwnedCompany, updateMaterialsCompany } from "~/models/owner-companies.server";
import { parseBody, requireApiUser } from "~/server/api-auth.server";
import { apiError, jsonError, readJson } from "~/server/http.server";

/** PUT /api/materials-companies/:id (fields plus an optional customLogo) and DELETE. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const id = Number(params.id);
  try {
    if (request.method === "PUT") {
      const input = parseBody(materialsEditSchema, await readJson(request));
      if (input.customLogo && !isUsableLogoPath(input.customLogo, user.id)) {
        return jsonError(400, "Only logos uploaded to this site can be used");
      }
      return Response.json(serializeMaterialsCompany(updateMaterialsCompany(user.id, id, input)));
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
