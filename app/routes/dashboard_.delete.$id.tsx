import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { NotFound } from "~/models/errors.server";
import { getOwnedCompany } from "~/models/owner-companies.server";
import { getUser } from "~/server/auth.server";

export const meta: MetaFunction = () => [
  { title: "Delete Listing | Road Striping Directory" },
  { name: "robots", content: "noindex" },
];

/** The confirmation page for deleting a listing (the no-JavaScript twin of the confirm prompt). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (!user) throw redirect(`/login?${new URLSearchParams({ redirectTo: "/dashboard" })}`);
  try {
    const c = getOwnedCompany(user.id, Number(params.id));
    return { company: { id: c.id, name: c.name, location: c.location, state: c.state } };
  } catch (error) {
    if (error instanceof NotFound) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

export default function ConfirmDelete() {
  const { company } = useLoaderData<typeof loader>();
  return (
    <div className="container-page max-w-xl py-16">
      <h1 className="text-2xl font-bold text-gray-900">Delete {company.name}?</h1>
      <p className="mt-3 text-gray-700">
        {company.name} ({company.location}, {company.state}) and its reviews will be removed from
        the directory. This cannot be undone.
      </p>
      <Form method="post" action="/dashboard" className="mt-6 flex gap-3">
        <input type="hidden" name="id" value={company.id} />
        <button
          type="submit"
          name="intent"
          value="delete"
          className="rounded-md bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700"
        >
          Delete Listing
        </button>
        <Link
          to="/dashboard"
          className="rounded-md border border-gray-300 px-4 py-2 font-semibold text-gray-800 hover:bg-gray-50"
        >
          Cancel
        </Link>
      </Form>
    </div>
  );
}
