import { logoutHeaders } from "~/server/auth/auth.server";
import { methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.auth.logout";

/** POST /api/auth/logout → `{ ok: true }`: the session row is deleted and the cookie cleared. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return Response.json({ ok: true }, { headers: await logoutHeaders(request) });
}

export function loader() {
  return methodNotAllowed(["POST"], "Use POST to sign out.");
}
