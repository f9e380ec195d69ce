import { redirect } from "react-router";
import { logoutHeaders } from "~/server/auth/auth.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  const headers = await logoutHeaders(request);
  return redirectWithToast("/", { title: "Logged Out" }, { headers });
}

export function loader() {
  return redirect("/");
}
