import { onboardFromApi } from "./api.onboard.server";
import type { Route } from "./+types/api.companies.onboard";

/** POST /api/companies/onboard: a new striping listing owned by the signed-in user. */
export const action = ({ request }: Route.ActionArgs) => onboardFromApi(request, "striping");
