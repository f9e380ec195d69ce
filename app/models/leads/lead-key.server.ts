import { and, eq } from "drizzle-orm";
import { schema } from "~/models/db.server";
import { NotFound } from "~/models/errors.server";

/** A lead: one request as it reached one firm (its row in quote_matches). */
export type LeadKey = { quoteId: number; companyId: number };

/** The condition that finds a lead's row. */
export const whereLead = (key: LeadKey) =>
  and(
    eq(schema.quoteMatches.quoteId, key.quoteId),
    eq(schema.quoteMatches.companyId, key.companyId),
  );

const id = (value: string | undefined) => {
  const n = Number(value);
  return /^\d{1,15}$/.test(value ?? "") && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** A lead's ids from an address; anything but two positive whole numbers is a 404. */
export function leadKeyOf(quoteId: string | undefined, companyId: string | undefined) {
  const q = id(quoteId);
  const c = id(companyId);
  if (q === null || c === null) throw new NotFound("Lead not found");
  return { quoteId: q, companyId: c };
}

/** A firm's id in an address, or a 404. */
export function companyIdOf(value: string | undefined) {
  const c = id(value);
  if (c === null) throw new NotFound("Conversation not found");
  return c;
}
