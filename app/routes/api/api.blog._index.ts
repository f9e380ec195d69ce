import { isBlogCategory, listPublishedPosts } from "~/models/content/blog.server";
import { jsonError } from "~/server/http.server";
import type { Route } from "./+types/api.blog._index";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/**
 * GET /api/blog?published=true[&category=]: published posts, newest first. Drafts are never
 * served by the public API, so `published` may be omitted; `published=false` is refused.
 */
/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const published = params.get("published");
  if (published !== null && published !== "true") {
    return jsonError(400, "Only published posts are available.");
  }
  const category = params.get("category");
  if (category !== null && category !== "" && !isBlogCategory(category)) {
    return jsonError(400, "Unknown blog category.");
  }
  try {
    return Response.json(listPublishedPosts({ category: category || undefined }));
  } catch (error) {
    console.error(error);
    return jsonError(500, "Failed to fetch blog posts");
  }
}
