import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import {
  confirmEmailChange,
  deleteAccount,
  noteDashboardVisit,
  pendingEmailOf,
  requestEmailChange,
  updateName,
  WRONG_PASSWORD,
} from "~/models/accounts/account.server";
import { createSession, getSessionUser } from "~/models/accounts/sessions.server";
import { findUserById, hashPassword } from "~/models/accounts/users.server";
import { insertCompany, insertUser } from "~/tests/support/factories";

const sql = getDb().$client;
const mails = (to: string) =>
  sql
    .prepare("SELECT subject, text_body AS text FROM email_outbox WHERE to_address = ?")
    .all(to) as {
    subject: string;
    text: string;
  }[];

async function person() {
  return insertUser({ hashedPassword: await hashPassword("correct horse battery") });
}

describe("account settings", () => {
  it("edits the name and greets a first dashboard visit once", async () => {
    const user = await person();
    updateName(user.id, { firstName: "Dana", lastName: "Reyes" });
    expect(findUserById(user.id)).toMatchObject({ firstName: "Dana", lastName: "Reyes" });
    expect(noteDashboardVisit(user.id, false)).toBe(true);
    expect(noteDashboardVisit(user.id, true)).toBe(true);
    expect(noteDashboardVisit(user.id, true)).toBe(false);
    expect(noteDashboardVisit(user.id, false)).toBe(false);
  });

  it("changes the e-mail only once the link mailed to the new address is followed", async () => {
    const user = await person();
    const other = await person();
    await expect(
      requestEmailChange(
        user.id,
        { email: "new@example.com", password: "wrong" },
        { siteUrl: "http://x.test" },
      ),
    ).rejects.toThrow(WRONG_PASSWORD);
    await expect(
      requestEmailChange(
        user.id,
        { email: other.email, password: "correct horse battery" },
        { siteUrl: "http://x.test" },
      ),
    ).rejects.toThrow("already exists");
    const newEmail = `moved-${user.id}@example.com`;
    await requestEmailChange(
      user.id,
      { email: newEmail, password: "correct horse battery" },
      { siteUrl: "http://x.test" },
    );
    expect(findUserById(user.id)?.email).toBe(user.email);
    const [mail] = mails(newEmail);
    expect(mail.subject).toBe("Confirm your new email address");
    const token = new URL(
      /http:\/\/x\.test\/confirm-email\S+/.exec(mail.text)![0],
    ).searchParams.get("token")!;
    expect(pendingEmailOf(token)).toBe(newEmail);
    const site = { siteUrl: "http://x.test" };
    expect(confirmEmailChange(token, site)).toMatchObject({ email: newEmail, isVerified: true });
    expect(confirmEmailChange(token, site)).toBeNull();
    expect(mails(user.email).map((m) => m.subject)).toContain("Your email address was changed");
  });

  it("deletes the account after the password: sessions end, listings are released, reviews stay", async () => {
    const user = await person();
    const claimed = insertCompany({
      claimedBy: user.id,
      isClaimed: true,
      subscriptionTier: "premium",
      planStatus: "active",
    });
    const added = insertCompany({ claimedBy: user.id, addedBy: user.id, isClaimed: true });
    sql
      .prepare(
        "INSERT INTO reviews (company_id, customer_name, rating, title, content) VALUES (?, 'A', 5, 'Good', 'Good work')",
      )
      .run(claimed.id);
    const session = createSession(user.id);
    await expect(deleteAccount(user.id, "nope")).rejects.toThrow(WRONG_PASSWORD);
    expect(findUserById(user.id)).toBeDefined();
    expect(await deleteAccount(user.id, "correct horse battery")).toEqual({ released: 1, kept: 1 });
    expect(findUserById(user.id)).toBeUndefined();
    expect(getSessionUser(session.id)).toBeUndefined();
    const rows = sql
      .prepare(
        "SELECT id, is_claimed, claimed_by, subscription_tier, directory FROM companies WHERE id IN (?, ?) ORDER BY id",
      )
      .all(claimed.id, added.id);
    expect(rows).toEqual([
      {
        id: claimed.id,
        is_claimed: 0,
        claimed_by: null,
        subscription_tier: "free",
        directory: "striping",
      },
      {
        id: added.id,
        is_claimed: 0,
        claimed_by: null,
        subscription_tier: "free",
        directory: "striping",
      },
    ]);
    expect(
      sql.prepare("SELECT count(*) FROM reviews WHERE company_id = ?").pluck().get(claimed.id),
    ).toBe(1);
  });
});
