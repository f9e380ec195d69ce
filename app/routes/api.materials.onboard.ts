import type { ActionFunctionArgs } from "@remix-run/node";
import { onboardFromApi } from "./api.onboard.server";

/** POST /api/materials/onboard: a new materials listing owned by the signed-in user. */
export const action = ({ request }: ActionFunctionArgs) => onboardFromApi(request, "materials");
