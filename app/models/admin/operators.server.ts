import { eq } from "drizzle-orm";
import { auditedChange } from "./admin-records.server";
import type { Actor } from "./audit.server";
import { schema } from "~/models/db.server";
import { NotFound } from "~/models/errors.server";
import { findUserByEmail } from "~/models/accounts/users.server";

const { users } = schema;

export const ADMIN_ROLE = "admin";
const OWNER_ROLE = "business_owner";

/**
 * Makes an existing account an operator, or not (`npm run admin -- grant|revoke EMAIL`;
 * decision 018). Audited with the CLI as the actor.
 */
export function setOperator(email: string, operator: boolean, actor: Actor) {
  const address = email.trim().toLowerCase();
  const role = operator ? ADMIN_ROLE : OWNER_ROLE;
  return auditedChange(actor, (tx) => {
    // The same connection: this read is inside the transaction.
    const user = findUserByEmail(address);
    if (!user) throw new NotFound(`No account with the e-mail ${address}.`);
    if (user.role === role) return { result: { changed: false, role } };
    tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id)).run();
    return {
      result: { changed: true, role },
      entry: {
        action: operator ? "operator.grant" : "operator.revoke",
        targetType: "user",
        targetId: user.id,
        before: { role: user.role },
        after: { role },
      },
    };
  });
}
