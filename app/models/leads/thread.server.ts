import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { ThreadMessage, ThreadSide } from "~/lib/lead-thread";
import { MESSAGES_PER_DAY } from "~/lib/lead-thread";
import { formatDateWith } from "~/lib/format";
import { db, schema } from "~/models/db.server";
import { BadRequest, DomainError } from "~/models/errors.server";
import { whereLead, type LeadKey } from "./lead-key.server";
import { notifyOtherSide } from "./thread-notices.server";
import { refreshResponseTime } from "./response-time.server";

const { leadMessages, quoteMatches, quoteRequests } = schema;

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365 * DAY_MS;

/** Over a limit: nothing was added, and the message says when to try again. */
export class LimitReached extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 429);
  }
}

export const tryAgainText = (ms: number, now = new Date()) =>
  ms <= 90_000
    ? `Try again in ${Math.max(1, Math.ceil(ms / 1000))} seconds.`
    : `Try again after ${formatDateWith(new Date(now.getTime() + ms), { dateStyle: "medium", timeStyle: "short" })}.`;

const whereThread = (key: LeadKey) =>
  and(eq(leadMessages.quoteId, key.quoteId), eq(leadMessages.companyId, key.companyId));

type Row = typeof leadMessages.$inferSelect;

function present(r: Row): ThreadMessage {
  if (r.hiddenAt)
    return { from: r.sender, message: "", sentAt: r.createdAt.toISOString(), removed: true };
  return {
    from: r.sender,
    message: r.message,
    sentAt: r.createdAt.toISOString(),
    ...(r.price ? { price: r.price } : {}),
    ...(r.start ? { start: r.start } : {}),
  };
}

/** One thread, oldest first. The caller has checked who may read it. */
export function threadMessages(key: LeadKey): ThreadMessage[] {
  return db()
    .select()
    .from(leadMessages)
    .where(whereThread(key))
    .orderBy(asc(leadMessages.createdAt), asc(leadMessages.id))
    .all()
    .map(present);
}

/** Every thread of these requests, by `quoteId-companyId`, for a page listing many leads. */
export function threadsOf(quoteIds: number[]): Map<string, ThreadMessage[]> {
  const threads = new Map<string, ThreadMessage[]>();
  if (!quoteIds.length) return threads;
  const rows = db()
    .select()
    .from(leadMessages)
    .where(inArray(leadMessages.quoteId, [...new Set(quoteIds)]))
    .orderBy(asc(leadMessages.createdAt), asc(leadMessages.id))
    .all();
  for (const r of rows) {
    const id = `${r.quoteId}-${r.companyId}`;
    threads.set(id, [...(threads.get(id) ?? []), present(r)]);
  }
  return threads;
}

/** Why a thread takes no more messages, or null when it does. */
export function closedReason(
  quote: { createdAt: Date; spamState: string | null },
  match: { leadStatus: string },
  now = new Date(),
): string | null {
  if (quote.createdAt.getTime() < now.getTime() - YEAR_MS) {
    return "This request is over a year old: its conversations are read-only.";
  }
  if (quote.spamState === "held" || quote.spamState === "removed") {
    return "This request is held for review.";
  }
  if (match.leadStatus === "declined") return "This lead was declined.";
  return null;
}

export type MessageInput = { message: string; priceRange?: string; earliestStart?: string };

/**
 * Adds a message to a lead's thread, from the side the caller has proven it is, and tells the
 * other side; all in one transaction. The firm's first message makes the lead Responded and
 * refreshes the listing's response time. Refused (nothing added) when the thread is closed or the
 * side has sent 20 in the last day.
 */
export function postMessage(
  side: ThreadSide,
  key: LeadKey,
  input: MessageInput,
  opts: { siteUrl: string; replyTo?: string; now?: Date },
) {
  const now = opts.now ?? new Date();
  return db().transaction(
    (tx) => {
      const row = tx
        .select({
          createdAt: quoteRequests.createdAt,
          spamState: quoteRequests.spamState,
          leadStatus: quoteMatches.leadStatus,
          respondedAt: quoteMatches.respondedAt,
        })
        .from(quoteMatches)
        .innerJoin(quoteRequests, eq(quoteRequests.id, quoteMatches.quoteId))
        .where(whereLead(key))
        .get();
      if (!row) throw new BadRequest("This conversation does not exist.");
      const closed = closedReason(row, row, now);
      if (closed) throw new BadRequest(closed);
      const lastDay = tx
        .select({ n: sql<number>`count(*)`, first: sql<number>`min(${leadMessages.createdAt})` })
        .from(leadMessages)
        .where(
          and(
            whereThread(key),
            eq(leadMessages.sender, side),
            gt(leadMessages.createdAt, new Date(now.getTime() - DAY_MS)),
          ),
        )
        .get()!;
      if (lastDay.n >= MESSAGES_PER_DAY) {
        const wait = lastDay.first + DAY_MS - now.getTime();
        throw new LimitReached(
          `You have sent ${MESSAGES_PER_DAY} messages in this conversation today. ${tryAgainText(wait, now)}`,
          Math.ceil(wait / 1000),
        );
      }
      const first = side === "firm" && !row.respondedAt;
      tx.insert(leadMessages)
        .values({
          ...key,
          sender: side,
          message: input.message,
          price: side === "firm" ? (input.priceRange ?? null) : null,
          start: side === "firm" ? (input.earliestStart ?? null) : null,
          createdAt: now,
        })
        .run();
      if (first) {
        // The first answer is kept on the lead as decision 019 had it (the console and exports read it).
        tx.update(quoteMatches)
          .set({
            leadStatus: sql`CASE WHEN ${quoteMatches.leadStatus} IN ('new', 'viewed') THEN 'responded' ELSE ${quoteMatches.leadStatus} END`,
            respondedAt: now,
            viewedAt: sql`coalesce(${quoteMatches.viewedAt}, ${now.getTime()})`,
            responseMessage: input.message,
            responsePrice: input.priceRange ?? null,
            responseStart: input.earliestStart ?? null,
          })
          .where(whereLead(key))
          .run();
        refreshResponseTime(tx, key.companyId, now);
      }
      notifyOtherSide(tx, side, key, { first, siteUrl: opts.siteUrl, replyTo: opts.replyTo, now });
    },
    { behavior: "immediate" },
  );
}
