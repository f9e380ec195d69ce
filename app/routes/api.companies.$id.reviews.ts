import { getCompanyById } from "~/models/companies.server";
import { listReviews } from "~/models/reviews.server";
import { jsonError } from "~/server/http.server";
import type { Route } from "./+types/api.companies.$id.reviews";

/** GET /api/companies/:id/reviews: the reviews of one company, newest first. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id ?? "") || !Number.isSafeInteger(id)) {
    return jsonError(400, "Company id must be a positive whole number.");
  }
  const company = getCompanyById(id);
  if (!company) return jsonError(404, "Company not found");
  return Response.json(listReviews(company.id));
}
