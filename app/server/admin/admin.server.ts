import { ADMIN_ROLE } from "~/models/admin/operators.server";
import { getUser } from "~/server/auth/auth.server";

/**
 * The operator for an /admin page or action; everyone else, signed in or not, gets the same 404
 * as a page that does not exist, so the console is not even known to be there (decision 018).
 */
export async function requireAdmin(request: Request) {
  const user = await getUser(request);
  if (!user || user.role !== ADMIN_ROLE) throw new Response("Not Found", { status: 404 });
  return user;
}

export const actorOf = (user: { id: number; email: string }) => ({
  id: user.id,
  email: user.email,
});
