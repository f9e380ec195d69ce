import { getUser } from "~/server/auth/auth.server";
import { methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.auth.me";

/**
 * GET /api/auth/me: `{ user }`, null when signed out. The user is the session's public
 * columns only (id, email, names, company, phone, role, isVerified): never a hash or a token.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  return Response.json(
    { user: user ?? null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function action() {
  return methodNotAllowed(["GET", "HEAD"], "Use GET to read the signed-in user.");
}
