import type { ActionFunctionArgs } from "@remix-run/node";
import { stripingEditSchema } from "~/lib/company-schemas";
import { serializeStripingCompany } from "~/models/company-serializer.server";
import { deleteOwnedCompany, updateStripingCompany } from "~/models/owner-companies.server";
import { parseBody, requireApiUser } from "~/server/api-auth.server";
import { apiError, jsonError, readJson } from "~/server/http.server";

/** PATCH /api/companies/:id (owner edit) and DELETE /api/companies/:id. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const id = Number(params.id);
  try {
    if (request.method === "PATCH") {
      const input = parseBody(stripingEditSchema, await readJson(request));
      return Response.json(serializeStripingCompany(updateStripingCompany(user.id, id, input)));
    }
    if (request.method === "DELETE") {
      deleteOwnedCompany(user.id, id, "striping");
      return Response.json({ ok: true });
    }
    return jsonError(405, "Method not allowed");
  } catch (error) {
    return apiError(error);
  }
}
