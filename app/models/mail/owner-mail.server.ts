import { and, eq, isNull } from "drizzle-orm";
import { planNoticeMail, type PlanNotice } from "~/lib/mail/plan-mails";
import { db, schema, type Db } from "~/models/db.server";
import { enqueueEmail } from "./mail.server";

const { companies, users } = schema;

type Writer = Pick<Db, "select" | "insert">;

/**
 * Tells a listing's owner what changed about its plan or badge, in the
 * transaction of the change. Only to the owner's verified account address (decision 042); a
 * listing nobody holds, or an account disabled or unverified, gets nothing.
 */
export function notifyListingOwner(tx: Writer, companyId: number, notice: PlanNotice) {
  const owner = tx
    .select({ email: users.email, firstName: users.firstName, listing: companies.name })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.claimedBy))
    .where(and(eq(companies.id, companyId), eq(users.isVerified, true), isNull(users.disabledAt)))
    .get();
  if (!owner) return false;
  enqueueEmail({ to: owner.email, ...planNoticeMail(notice, owner, owner.listing) }, tx);
  return true;
}

/** As `notifyListingOwner`, outside a transaction of the caller's. */
export const notifyListingOwnerNow = (companyId: number, notice: PlanNotice) =>
  notifyListingOwner(db(), companyId, notice);
