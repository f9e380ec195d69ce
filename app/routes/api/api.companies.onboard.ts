import { onboardFromApi } from "./api.onboard.server";
import type { Route } from "./+types/api.companies.onboard";
import { writeOnlyLoader } from "./api.listing-by-id.server";

/** A GET here is a 405 in JSON (decision 043). */
export const loader = writeOnlyLoader(["POST"]);

/** POST /api/companies/onboard: a new striping listing owned by the signed-in user. */
export const action = ({ request }: Route.ActionArgs) => onboardFromApi(request, "striping");
