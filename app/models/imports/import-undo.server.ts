import { and, desc, eq, inArray } from "drizzle-orm";
import { IMPORT_UNDO_DAYS } from "~/lib/import-fields";
import { audit, type Actor } from "~/models/admin/audit.server";
import { syncCompanyServices, type Tx } from "~/models/directory/company-services.server";
import { db, schema } from "~/models/db.server";
import { Conflict, NotFound } from "~/models/errors.server";
import { PACE, sleep, type Pace } from "./import-pace.server";
import { inChunks, same } from "./import-plan.server";

const { companies, listingCredentials, listingFieldSources, listingImportLinks, listingImports } =
  schema;
/** The write lock at BEGIN: a read that turned into a write could fail at once with "locked". */
const IMMEDIATE = { behavior: "immediate" } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The imports the console lists, newest first, with whether each can still be undone. */
export function recentImports(now = new Date(), limit = 20) {
  return db()
    .select()
    .from(listingImports)
    .orderBy(desc(listingImports.id))
    .limit(limit)
    .all()
    .map((i) => ({ ...i, undoable: undoable(i, now) }));
}

function undoable(i: { createdAt: Date; undoneAt: Date | null }, now: Date) {
  return !i.undoneAt && now.getTime() - i.createdAt.getTime() <= IMPORT_UNDO_DAYS * DAY_MS;
}

function dropCredential(tx: Tx, id: number | null) {
  if (!id) return;
  tx.delete(listingCredentials)
    .where(and(eq(listingCredentials.id, id), eq(listingCredentials.source, "import")))
    .run();
}

export type UndoCounts = {
  removed: number;
  hidden: number;
  restored: number;
  keptClaimed: number;
  fileName: string;
};

type Link = typeof listingImportLinks.$inferSelect;
type Listing = typeof companies.$inferSelect;

/** Puts back the fields the import changed, where they still hold what it wrote. */
function restoreFields(tx: Tx, link: Link, listing: Listing, importId: number) {
  const set: Record<string, unknown> = {};
  for (const [field, before] of Object.entries(link.before ?? {})) {
    const where = and(
      eq(listingFieldSources.companyId, link.companyId),
      eq(listingFieldSources.field, field),
    );
    const prov = tx.select().from(listingFieldSources).where(where).get();
    const current = listing[field as keyof Listing];
    if (!prov || prov.importId !== importId || !same(prov.value, current)) continue;
    set[field] = before.value;
    if (before.provenance) {
      tx.update(listingFieldSources).set(before.provenance).where(where).run();
    } else {
      tx.delete(listingFieldSources).where(where).run();
    }
  }
  if (!Object.keys(set).length) return;
  tx.update(companies)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(companies.id, link.companyId))
    .run();
  if ("services" in set) syncCompanyServices(tx, link.companyId, set.services as string[]);
}

/**
 * Undoes an import as a whole, within 30 days: the listings it created
 * leave the directory (deleted, or unlisted when they have reviews since), the fields it changed
 * get their earlier values, the credentials it attached go. A listing claimed since is left as
 * it is. Audited with its counts. Written in short transactions with pauses between them, like
 * the commit, so other writes get through; the import is marked undone first (a second click
 * finds it so), and unmarked if the undo stops, so it can be run again: what was put back
 * already no longer holds what the import wrote and is passed over.
 */
export async function undoImport(
  importId: number,
  actor: Actor,
  now = new Date(),
  pace: Pace = PACE,
): Promise<UndoCounts> {
  const imp = db().transaction((tx) => {
    const found = tx.select().from(listingImports).where(eq(listingImports.id, importId)).get();
    if (!found) throw new NotFound("Import not found");
    if (!undoable(found, now)) {
      throw new Conflict(
        found.undoneAt
          ? "This import was already undone."
          : `An import can be undone within ${IMPORT_UNDO_DAYS} days only.`,
      );
    }
    tx.update(listingImports).set({ undoneAt: now }).where(eq(listingImports.id, importId)).run();
    return found;
  }, IMMEDIATE);
  const counts = { removed: 0, hidden: 0, restored: 0, keptClaimed: 0 };
  const links = db()
    .select()
    .from(listingImportLinks)
    .where(eq(listingImportLinks.importId, importId))
    .all();
  try {
    for (let at = 0; at < links.length; at += pace.chunkRows) {
      if (at > 0) await sleep(pace.pauseMs);
      db().transaction(
        (tx) => undoLinks(tx, links.slice(at, at + pace.chunkRows), importId, counts, now),
        IMMEDIATE,
      );
    }
  } catch (error) {
    db()
      .update(listingImports)
      .set({ undoneAt: null })
      .where(eq(listingImports.id, importId))
      .run();
    throw error;
  }
  db().transaction((tx) => {
    audit(tx, {
      actor,
      action: "listing.import.undo",
      targetType: "import",
      targetId: importId,
      before: { source: imp.sourceName, file: imp.fileName, ...imp.counts },
      after: counts,
      note: imp.fileName,
    });
  }, IMMEDIATE);
  return { ...counts, fileName: imp.fileName };
}

type Counts = Omit<UndoCounts, "fileName">;

/** One chunk of the undo: these links' listings, each as it is now. */
function undoLinks(tx: Tx, links: Link[], importId: number, counts: Counts, now: Date) {
  const ids = links.map((l) => l.companyId);
  const listings = new Map(
    inChunks(ids, (part) =>
      tx.select().from(companies).where(inArray(companies.id, part)).all(),
    ).map((c) => [c.id, c]),
  );
  const removable: number[] = [];
  for (const link of links) {
    const listing = listings.get(link.companyId);
    if (!listing) continue;
    const claimedSince =
      link.action === "created" ? listing.claimedBy !== null : listing.claimedBy !== link.claimedBy;
    if (claimedSince) {
      counts.keptClaimed += 1;
      continue;
    }
    if (link.action === "updated") {
      dropCredential(tx, link.credentialId);
      restoreFields(tx, link, listing, importId);
      counts.restored += 1;
    } else if (listing.totalReviews > 0) {
      dropCredential(tx, link.credentialId);
      tx.update(companies)
        .set({ listingStatus: "unlisted", updatedAt: now })
        .where(eq(companies.id, listing.id))
        .run();
      counts.hidden += 1;
    } else {
      removable.push(listing.id);
    }
  }
  // Deleted together (their credentials, services and provenance go by cascade).
  inChunks(removable, (part) => {
    tx.delete(companies).where(inArray(companies.id, part)).run();
    return [];
  });
  counts.removed += removable.length;
}
