import { featuredPosts } from "~/models/blog.server";
import { jsonError } from "~/server/http.server";

/** GET /api/blog/featured: published posts marked featured, newest first. */
export function loader() {
  try {
    return Response.json(featuredPosts(20));
  } catch (error) {
    console.error(error);
    return jsonError(500, "Failed to fetch featured posts");
  }
}
