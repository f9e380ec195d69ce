import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { isUsableLogoPath } from "~/models/logos.server";
import { setCompanyLogo } from "~/models/owner-companies.server";
import { parseBody, requireApiUser } from "~/server/api-auth.server";
import { apiError, jsonError, readJson } from "~/server/http.server";

const body = z.object({ logoUrl: z.string().max(200) });

/** POST /api/materials-companies/:id/logo `{ logoUrl }` → `{ logoUrl }`. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const { logoUrl } = parseBody(body, await readJson(request));
  if (!isUsableLogoPath(logoUrl, user.id))
    return jsonError(400, "Only logos uploaded to this site can be used");
  try {
    setCompanyLogo(user.id, Number(params.id), logoUrl, "materials");
    return Response.json({ logoUrl });
  } catch (error) {
    return apiError(error);
  }
}
