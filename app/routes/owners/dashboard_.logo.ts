import { redirect } from "react-router";
import { getUser } from "~/server/auth/auth.server";
import { readForm } from "~/server/uploads/multipart.server";
import { handleDashboardAction } from "./dashboard/actions.server";
import type { Route } from "./+types/dashboard_.logo";

/**
 * POST /dashboard/logo: a striping listing's new logo, the dashboard's logo form. A path of its
 * own so litefs.yml can let it reach the app on a replica (no page is read here, so no read
 * loses the proxy's wait for the visitor's last write): there an upload over the 1 MB Fly can
 * replay is refused with a message instead of failing at the edge, and a smaller one is
 * replayed on the primary by the app (decision 017).
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request);
  if (!user) return redirect(`/login?${new URLSearchParams({ redirectTo: "/dashboard" })}`);
  const formData = await readForm(request);
  formData.set("intent", "logo");
  return handleDashboardAction(user.id, formData);
}

export const loader = () => redirect("/dashboard");
