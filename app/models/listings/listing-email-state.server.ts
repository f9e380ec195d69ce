import { and, eq } from "drizzle-orm";
import { db, schema } from "~/models/db.server";
import { addressKey, askListingEmailProof, type ListingEmailState } from "./listing-email.server";
import { getOwnedCompany } from "./owner-companies.server";
import { findUserById } from "~/models/accounts/users.server";
import { NotFound } from "~/models/errors.server";

const { listingEmailProofs: proofs } = schema;

/** Whether a listing's address is confirmed, as its owner's card says it (decision 042). */
export type ListingEmailStatus =
  | { state: "none" }
  | { state: "proven" }
  | { state: "unproven"; sentAt: string | null };

export function listingEmailStatus(companyId: number, email: string | null): ListingEmailStatus {
  if (!email?.trim()) return { state: "none" };
  const row = db()
    .select({ provenAt: proofs.provenAt, sentAt: proofs.sentAt })
    .from(proofs)
    .where(and(eq(proofs.companyId, companyId), eq(proofs.email, addressKey(email))))
    .get();
  if (row?.provenAt) return { state: "proven" };
  return { state: "unproven", sentAt: row?.sentAt?.toISOString() ?? null };
}

/**
 * The owner asks for the confirmation link again: the same rules as a save (none
 * within the hour, at most 3 to one address a day), for a listing of the owner's only.
 */
export function resendListingEmailLink(
  userId: number,
  companyId: number,
  opts: { siteUrl: string; now?: Date },
): ListingEmailState {
  const owner = findUserById(userId);
  if (!owner) throw new NotFound("Account not found");
  const listing = getOwnedCompany(userId, companyId);
  return db().transaction((tx) => askListingEmailProof(tx, listing, owner, opts));
}
