import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { serializeStripingCompany } from "~/models/company-serializer.server";
import { NotFound } from "~/models/errors.server";
import { isUsableLogoPath } from "~/models/logos.server";
import { setCompanyLogo } from "~/models/owner-companies.server";
import { requireApiUser } from "~/server/api-auth.server";
import { readJson } from "~/server/http.server";

const body = z.object({ logoURL: z.string().max(200) });

/** PUT /api/companies/:id/logo `{ logoURL }` → `{ company }`; errors answer `{ error }`. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (request.method !== "PUT")
    return Response.json({ error: "Method not allowed" }, { status: 405 });
  const parsed = body.safeParse(await readJson(request));
  if (!parsed.success) return Response.json({ error: "logoURL is required" }, { status: 400 });
  if (!isUsableLogoPath(parsed.data.logoURL, user.id)) {
    return Response.json(
      { error: "Only logos uploaded to this site can be used" },
      { status: 400 },
    );
  }
  try {
    const company = setCompanyLogo(user.id, Number(params.id), parsed.data.logoURL, "striping");
    return Response.json({ company: serializeStripingCompany(company) });
  } catch (error) {
    if (error instanceof NotFound) return Response.json({ error: error.message }, { status: 404 });
    throw error;
  }
}
