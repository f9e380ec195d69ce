import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { logoutHeaders } from "~/server/auth.server";
import { redirectWithToast } from "~/server/toast.server";

export async function action({ request }: ActionFunctionArgs) {
  const headers = await logoutHeaders(request);
  return redirectWithToast("/", { title: "Logged Out" }, { headers });
}

export function loader() {
  return redirect("/");
}
