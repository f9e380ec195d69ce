import { db, schema } from "~/models/db.server";

const { merchNotifications } = schema;

/** Adds the address to the merch store's notify list; an address already there is fine. */
export function addMerchNotification(email: string): { created: boolean } {
  const row = db()
    .insert(merchNotifications)
    .values({ email })
    .onConflictDoNothing({ target: merchNotifications.email })
    .returning({ id: merchNotifications.id })
    .get();
  return { created: Boolean(row) };
}
