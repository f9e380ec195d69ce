import { requesterThread } from "~/models/leads/requester.server";
import { companyIdOf } from "~/models/leads/lead-key.server";
import { apiError } from "~/server/http.server";
import type { Route } from "./+types/api.quote-requests.$token.$companyId";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * GET /api/quote-requests/:token/:companyId: the requester's thread with one firm, by the
 * request's token alone: `{ companyId, declined, messages }`. A wrong token or a firm the
 * request did not reach is a 404.
 */
export function loader({ params }: Route.LoaderArgs) {
  try {
    const t = requesterThread(params.token ?? "", companyIdOf(params.companyId));
    return Response.json(
      {
        companyId: t.key.companyId,
        declined: t.declined,
        readOnly: t.closed !== null && !t.declined,
        messages: t.messages,
      },
      { headers: PRIVATE },
    );
  } catch (error) {
    return apiError(error);
  }
}
