import { and, inArray, isNotNull, isNull } from "drizzle-orm";
import { claimInvitationMail } from "~/lib/mail/import-mails";
import type { Tx } from "./company-services.server";
import { schema } from "./db.server";
import { inChunks } from "./import-plan.server";
import { enqueueEmail } from "./mail.server";
import { isSuppressed, listUnsubscribeHeaders, unsubscribeUrl } from "./mail-suppression.server";

const { companies, listingInvitations } = schema;

/** Where links point and the key that signs unsubscribe links. */
export type InviteMail = { siteUrl: string; secret: string };

/**
 * Invitations leave one every 3 seconds (1,200 an hour): a list of thousands does not flood
 * the mail relay or look like a spam run to the receiving servers.
 */
export const INVITE_GAP_MS = 3_000;

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
): number {
  const listings = inChunks(companyIds, (part) =>
    tx
      .select({
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        email: companies.email,
        location: companies.location,
        state: companies.state,
      })
      .from(companies)
      .where(
        and(inArray(companies.id, part), isNull(companies.claimedBy), isNotNull(companies.email)),
      )
      .all(),
  );
  const invited = new Set(
    inChunks(
      listings.map((l) => l.id),
      (part) =>
        tx
          .select({ id: listingInvitations.companyId })
          .from(listingInvitations)
          .where(inArray(listingInvitations.companyId, part))
          .all(),
    ).map((r) => r.id),
  );
  let queued = 0;
  for (const l of listings) {
    const email = l.email!.trim();
    if (!email || invited.has(l.id) || isSuppressed(email)) continue;
    const stop = unsubscribeUrl(email, mail);
    const claim = new URL("/add-company", mail.siteUrl);
    claim.searchParams.set("step", "search");
    claim.searchParams.set("q", l.name);
    const content = claimInvitationMail({
      companyName: l.name,
      place: `${l.location}, ${l.state}`,
      sourceName: from.sourceName,
      listingUrl: new URL(`/companies/${l.slug}`, mail.siteUrl).toString(),
      claimUrl: claim.toString(),
      unsubscribeUrl: stop,
    });
    const row = enqueueEmail(
      {
        to: email,
        ...content,
        headers: listUnsubscribeHeaders(stop),
        notBefore: new Date(now.getTime() + queued * INVITE_GAP_MS),
      },
      tx,
    );
    tx.insert(listingInvitations)
      .values({ companyId: l.id, email, importId: from.importId, mailId: row.id })
      .run();
    queued += 1;
  }
  return queued;
}
