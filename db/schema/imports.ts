import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { userOrNull } from "./accounts";
import { companyId } from "./companies";
import { createdAt, moment, serialId } from "./columns";

/**
 * A public list the operator imports from (migration 0026), by its name ('Ohio UCP
 * DBE directory'): the column mapping and the credential it grants, remembered for next time.
 */
export const importSources = sqliteTable("import_sources", {
  name: text("name").primaryKey(),
  /** Listing field → the file's column header. */
  mapping: text("mapping", { mode: "json" }).notNull().$type<Record<string, string>>(),
  /** The credential the list grants ('' for none) and the state it is granted in. */
  credentialKind: text("credential_kind").notNull().default(""),
  credentialState: text("credential_state").notNull().default(""),
  /** The list's work classes (lower case) → a directory service, '' kept as words (0028). */
  workClasses: text("work_classes", { mode: "json" })
    .notNull()
    .default({})
    .$type<Record<string, string>>(),
  /** The list's public address, '' when not known; its credentials link to it. */
  sourceUrl: text("source_url").notNull().default(""),
  updatedAt: moment("updated_at").notNull(),
});

/** One committed import: who, which file, what it did; undone as a whole within 30 days. */
export const listingImports = sqliteTable(
  "listing_imports",
  {
    id: serialId(),
    sourceName: text("source_name").notNull(),
    fileName: text("file_name").notNull(),
    fileSha256: text("file_sha256").notNull(),
    actorId: userOrNull("actor_id"),
    actorEmail: text("actor_email").notNull(),
    counts: text("counts", { mode: "json" }).notNull().$type<Record<string, number>>(),
    invited: integer("invited", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    undoneAt: moment("undone_at"),
  },
  (t) => [index("listing_imports_created_idx").on(t.createdAt)],
);

/**
 * What an import did to one listing, for its undo: created it, or changed fields whose earlier
 * values (and their earlier provenance) are kept in `before`; `credentialId` is the credential
 * it attached. `claimedBy` is who held the listing then: a listing claimed since is left alone.
 */
export const listingImportLinks = sqliteTable(
  "listing_import_links",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => listingImports.id, { onDelete: "cascade" }),
    companyId: companyId(),
    action: text("action", { enum: ["created", "updated"] }).notNull(),
    before: text("before", { mode: "json" }).$type<Record<string, FieldBefore>>(),
    credentialId: integer("credential_id"),
    claimedBy: integer("claimed_by"),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.companyId] }),
    index("listing_import_links_company_idx").on(t.companyId),
  ],
);

/** A field's value before an import changed it, and who had written it. */
export type FieldBefore = { value: unknown; provenance: FieldProvenance | null };
export type FieldProvenance = { sourceName: string; importId: number; value: unknown };

/**
 * Which public list wrote a listing's field, and the value it wrote. A field without a row here,
 * or whose value no longer equals the one written, is the owner's or the operator's: an import
 * never overwrites it.
 */
export const listingFieldSources = sqliteTable(
  "listing_field_sources",
  {
    companyId: companyId(),
    field: text("field").notNull(),
    sourceName: text("source_name").notNull(),
    importId: integer("import_id").notNull(),
    value: text("value", { mode: "json" }).$type<unknown>(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.field] })],
);

/** The one invitation to claim a listing its import may send (never a second). */
export const listingInvitations = sqliteTable("listing_invitations", {
  companyId: companyId().primaryKey(),
  email: text("email").notNull(),
  importId: integer("import_id").notNull(),
  mailId: integer("mail_id"),
  createdAt: createdAt(),
});

/** Addresses that unsubscribed: no mail they did not ask for goes to them again (decision 050). */
export const mailSuppressions = sqliteTable("mail_suppressions", {
  email: text("email").primaryKey(),
  reason: text("reason").notNull(),
  createdAt: createdAt(),
});
