import { and, eq } from "drizzle-orm";
import { REPLY_LIMIT } from "~/lib/trust-rules";
import { formatCount } from "~/lib/format";
import { controlCharacterProblem } from "~/lib/plain-text";
import { db, schema } from "~/models/db.server";
import { BadRequest, NotFound } from "~/models/errors.server";
import { IMMEDIATE } from "./reviews.server";

/** The claimed listing's owner's public reply to a review. */

const { reviews, companies } = schema;

/** The review, when `userId` owns its claimed listing; otherwise NotFound (checked first). */
export function assertReplyOwner(userId: number, reviewId: number) {
  const row = db()
    .select({ id: reviews.id })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(and(eq(reviews.id, reviewId), eq(companies.claimedBy, userId)))
    .get();
  if (!row) throw new NotFound("Review not found");
}

/**
 * The claimed listing's owner replies to a review in public, once (a second call edits it; an
 * empty reply removes it). Someone else's review is a NotFound, checked before the text.
 */
export function setOwnerReply(
  userId: number,
  reviewId: number,
  content: unknown,
  now = new Date(),
) {
  return db().transaction((tx) => {
    const row = tx
      .select({ id: reviews.id, ownerReplyAt: reviews.ownerReplyAt })
      .from(reviews)
      .innerJoin(companies, eq(companies.id, reviews.companyId))
      .where(and(eq(reviews.id, reviewId), eq(companies.claimedBy, userId)))
      .get();
    if (!row) throw new NotFound("Review not found");
    const text = typeof content === "string" ? content.trim() : "";
    if (text.length > REPLY_LIMIT) {
      throw new BadRequest(`Keep the response under ${formatCount(REPLY_LIMIT)} characters.`);
    }
    const controls = controlCharacterProblem(text, true);
    if (controls) throw new BadRequest(controls);
    return tx
      .update(reviews)
      .set(
        text
          ? { ownerReply: text, ownerReplyAt: row.ownerReplyAt ?? now }
          : { ownerReply: null, ownerReplyAt: null },
      )
      .where(eq(reviews.id, reviewId))
      .returning()
      .get();
  }, IMMEDIATE);
}
