import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { CREDENTIAL_KINDS, CREDENTIAL_SOURCES, CREDENTIAL_STATUSES } from "~/lib/credential-kinds";
import { userOrNull } from "./accounts";
import { companyId } from "./companies";
import { moment, serialId, timestamps } from "./columns";

/**
 * A listing's credentials (migration 0023). One record per listing, kind and state
 * (`state` is '' for kinds not granted by a state, so the unique key holds). Evidence is a file
 * kept outside `public/`, served only to the listing's owner and the operator.
 */
export const listingCredentials = sqliteTable(
  "listing_credentials",
  {
    id: serialId(),
    companyId: companyId(),
    kind: text("kind", { enum: CREDENTIAL_KINDS }).notNull(),
    /** Two-letter state for DOT prequalification and DBE certification, '' otherwise. */
    state: text("state").notNull().default(""),
    issuer: text("issuer").notNull(),
    number: text("number"),
    /** YYYY-MM-DD: from this day the credential no longer shows. */
    expiresOn: text("expires_on"),
    evidenceFile: text("evidence_file"),
    evidenceType: text("evidence_type"),
    /** The evidence file's size, counted against its uploader's quota (migration 0030). */
    evidenceBytes: integer("evidence_bytes"),
    /** Who uploaded the evidence: only they and the operator may read it. */
    evidenceBy: userOrNull("evidence_by"),
    status: text("status", { enum: CREDENTIAL_STATUSES }).notNull().default("self_reported"),
    source: text("source", { enum: CREDENTIAL_SOURCES }).notNull().default("owner"),
    /** The public list it came from when imported, e.g. 'Ohio UCP DBE directory'. */
    sourceName: text("source_name"),
    /** That list's public address, when the operator gave it (migration 0028). */
    sourceUrl: text("source_url"),
    verifiedAt: moment("verified_at"),
    verifiedBy: userOrNull("verified_by"),
    rejectionReason: text("rejection_reason"),
    /** When the owner was told it expires within a month (sent once per expiry date). */
    expiryNoticeAt: moment("expiry_notice_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("listing_credentials_key_idx").on(t.companyId, t.kind, t.state),
    // Lists filtered by a credential: which listings hold a kind (in a state), verified or not.
    index("listing_credentials_kind_idx").on(t.kind, t.state, t.status, t.companyId),
    // The operator's queue, oldest first.
    index("listing_credentials_queue_idx")
      .on(t.status, t.createdAt)
      .where(sql`${t.status} = 'self_reported'`),
    index("listing_credentials_expiry_idx").on(t.expiresOn),
    index("listing_credentials_evidence_by_idx")
      .on(t.evidenceBy)
      .where(sql`${t.evidenceBy} IS NOT NULL`),
    // The operator's queue in every status, newest first.
    index("listing_credentials_review_idx").on(t.status, t.createdAt),
  ],
);

/**
 * The states a listing serves beyond its travel radius. A listing with
 * neither states nor `companies.travel_miles` serves 100 miles around its city.
 */
export const companyServiceStates = sqliteTable(
  "company_service_states",
  {
    companyId: companyId(),
    state: text("state").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.state] }),
    index("company_service_states_state_idx").on(t.state, t.companyId),
  ],
);

export type CredentialRow = typeof listingCredentials.$inferSelect;
