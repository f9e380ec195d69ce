import { getPublishedPost } from "~/models/content/blog.server";
import { jsonError } from "~/server/http.server";
import type { Route } from "./+types/api.blog.$slug";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/** GET /api/blog/:slug: one published post; a draft or unknown slug is a 404. */
/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export async function loader({ params }: Route.LoaderArgs) {
  const post = getPublishedPost(params.slug ?? "");
  if (!post) return jsonError(404, "Blog post not found");
  return Response.json(post);
}
