import { noindexTitle } from "~/lib/private-page";

/** Any URL no other route claims. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export const meta = noindexTitle("404 Page Not Found | Road Striping Directory");

export default function NotFound() {
  return null;
}
