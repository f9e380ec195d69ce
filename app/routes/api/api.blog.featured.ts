import { featuredPosts } from "~/models/content/blog.server";
import { jsonError } from "~/server/http.server";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/** GET /api/blog/featured: published posts marked featured, newest first. */
/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export function loader() {
  try {
    return Response.json(featuredPosts(20));
  } catch (error) {
    console.error(error);
    return jsonError(500, "Failed to fetch featured posts");
  }
}
