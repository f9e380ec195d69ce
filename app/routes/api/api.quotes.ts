import { QUOTE_MESSAGES, quoteSchema } from "~/lib/quote-schema";
import { createQuoteRequest } from "~/models/quotes/quotes.server";
import { jsonPostAction, methodNotAllowed } from "~/server/http.server";
import { env } from "~/env.server";

/**
 * POST /api/quotes: the quote payload (decision 005) plus an optional `details` object with the
 * project types' detail fields; the same schema and model as the /get-quote form. Answers 201
 * with the request's id and how many contractors received it.
 */
export const action = jsonPostAction({
  schema: quoteSchema,
  limit: {
    name: "quote",
    message: "Too many quote requests from your network. Please try again later.",
    title: QUOTE_MESSAGES.failed.title,
  },
  handle: (input) => {
    const result = createQuoteRequest(input, { siteUrl: env().SITE_URL });
    return Response.json(
      {
        id: result.id,
        matchedContractors: result.matched,
        located: result.located,
        // The same request within the day: the firms that have it did not get it again.
        alreadySent: result.repeated,
        // The requester's private page: the request and the firms it went to (decision 016).
        confirmationUrl: new URL(`/quote-requests/${result.token}`, env().SITE_URL).toString(),
      },
      { status: 201 },
    );
  },
});

export function loader() {
  return methodNotAllowed(["POST"], "Use POST to submit a quote request.");
}
