import { onboardFromApi } from "./api.onboard.server";
import type { Route } from "./+types/api.materials.onboard";

/** POST /api/materials/onboard: a new materials listing owned by the signed-in user. */
export const action = ({ request }: Route.ActionArgs) => onboardFromApi(request, "materials");
