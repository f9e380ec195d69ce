import { getUser } from "./auth.server";
import { jsonError } from "~/server/http.server";

/** The signed-in user for an API route, or a thrown 401 JSON answer. */
export async function requireApiUser(request: Request) {
  const user = await getUser(request);
  if (!user) throw jsonError(401, "Authentication required");
  return user;
}
