import { and, asc, eq, isNotNull, lt, or, sql } from "drizzle-orm";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import { DELETED_KEEP_DAYS } from "~/lib/trust-rules";
import { syncCompanyServices, type Tx } from "~/models/directory/company-services.server";
import { db, schema } from "~/models/db.server";
import { pickColumns } from "~/models/directory/pick-columns.server";
import { listingLink } from "./listing-columns.server";
import { NO_PLAN } from "./plans.server";
import { BadRequest, Conflict, NotFound } from "~/models/errors.server";
import { HIDDEN_PREFIX, publicDirectory, type Directory } from "~/lib/directory";
import { listingContact } from "~/lib/listing";
import { proveListingEmail } from "./listing-email.server";
import {
  dropOwnersWord,
  removeEvidenceFiles,
} from "~/models/credentials/credential-handover.server";
import { notifyListingOwner } from "~/models/mail/owner-mail.server";

const { companies, companyClaims } = schema;

export { DELETED_KEEP_DAYS };
const DAY_MS = 24 * 60 * 60 * 1000;

// Where a listing out of view is kept (decision 015): app/lib/directory.ts.
export { HIDDEN_PREFIX, publicDirectory };

type Row = typeof companies.$inferSelect;

function hiddenDirectory(directory: string) {
  return `${HIDDEN_PREFIX}${publicDirectory(directory)}` as Directory;
}

/** The details a claimant may change, as they were before the first claim (for release). */
export function detailsSnapshot(row: Row): Record<string, unknown> {
  return {
    ...listingContact(row),
    services: row.services,
    products: row.products,
    certifications: row.certifications,
    companyType: row.companyType,
    yearEstablished: row.yearEstablished,
    receiveQuotes: row.receiveQuotes,
    customLogo: row.customLogo,
    customBrandColor: row.customBrandColor,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** Called where a claim takes effect: the first claim's snapshot is the one release restores. */
export function snapshotBeforeClaim(tx: Tx, companyId: number) {
  const row = tx.select().from(companies).where(eq(companies.id, companyId)).get();
  if (!row || row.originalDetails) return;
  tx.update(companies)
    .set({ originalDetails: detailsSnapshot(row) })
    .where(eq(companies.id, companyId))
    .run();
}

/** What an owner may do with a listing: delete what they added, release or unlist what they claimed. */
export function ownerActions(row: Pick<Row, "addedBy" | "claimedBy">, userId: number) {
  const added = row.addedBy === userId;
  return { canDelete: added, canRelease: !added && row.claimedBy === userId };
}

function ownedRow(tx: Tx, userId: number, id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFound("Company not found");
  const row = tx
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.claimedBy, userId)))
    .get();
  if (!row || row.deletedAt) throw new NotFound("Company not found");
  return row;
}

function listingRow(tx: Tx, id: number, missing: string) {
  const row = tx.select().from(companies).where(eq(companies.id, id)).get();
  if (!row) throw new NotFound(missing);
  return row;
}

/** Writes the values to one listing and gives back its row as it now stands. */
function setListing(tx: Tx, id: number, values: SQLiteUpdateSetSource<typeof companies>) {
  return tx.update(companies).set(values).where(eq(companies.id, id)).returning().get();
}

export const LISTING_MESSAGES = {
  notAdded:
    "You can delete only a listing you added. A listing you claimed can be released (it goes back to unclaimed with its original details) or unlisted by our team on request.",
  addedNotClaimed: "You added this listing, so you can delete it instead.",
  notDeleted: "This listing is not deleted.",
  purged: `Deleted listings can be restored for ${DELETED_KEEP_DAYS} days; this one is gone.`,
} as const;

/**
 * The owner who added a listing deletes it: out of view at once, kept 30 days for the operator to
 * restore, then purged (`purgeDeletedListings`).
 */
export function deleteAddedListing(userId: number, id: number, now = new Date()) {
  let files: string[] = [];
  const row = db().transaction((tx) => {
    const row = ownedRow(tx, userId, id);
    if (row.addedBy !== userId) throw new Conflict(LISTING_MESSAGES.notAdded);
    files = dropOwnersWord(tx, id);
    return setListing(tx, id, {
      deletedAt: now,
      directory: hiddenDirectory(row.directory),
      updatedAt: now,
    });
  });
  removeEvidenceFiles(files);
  return row;
}

/**
 * The claimant gives a claimed listing back: unclaimed again with the details it had before the
 * first claim; its reviews, page and URL stay. A paid plan belongs to the claimant and ends.
 */
