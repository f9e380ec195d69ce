import { eq } from "drizzle-orm";
import { db, schema } from "~/models/db.server";
import { whereLead } from "./lead-key.server";
import { NotFound } from "~/models/errors.server";
import { firmsMatchedTo } from "~/models/quotes/quotes.server";
import { closedReason, threadMessages, threadsOf } from "./thread.server";

const { quoteRequests, quoteMatches, companies } = schema;

const TOKEN = /^[A-Za-z0-9_-]{20,40}$/;

/**
 * The request a private token opens, or NotFound: a wrong token and a request the operator
 * removed as spam look the same.
 */
export function requestByToken(token: string) {
  const quote = TOKEN.test(token)
    ? db().select().from(quoteRequests).where(eq(quoteRequests.publicToken, token)).get()
    : undefined;
  if (!quote || quote.spamState === "removed") throw new NotFound("Quote request not found");
  return quote;
}

function matchOf(quoteId: number, companyId: number) {
  if (!Number.isSafeInteger(companyId) || companyId <= 0) return undefined;
  return db()
    .select({ leadStatus: quoteMatches.leadStatus })
    .from(quoteMatches)
    .where(whereLead({ quoteId, companyId }))
    .get();
}

/** The requester's side of one thread; a firm the request did not reach is a 404. */
export function requesterThread(token: string, companyId: number) {
  const quote = requestByToken(token);
  const match = matchOf(quote.id, companyId);
  if (!match) throw new NotFound("Conversation not found");
  return {
    quote,
    key: { quoteId: quote.id, companyId },
    declined: match.leadStatus === "declined",
    closed: closedReason(quote, match),
    messages: threadMessages({ quoteId: quote.id, companyId }),
  };
}

/**
 * What the request's page adds to the firms it lists: each firm's thread, whether it declined
 * (only that, never why), and the requester's hire.
 */
export function requesterConversations(quoteId: number) {
  const quote = db().select().from(quoteRequests).where(eq(quoteRequests.id, quoteId)).get()!;
  const rows = firmsMatchedTo(
    {
      companyId: quoteMatches.companyId,
      slug: companies.slug,
      name: companies.name,
      leadStatus: quoteMatches.leadStatus,
    },
    [quoteId],
  );
  const threads = threadsOf([quoteId]);
  const conversations = rows.map((r) => ({
    companyId: r.companyId,
    slug: r.slug,
    name: r.name,
    declined: r.leadStatus === "declined",
    closed: closedReason(quote, { leadStatus: r.leadStatus }),
    messages: threads.get(`${quoteId}-${r.companyId}`) ?? [],
  }));
  return {
    conversations,
    hire: {
      state: quote.hireState,
      companyId: quote.hiredCompanyId,
      invited: quote.reviewInvitedAt !== null,
    },
  };
}
