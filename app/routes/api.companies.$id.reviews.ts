import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCompanyById } from "~/models/companies.server";
import { listReviews } from "~/models/reviews.server";
import { jsonError } from "~/server/http.server";

/** GET /api/companies/:id/reviews: the reviews of one company, newest first. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id ?? "") || !Number.isSafeInteger(id)) {
    return jsonError(400, "Company id must be a positive whole number.");
  }
  const company = getCompanyById(id);
  if (!company) return jsonError(404, "Company not found");
  return Response.json(listReviews(company.id));
}
