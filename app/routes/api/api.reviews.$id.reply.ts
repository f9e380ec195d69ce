import { z } from "zod";
import { assertReplyOwner, setOwnerReply } from "~/models/reviews/review-replies.server";
import { serializeReview } from "~/models/reviews/reviews.server";
import { requireApiUser } from "~/server/auth/api-auth.server";
import { apiError, parseJsonBody, methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.reviews.$id.reply";
import { writeOnlyLoader } from "./api.listing-by-id.server";

/** A GET here is a 405 in JSON (decision 043). */
export const loader = writeOnlyLoader(["PUT", "DELETE"]);

const WRITE_ONE = "Write a response, or use DELETE to remove it.";
const replyBody = z.object({
  content: z.string({ error: WRITE_ONE }).refine((v) => v.trim().length > 0, WRITE_ONE),
});

/**
 * PUT /api/reviews/:id/reply `{ content }` publishes or edits the listing owner's one public
 * response; DELETE removes it. 200 `{ review }` with `ownerReply`. Anyone but the owner of the
 * claimed listing gets a 404, before the body is read.
 */
export async function action({ request, params }: Route.ActionArgs) {
  try {
    const user = await requireApiUser(request);
    if (request.method !== "PUT" && request.method !== "DELETE") {
      return methodNotAllowed(["PUT", "DELETE"]);
    }
    const id = Number(params.id);
    // Ownership first: an empty reply on someone else's review is a 404, not a 400.
    assertReplyOwner(user.id, id);
    const content =
      request.method === "PUT" ? (await parseJsonBody(request, replyBody)).content : "";
    const review = setOwnerReply(user.id, id, content);
    return Response.json({ review: { ...serializeReview(review), customerEmail: null } });
  } catch (error) {
    return apiError(error);
  }
}
