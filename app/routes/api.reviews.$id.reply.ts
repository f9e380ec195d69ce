import type { ActionFunctionArgs } from "@remix-run/node";
import { assertReplyOwner, serializeReview, setOwnerReply } from "~/models/reviews.server";
import { requireApiUser } from "~/server/api-auth.server";
import { apiError, jsonError, readJson } from "~/server/http.server";

/**
 * PUT /api/reviews/:id/reply `{ content }` publishes or edits the listing owner's one public
 * response; DELETE removes it. 200 `{ review }` with `ownerReply`. Anyone but the owner of the
 * claimed listing gets a 404, before the body is read.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (request.method !== "PUT" && request.method !== "DELETE") {
    return jsonError(405, "Method not allowed");
  }
  try {
    const id = Number(params.id);
    // Ownership first: an empty reply on someone else's review is a 404, not a 400.
    assertReplyOwner(user.id, id);
    let content: unknown = "";
    if (request.method === "PUT") {
      const body = await readJson(request).catch((response: Response) => response);
      if (body instanceof Response) return body;
      content = (body as Record<string, unknown>).content;
      if (typeof content !== "string" || !content.trim()) {
        return jsonError(400, "Write a response, or use DELETE to remove it.");
      }
    }
    const review = setOwnerReply(user.id, id, content);
    return Response.json({ review: { ...serializeReview(review), customerEmail: null } });
  } catch (error) {
    return apiError(error);
  }
}
