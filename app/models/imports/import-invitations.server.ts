import { and, inArray, isNotNull, isNull } from "drizzle-orm";
import { claimInvitationMail } from "~/lib/mail/import-mails";
import type { Tx } from "~/models/directory/company-services.server";
import { db, schema } from "~/models/db.server";
import { inChunks } from "./import-plan.server";
import { listingEmailProven } from "~/models/listings/listing-email.server";
import { enqueueEmails, type OutgoingEmail } from "~/models/mail/mail.server";
import {
  isSuppressed,
  listUnsubscribeHeaders,
  unsubscribeUrl,
} from "~/models/mail/mail-suppression.server";

const { companies, listingInvitations } = schema;

/** Where links point and the key that signs unsubscribe links. */
export type InviteMail = { siteUrl: string; secret: string };

/**
 * Invitations leave one every 3 seconds (1,200 an hour): a list of thousands does not flood
 * the mail relay or look like a spam run to the receiving servers.
 */
export const INVITE_GAP_MS = 3_000;

type Invitee = {
  id: number;
  name: string;
  slug: string;
  email: string;
  place: string;
  proven: boolean;
};

function invitation(l: Invitee, sourceName: string, mail: InviteMail, at: Date): OutgoingEmail {
  const stop = unsubscribeUrl(l.email, mail);
  // The claim link names the listing by id: it survives sign-in and registration.
  const claim = new URL("/add-company", mail.siteUrl);
  claim.searchParams.set("claim", String(l.id));
  const content = claimInvitationMail({
    named: l.proven ? { companyName: l.name, place: l.place } : undefined,
    sourceName,
    listingUrl: new URL(`/companies/${l.slug}`, mail.siteUrl).toString(),
    claimUrl: claim.toString(),
    unsubscribeUrl: stop,
  });
  return { to: l.email, ...content, headers: listUnsubscribeHeaders(stop), notBefore: at };
}

/** The unclaimed listings among `ids` with an address, never invited, not unsubscribed. */
function invitees(tx: Tx, ids: number[]): Invitee[] {
  const rows = inChunks(ids, (part) =>
    tx
      .select({
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        email: companies.email,
        location: companies.location,
        state: companies.state,
        proven: listingEmailProven,
      })
      .from(companies)
      .where(
        and(inArray(companies.id, part), isNull(companies.claimedBy), isNotNull(companies.email)),
      )
      .all(),
  );
  const invited = new Set(
    inChunks(
      rows.map((l) => l.id),
      (part) =>
        tx
          .select({ id: listingInvitations.companyId })
          .from(listingInvitations)
          .where(inArray(listingInvitations.companyId, part))
          .all(),
    ).map((r) => r.id),
  );
  return rows
    .map((l) => ({
      ...l,
      email: l.email!.trim(),
      place: `${l.location}, ${l.state}`,
      proven: Boolean(l.proven),
    }))
    .filter((l) => l.email && !invited.has(l.id) && !isSuppressed(l.email));
}

/**
 * One invitation to claim each unclaimed listing with an address, never a second to the same
 * listing, none to an address that unsubscribed; queued in the import's transaction and spread
 * out through the outbox. Returns how many were queued.
 */
export function sendInvitations(
  tx: Tx,
  companyIds: number[],
  from: { importId: number; sourceName: string },
  mail: InviteMail,
  now: Date,
  /** Invitations this import queued already (it queues them chunk by chunk): the spacing goes on. */
  queued = 0,
): number {
  const list = invitees(tx, companyIds);
  const at = (i: number) => new Date(now.getTime() + (queued + i) * INVITE_GAP_MS);
  const mailIds = enqueueEmails(list.map((l, i) => invitation(l, from.sourceName, mail, at(i))));
  const record = db().$client.prepare(
    "INSERT INTO listing_invitations (company_id, email, import_id, mail_id) VALUES (?, ?, ?, ?)",
  );
  list.forEach((l, i) => record.run(l.id, l.email, from.importId, mailIds[i]));
  return list.length;
}
