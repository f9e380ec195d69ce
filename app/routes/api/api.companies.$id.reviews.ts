import { listReviews } from "~/models/reviews/reviews.server";
import { jsonError } from "~/server/http.server";
import { COMPANY_NOT_FOUND, listedCompanyOf } from "./api.listing-by-id.server";
import type { Route } from "./+types/api.companies.$id.reviews";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/**
 * GET /api/companies/:id/reviews: the reviews of one listed company, newest first. An unknown,
 * malformed or unlisted id is a 404 (decision 043): an unlisted listing's reviews are not public.
 */
/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export async function loader({ params }: Route.LoaderArgs) {
  const company = listedCompanyOf(params.id);
  if (!company) return jsonError(404, COMPANY_NOT_FOUND);
  return Response.json(listReviews(company.id));
}
