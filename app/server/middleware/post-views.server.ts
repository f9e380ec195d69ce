import type { RequestHandler } from "express";
import { isbot } from "isbot";
import { recordPostView } from "~/models/content/blog.server";
import { isPrimary } from "~/server/litefs.server";

/**
 * Set by the post page's loader (through the load context) and stored with the page, so a page
 * the page cache answers still says which post it showed.
 */
export const POST_VIEW_HEADER = "X-Post-View";

/**
 * Counts a blog post's view once its page has been sent, in the request path rather than the
 * loader: a page served from the page cache never runs its loader, and a view is what was
 * served, as for listing insights (decision 023). No cookie: one would make the reader's every
 * later page bypass the cache. Bots are not counted, and a LiteFS replica writes nothing.
 */
export function postViewCounter(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET") return next();
    res.on("finish", () => {
      const id = Number(res.getHeader(POST_VIEW_HEADER));
      if (res.statusCode !== 200 || !Number.isSafeInteger(id) || id <= 0) return;
      const agent = req.get("user-agent") ?? "";
      if (!agent || isbot(agent) || !isPrimary()) return;
      try {
        recordPostView(id);
      } catch (error) {
        // A view count is not worth a failed request; the response is already out anyway.
        console.error("blog view not counted:", error);
      }
    });
    next();
  };
}
