import type { Route } from "./+types/$";

/** Any URL no other route claims. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "404 Page Not Found | Road Striping Directory" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return null;
}
