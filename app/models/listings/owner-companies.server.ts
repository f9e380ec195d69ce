import { and, asc, eq } from "drizzle-orm";
import type { MaterialsEdit, StripingEdit } from "~/lib/company-schemas";
import { listingColumns } from "./listing-columns.server";
import { db, schema } from "~/models/db.server";
import { syncCompanyServices, type Tx } from "~/models/directory/company-services.server";
import { NotFound } from "~/models/errors.server";
import { deleteAddedListing } from "./listing-state.server";
import { geocodeCity } from "~/models/search/geocode.server";
import { askListingEmailProof } from "./listing-email.server";
import type { Directory } from "~/lib/directory";
import { listingDefaults } from "~/lib/listing";

const { companies, users } = schema;

type Writer = Parameters<typeof askListingEmailProof>[0];

/**
 * An edited listing's address, when not proven, gets its confirmation link (decision 042); the
 * owner's own verified account address is proven at once.
 */
function askProof(
  tx: Writer,
  userId: number,
  row: { id: number; email: string | null },
  siteUrl: string,
) {
  const owner = tx
    .select({ email: users.email, isVerified: users.isVerified })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (owner) askListingEmailProof(tx, row, owner, { siteUrl });
}

/** The listings a user manages (claimed or created by them), both directories. */
export function listOwnedCompanies(userId: number) {
  const rows = db()
    .select()
    .from(companies)
    .where(eq(companies.claimedBy, userId))
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .all();
  return {
    striping: rows.filter((r) => r.directory === "striping"),
    materials: rows.filter((r) => r.directory === "materials"),
  };
}

/** This listing, and only while this user manages it (and in this directory, when given). */
function owned(userId: number, id: number, directory?: Directory) {
  return and(
    eq(companies.id, id),
    eq(companies.claimedBy, userId),
    directory ? eq(companies.directory, directory) : undefined,
  );
}

/**
 * A listing the user owns, or NotFound — also for someone else's listing, so an id never
 * reveals that a listing exists (tests/unit/owner-auth.test.ts).
 */
export function getOwnedCompany(userId: number, id: number, directory?: Directory) {
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFound("Company not found");
  const row = db()
    .select()
    .from(companies)
    .where(owned(userId, id, directory))
    .get();
  if (!row) throw new NotFound("Company not found");
  return row;
}

/**
 * A listing's editable values in the edit schemas' input shape. A PATCH or PUT body is laid over
 * them (`overlayEdit`), so a field the body leaves out keeps its value and the object a read API
 * returns can be sent back as it is.
 */
export function currentEditValues(row: typeof companies.$inferSelect) {
  return {
    ...listingDefaults(row),
    services: row.services,
    companyType: row.companyType ?? undefined,
    products: row.products,
    certifications: row.certifications,
    yearEstablished: row.yearEstablished ?? undefined,
    customLogo: row.customLogo ?? undefined,
  };
}

/** The body over the current values; `null` clears a field, as an empty form field does. */
export function overlayEdit(current: Record<string, unknown>, body: unknown) {
  const patch = Object.entries(body as Record<string, unknown>).map(([key, value]) => [
    key,
    value === null ? "" : value,
  ]);
  return { ...current, ...Object.fromEntries(patch) };
}

function placeChanged(
  row: { location: string; state: string },
  input: { location: string; state: string },
) {
  return row.location !== input.location || row.state !== input.state;
}

/** New coordinates when the city or state changed; nothing otherwise. */
function movedTo(
  row: { location: string; state: string },
  input: { location: string; state: string },
) {
  if (!placeChanged(row, input)) return {};
  const point = geocodeCity(input.location, input.state);
  return { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
}

/**
 * Saves the owner's edit of their listing in one transaction: the columns both directories share,
 * the directory's own, new coordinates when the place moved, and the address proof it may need.
 */
function updateOwnedListing(
  userId: number,
  id: number,
  directory: Directory,
  input: StripingEdit | MaterialsEdit,
  own: Partial<typeof companies.$inferInsert>,
  siteUrl: string,
  alsoInTransaction?: (tx: Tx) => void,
) {
  const row = getOwnedCompany(userId, id, directory);
  const place = movedTo(row, input);
  return db().transaction((tx) => {
    const updated = tx
      .update(companies)
      .set({ ...listingColumns(input), ...own, ...place, updatedAt: new Date() })
      .where(owned(userId, id))
      .returning()
      .get();
    alsoInTransaction?.(tx);
    askProof(tx, userId, updated, siteUrl);
    return updated;
  });
}

/** An owner's edit of one directory's listing: the same checks and steps for both. */
type OwnerEdit<Input> = (
  userId: number,
  id: number,
  input: Input,
  mail: { siteUrl: string },
) => ReturnType<typeof updateOwnedListing>;

export const updateStripingCompany: OwnerEdit<StripingEdit> = (userId, id, input, mail) =>
  updateOwnedListing(
    userId,
    id,
    "striping",
    input,
    { services: input.services },
    mail.siteUrl,
    (tx) => syncCompanyServices(tx, id, input.services),
  );

export const updateMaterialsCompany: OwnerEdit<MaterialsEdit> = (userId, id, input, mail) =>
  updateOwnedListing(
    userId,
    id,
    "materials",
    input,
    {
      companyType: input.companyType,
      products: input.products,
      certifications: input.certifications,
      yearEstablished: input.yearEstablished ?? null,
      ...(input.customLogo ? { customLogo: input.customLogo } : {}),
    },
    mail.siteUrl,
  );

/**
 * Deletes a listing the user added (kept 30 days for the operator to restore); a claimed
 * listing is a Conflict: it can only be released or unlisted (decision 015).
 */
export function deleteOwnedCompany(userId: number, id: number, directory: Directory) {
  getOwnedCompany(userId, id, directory);
  deleteAddedListing(userId, id);
}

export function setCompanyLogo(
  userId: number,
  id: number,
  logoPath: string,
  directory?: Directory,
) {
  getOwnedCompany(userId, id, directory);
  return db()
    .update(companies)
    .set({ customLogo: logoPath, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning()
    .get();
}
