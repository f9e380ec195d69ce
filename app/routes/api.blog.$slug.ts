import { getPublishedPost } from "~/models/blog.server";
import { jsonError } from "~/server/http.server";
import type { Route } from "./+types/api.blog.$slug";

/** GET /api/blog/:slug: one published post; a draft or unknown slug is a 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const post = getPublishedPost(params.slug ?? "");
  if (!post) return jsonError(404, "Blog post not found");
  return Response.json(post);
}
