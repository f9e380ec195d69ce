import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { serializeStripingCompany } from "~/models/company-serializer.server";
import { isUsableLogoPath } from "~/models/logos.server";
import { getOwnedCompany, setCompanyLogo } from "~/models/owner-companies.server";
import { requireApiUser } from "~/server/api-auth.server";
import { apiError, jsonError, parseJsonBody } from "~/server/http.server";

const body = z.object({ logoURL: z.string({ error: "logoURL is required" }).max(200) });

/** PUT /api/companies/:id/logo `{ logoURL }` → `{ company }`. */
export async function action(args: ActionFunctionArgs) {
  return withErrorField(await setLogo(args));
}

async function setLogo({ request, params }: ActionFunctionArgs) {
  try {
    const user = await requireApiUser(request);
    if (request.method !== "PUT") return jsonError(405, "Method not allowed");
    const id = Number(params.id);
    // Ownership first: another user's listing is a 404 whatever the body holds.
    getOwnedCompany(user.id, id, "striping");
    const { logoURL } = await parseJsonBody(request, body);
    if (!isUsableLogoPath(logoURL, user.id)) {
      return jsonError(400, "Only logos uploaded to this site can be used");
    }
    const company = setCompanyLogo(user.id, id, logoURL, "striping");
    return Response.json({ company: serializeStripingCompany(company) });
  } catch (error) {
    return apiError(error);
  }
}

/** This route's documented failures are `{ error }`; they carry the `message` of every API too. */
async function withErrorField(answer: Response) {
  if (answer.ok) return answer;
  const problem = (await answer.json()) as { message: string };
  return Response.json({ ...problem, error: problem.message }, { status: answer.status });
}
