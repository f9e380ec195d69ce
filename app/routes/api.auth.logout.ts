import { logoutHeaders } from "~/server/auth.server";
import { jsonError } from "~/server/http.server";
import type { Route } from "./+types/api.auth.logout";

/** POST /api/auth/logout → `{ ok: true }`: the session row is deleted and the cookie cleared. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  return Response.json({ ok: true }, { headers: await logoutHeaders(request) });
}

export function loader() {
  return jsonError(405, "Use POST to sign out.");
}