export function releaseListing(userId: number, id: number, now = new Date()) {
  let files: string[] = [];
  const released = db().transaction((tx) => {
    const row = ownedRow(tx, userId, id);
    if (row.addedBy === userId) throw new Conflict(LISTING_MESSAGES.addedNotClaimed);
    files = dropOwnersWord(tx, id);
    const original = (row.originalDetails ?? {}) as Partial<Row>;
    const updated = setListing(tx, id, {
      ...original,
      isClaimed: false,
      claimedBy: null,
      ...NO_PLAN,
      unlistRequestedAt: null,
      originalDetails: null,
      updatedAt: now,
    });
    if (updated.directory === "striping") syncCompanyServices(tx, id, updated.services);
    tx.update(companyClaims)
      .set({ status: "released", decidedAt: now })
      .where(and(eq(companyClaims.companyId, id), eq(companyClaims.status, "approved")))
      .run();
    return updated;
  });
  removeEvidenceFiles(files);
  return released;
}

/** The claimant asks for the listing to be unlisted; it stays listed until the operator decides. */
export function requestUnlist(userId: number, id: number, now = new Date()) {
  return db().transaction((tx) => {
    ownedRow(tx, userId, id);
    return setListing(tx, id, { unlistRequestedAt: now });
  });
}

/** The operator takes a listing out of every public list; row, reviews and slug are kept. */
export function unlistListing(id: number, now = new Date()) {
  return db().transaction((tx) => {
    const row = listingRow(tx, id, "Company not found");
    return setListing(tx, id, {
      listingStatus: "unlisted",
      unlistRequestedAt: null,
      directory: hiddenDirectory(row.directory),
      updatedAt: now,
    });
  });
}

/**
 * The operator brings back an unlisted listing, or a deleted one within 30 days; it is listed
 * as before (the owner keeps it).
 */
export function restoreListing(id: number, now = new Date()) {
  return db().transaction((tx) => {
    const row = listingRow(tx, id, LISTING_MESSAGES.purged);
    if (row.listingStatus === "listed" && !row.deletedAt) {
      throw new BadRequest(LISTING_MESSAGES.notDeleted);
    }
    if (row.deletedAt && now.getTime() - row.deletedAt.getTime() > DELETED_KEEP_DAYS * DAY_MS) {
      throw new NotFound(LISTING_MESSAGES.purged);
    }
    return setListing(tx, id, {
      listingStatus: "listed",
      deletedAt: null,
      unlistRequestedAt: null,
      directory: publicDirectory(row.directory),
      updatedAt: now,
    });
  });
}

/** The operator's queue: deleted (restorable), unlisted, and asked to be unlisted. */
export function listingsOutOfView(limit = 200) {
  return db()
    .select({
      ...listingLink,
      ...pickColumns(companies, ["listingStatus", "deletedAt", "unlistRequestedAt", "claimedBy"]),
    })
    .from(companies)
    .where(
      or(
        isNotNull(companies.deletedAt),
        eq(companies.listingStatus, "unlisted"),
        isNotNull(companies.unlistRequestedAt),
      ),
    )
    .orderBy(asc(companies.updatedAt))
    .limit(limit)
    .all()
    .map((r) => ({ ...r, directory: publicDirectory(r.directory) }));
}

/** Removes listings deleted more than 30 days ago (their reviews and matches go with them). */
export function purgeDeletedListings(now = new Date()) {
  return db()
    .delete(companies)
    .where(lt(companies.deletedAt, new Date(now.getTime() - DELETED_KEEP_DAYS * DAY_MS)))
    .run().changes;
}

/**
 * 'Verified' is the operator's finding after checking licence, insurance and identity; no plan
 * sets it (decision 015). It proves the listing's address as it stands (decision 042).
 */
export function setVerified(id: number, verified: boolean, note: string | null, now = new Date()) {
  const was = db()
    .select({ isVerified: companies.isVerified })
    .from(companies)
    .where(eq(companies.id, id))
    .get();
  const row = db()
    .update(companies)
    .set(
      verified
        ? { isVerified: true, verifiedAt: now, verifiedNote: note?.trim() || null, updatedAt: now }
        : {
            isVerified: false,
            verifiedAt: null,
            verifiedNote: note?.trim() || null,
            updatedAt: now,
          },
    )
    .where(eq(companies.id, id))
    .returning()
    .get();
  if (!row) throw new NotFound("Company not found");
  // The operator's check covers the address the listing gives (decision 042).
  if (verified) proveListingEmail(db(), row.id, row.email, "operator", now);
  // The owner hears of the badge once, when it is given.
  if (verified && !was?.isVerified) notifyListingOwner(db(), row.id, { kind: "listing.verified" });
  return row;
}

/** Listings deleted and still restorable, counted for the operator's overview. */
export function countRestorable(): number {
  return (
    db()
      .select({ n: sql<number>`count(*)` })
      .from(companies)
      .where(isNotNull(companies.deletedAt))
      .get()?.n ?? 0
  );
}
