import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPublishedPost } from "~/models/blog.server";
import { jsonError } from "~/server/http.server";

/** GET /api/blog/:slug: one published post; a draft or unknown slug is a 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  const post = getPublishedPost(params.slug ?? "");
  if (!post) return jsonError(404, "Blog post not found");
  return Response.json(post);
}
