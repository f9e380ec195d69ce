import crypto from "node:crypto";
import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { LISTING_EMAIL_LINK_DAYS, listingEmailConfirmMail } from "~/lib/mail/listing-mails";
import { db, exists, schema, type Db } from "~/models/db.server";
import { enqueueEmail } from "~/models/mail/mail.server";

const { companies, listingEmailProofs: proofs } = schema;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A link mailed within this time is not mailed again when the listing is saved again. */
const RESEND_AFTER_MS = HOUR_MS;
/** At most this many confirmation links to one address in 24 hours, whoever names it. */
export const LISTING_EMAIL_LINKS_PER_DAY = 3;

type Writer = Pick<Db, "select" | "insert" | "update">;

/** Addresses are proven as the mail server reads them: case and outer spaces do not matter. */
export const addressKey = (email: string) => email.trim().toLowerCase();

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * True for a listing whose current address is proven (decision 042): a query's condition, so
 * quote matching and bulk e-mail ask it in the same statement that reads the listings. The names
 * are written out: Drizzle leaves a column in `sql` unqualified, and inside this subquery
 * "email" would be the proof's own.
 */
export const listingEmailProven = sql<boolean>`EXISTS (SELECT 1 FROM "listing_email_proofs" p WHERE p."company_id" = "companies"."id" AND p."email" = lower(trim("companies"."email")) AND p."proven_at" IS NOT NULL)`;

export function isListingEmailProven(
  companyId: number,
  email: string | null,
  reader: Pick<Db, "select"> = db(),
): boolean {
  if (!email?.trim()) return false;
  return exists(
    reader,
    proofs,
    and(
      eq(proofs.companyId, companyId),
      eq(proofs.email, addressKey(email)),
      isNotNull(proofs.provenAt),
    ),
  );
}

/** The operator verified or set the listing's address: proven as it stands. */
export function proveListingEmail(
  writer: Writer,
  companyId: number,
  email: string | null,
  source: "operator" | "account" | "import",
  now = new Date(),
) {
  if (!email?.trim()) return;
  writer
    .insert(proofs)
    .values({ companyId, email: addressKey(email), source, provenAt: now })
    .onConflictDoUpdate({
      target: [proofs.companyId, proofs.email],
      set: { source, provenAt: now, tokenHash: null },
      setWhere: isNull(proofs.provenAt),
    })
    .run();
}

export type ListingEmailState = "none" | "proven" | "sent" | "waiting" | "limited";

/**
 * Called in the transaction that adds or edits a listing: an address already proven stays so;
 * the owner's own verified account address is proven at once; any other gets a link with our
 * fixed words only (`listingEmailConfirmMail`), not again within the hour, and at most
 * `LISTING_EMAIL_LINKS_PER_DAY` to one address a day, so naming a stranger's address many
 * times cannot flood it.
 */
export function askListingEmailProof(
  tx: Writer,
  listing: { id: number; email: string | null },
  owner: { email: string; isVerified: boolean },
  opts: { siteUrl: string; now?: Date },
): ListingEmailState {
  const now = opts.now ?? new Date();
  if (!listing.email?.trim()) return "none";
  const email = addressKey(listing.email);
  if (isListingEmailProven(listing.id, email, tx)) return "proven";
  if (owner.isVerified && addressKey(owner.email) === email) {
    proveListingEmail(tx, listing.id, email, "account", now);
    return "proven";
  }
  const mine = tx
    .select({ sentAt: proofs.sentAt })
    .from(proofs)
    .where(and(eq(proofs.companyId, listing.id), eq(proofs.email, email)))
    .get();
  if (mine?.sentAt && now.getTime() - mine.sentAt.getTime() < RESEND_AFTER_MS) return "waiting";
  const sentToday = tx
    .select({ n: sql<number>`count(*)` })
    .from(proofs)
    .where(and(eq(proofs.email, email), gt(proofs.sentAt, new Date(now.getTime() - DAY_MS))))
    .get();
  if (Number(sentToday?.n ?? 0) >= LISTING_EMAIL_LINKS_PER_DAY) return "limited";
  const token = crypto.randomBytes(24).toString("base64url");
  tx.insert(proofs)
    .values({
      companyId: listing.id,
      email,
      source: "link",
      tokenHash: hashToken(token),
      sentAt: now,
    })
    .onConflictDoUpdate({
      target: [proofs.companyId, proofs.email],
      set: { source: "link", tokenHash: hashToken(token), sentAt: now },
    })
    .run();
  const url = new URL(`/listing-email/confirm/${token}`, opts.siteUrl).toString();
  enqueueEmail(
    { to: listing.email.trim(), ...listingEmailConfirmMail({ url }), requested: true },
    tx,
  );
  return "sent";
}

const validToken = (token: string) => /^[A-Za-z0-9_-]{20,64}$/.test(token);

/** The waiting proof a mailed link names, with the listing it is for; undefined once used or expired. */
export function findListingEmailProof(token: string, now = new Date()) {
  if (!validToken(token)) return undefined;
  const row = db()
    .select({
      companyId: proofs.companyId,
      email: proofs.email,
      sentAt: proofs.sentAt,
      name: companies.name,
      slug: companies.slug,
      current: companies.email,
    })
    .from(proofs)
    .innerJoin(companies, eq(companies.id, proofs.companyId))
    .where(and(eq(proofs.tokenHash, hashToken(token)), isNull(proofs.provenAt)))
    .get();
  if (!row?.sentAt) return undefined;
  if (now.getTime() - row.sentAt.getTime() > LISTING_EMAIL_LINK_DAYS * DAY_MS) return undefined;
  // The owner changed the address again since: this link proves an address the listing no longer has.
  if (addressKey(row.current ?? "") !== row.email) return undefined;
  return { companyId: row.companyId, email: row.email, name: row.name, slug: row.slug };
}

/** Follows a mailed link: the address is proven from now on. False when the link no longer works. */
export function confirmListingEmail(token: string, now = new Date()): boolean {
  const proof = findListingEmailProof(token, now);
  if (!proof) return false;
  return (
    db()
      .update(proofs)
      .set({ provenAt: now, tokenHash: null })
      .where(
        and(
          eq(proofs.companyId, proof.companyId),
          eq(proofs.email, proof.email),
          eq(proofs.tokenHash, hashToken(token)),
        ),
      )
      .run().changes === 1
  );
}
