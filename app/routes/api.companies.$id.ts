import type { ActionFunctionArgs } from "@remix-run/node";
import { stripingEditSchema } from "~/lib/company-schemas";
import { serializeStripingCompany, withOwner } from "~/models/company-serializer.server";
import {
  currentEditValues,
  deleteOwnedCompany,
  getOwnedCompany,
  overlayEdit,
  updateStripingCompany,
} from "~/models/owner-companies.server";
import { requireApiUser } from "~/server/api-auth.server";
import { apiError, jsonError, parseJsonBody } from "~/server/http.server";

/**
 * PATCH /api/companies/:id (owner edit: only the fields sent change) and DELETE. Ownership is
 * checked before the body is read, so another user's listing answers 404, never a 400.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  try {
    const user = await requireApiUser(request);
    const id = Number(params.id);
    if (request.method === "PATCH") {
      const row = getOwnedCompany(user.id, id, "striping");
      const input = await parseJsonBody(request, stripingEditSchema, (body) =>
        overlayEdit(currentEditValues(row), body),
      );
      const updated = updateStripingCompany(user.id, id, input);
      return Response.json(withOwner(serializeStripingCompany(updated), updated));
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
