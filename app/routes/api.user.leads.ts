import type { LoaderFunctionArgs } from "@remix-run/node";
import { listLeads } from "~/models/leads.server";
import { requireApiUser } from "~/server/api-auth.server";

/** GET /api/user/leads: the quote requests forwarded to the signed-in user's listings (decision 019). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return Response.json({ leads: listLeads(user.id) });
}
