import type { RequestHandler } from "express";

/**
 * The page routes' actions read an HTML form (`request.formData()`), which throws on any other
 * body: a JSON or text/plain post to one of them was a 500 with a stack trace. Here, once and before any route runs, a write to a page address must carry a form body;
 * anything else is a 415 with a message (decision 043). The JSON API under /api/* reads its own
 * bodies (`parseJsonBody`) and is let through.
 */

export const FORM_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export const FORM_ONLY_MESSAGE =
  "This address takes HTML form posts only (application/x-www-form-urlencoded or multipart/form-data). The JSON API is under /api/.";

/** Whether a write to `path` with this Content-Type reaches the route: a form, or the API. */
export function acceptsBody(path: string, contentType: string | undefined): boolean {
  if (path === "/api" || path.startsWith("/api/")) return true;
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  return FORM_CONTENT_TYPES.includes(type);
}

export function formContentType(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (acceptsBody(req.path, req.get("content-type"))) return next();
    res.setHeader("Accept-Post", FORM_CONTENT_TYPES.join(", "));
    res.setHeader("Cache-Control", "no-store");
    res.status(415).json({ message: FORM_ONLY_MESSAGE });
  };
}
