import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { insertCompany, insertMaterialsCompany, insertUser } from "~/tests/support/factories";
import { BULK_EMAIL_DAILY_CAP } from "~/lib/bulk-email-schema";
import {
  BULK_EMAIL_RULES,
  DailyCapReached,
  recipientsInLastDay,
  sendBulkEmail,
} from "./bulk-email.server";
import { BadRequest } from "~/models/errors.server";

const sqlite = () => getDb().$client;
/** Sends from an unknown client address: only the per-account cap applies. */
const NO_KEY = { visitorKey: null };
const lastOutboxId = () =>
  (sqlite().prepare("SELECT coalesce(max(id), 0) id FROM email_outbox").get() as { id: number }).id;
const outboxSince = (id: number) =>
  sqlite().prepare("SELECT * FROM email_outbox WHERE id > ? ORDER BY id").all(id) as {
    to_address: string;
    reply_to: string;
    subject: string;
    text_body: string;
  }[];

function sender() {
  const u = insertUser({ firstName: "Olive", lastName: "Owner", company: "Olive Striping" });
  return {
    id: u.id,
    email: u.email,
    firstName: "Olive",
    lastName: "Owner",
    company: "Olive Striping",
    isVerified: true,
  };
}

function recordSend(userId: number, recipientCount: number, at: Date) {
  sqlite()
    .prepare(
      "INSERT INTO bulk_email_sends (user_id, recipient_count, subject, created_at) VALUES (?, ?, 'earlier', ?)",
    )
    .run(userId, recipientCount, at.getTime());
}

describe("sendBulkEmail", () => {
  it("queues one message per materials company with an address, replying to the sender", () => {
    const from = sender();
    const a = insertMaterialsCompany({ email: "a@supply.example.com" });
    const b = insertMaterialsCompany({ email: "b@supply.example.com" });
    const noEmail = insertMaterialsCompany({ email: null });
    const striping = insertCompany({ email: "crew@example.com" });
    const before = lastOutboxId();

    const result = sendBulkEmail(
      from,
      {
        companyIds: [a.id, b.id, noEmail.id, striping.id, 99_999_999],
        subject: "Bulk paint order",
        message: "Please quote 200 gallons of white traffic paint.",
      },
      NO_KEY,
    );
    expect(result).toEqual({ sent: 2, withoutEmail: 1, unconfirmed: 0, alreadySent: 0 });

    const all = outboxSince(before);
    // The suppliers' copies, then the sender's own copy.
    const mails = all.filter((m) => m.to_address !== from.email);
    expect(all.map((m) => m.to_address)).toEqual([
      "a@supply.example.com",
      "b@supply.example.com",
      from.email,
    ]);
    for (const m of mails) {
      expect(m.reply_to).toBe(from.email);
      expect(m.subject).toBe("Bulk paint order");
      expect(m.text_body).toContain("Please quote 200 gallons of white traffic paint.");
      expect(m.text_body).toContain(`Olive Owner (Olive Striping) <${from.email}>`);
    }
    // No recipient sees another's address.
    expect(mails[0].text_body).not.toContain("b@supply.example.com");
    expect(mails[1].text_body).not.toContain("a@supply.example.com");
    expect(recipientsInLastDay(from.id)).toBe(2);
  });

  it("refuses ids that are not materials companies and more than 50 per send", () => {
    const from = sender();
    const striping = insertCompany({ email: "crew2@example.com" });
    expect(() =>
      sendBulkEmail(from, { companyIds: [striping.id], subject: "S", message: "M" }, NO_KEY),
    ).toThrow(BadRequest);
    const many = Array.from({ length: 51 }, () => insertMaterialsCompany().id);
    const before = lastOutboxId();
    expect(() =>
      sendBulkEmail(from, { companyIds: many, subject: "S", message: "M" }, NO_KEY),
    ).toThrow(/at most 50 companies/);
    expect(outboxSince(before)).toHaveLength(0);
    expect(
      sendBulkEmail(from, { companyIds: many.slice(0, 50), subject: "S", message: "M" }, NO_KEY),
    ).toEqual({
      sent: 50,
      withoutEmail: 0,
      unconfirmed: 0,
      alreadySent: 0,
    });
    expect(outboxSince(before)).toHaveLength(51);
  });

  it("enforces the daily cap over the last 24 hours and writes nothing past it", () => {
    const from = sender();
    const now = new Date();
    const ids = Array.from({ length: 6 }, () => insertMaterialsCompany().id);
    recordSend(from.id, BULK_EMAIL_DAILY_CAP - 5, new Date(now.getTime() - 60 * 60 * 1000));
    recordSend(from.id, 150, new Date(now.getTime() - 25 * 60 * 60 * 1000)); // older than a day
    expect(recipientsInLastDay(from.id, now)).toBe(BULK_EMAIL_DAILY_CAP - 5);

    const before = lastOutboxId();
    const sends = () =>
      (
        sqlite()
          .prepare("SELECT count(*) n FROM bulk_email_sends WHERE user_id = ?")
          .get(from.id) as {
          n: number;
        }
      ).n;
    expect(() =>
      sendBulkEmail(
        from,
        { companyIds: ids, subject: "S", message: "M" },
        { visitorKey: null, now },
      ),
    ).toThrow(DailyCapReached);
    expect(() =>
      sendBulkEmail(
        from,
        { companyIds: ids, subject: "S", message: "M" },
        { visitorKey: null, now },
      ),
    ).toThrow("You can email 5 more companies today");
    expect(outboxSince(before)).toHaveLength(0);
    expect(sends()).toBe(2);

    expect(
      sendBulkEmail(
        from,
        { companyIds: ids.slice(0, 5), subject: "S", message: "M" },
        { visitorKey: null, now },
      ).sent,
    ).toBe(5);
    expect(() =>
      sendBulkEmail(
        from,
        { companyIds: ids.slice(5), subject: "S", message: "M" },
        { visitorKey: null, now },
      ),
    ).toThrow(/reached the daily limit of 200/);
    // Another user has a cap of their own.
    expect(
      sendBulkEmail(
        sender(),
        { companyIds: ids.slice(5), subject: "S", message: "M" },
        { visitorKey: null, now },
      ).sent,
    ).toBe(1);
  });
});

describe("who may send, and to whom", () => {
  it("an account whose e-mail is not verified cannot send", () => {
    const a = insertMaterialsCompany({ email: "unverified-to@supply.example.com" });
    expect(() =>
      sendBulkEmail(
        { ...sender(), isVerified: false },
        { companyIds: [a.id], subject: "S", message: "M" },
        NO_KEY,
      ),
    ).toThrow(BULK_EMAIL_RULES.verifyFirst);
  });

  it("a supplier never gets the same message from the same sender twice", () => {
    const from = sender();
    const a = insertMaterialsCompany({ email: "twice-a@supply.example.com" });
    const b = insertMaterialsCompany({ email: "twice-b@supply.example.com" });
    const message = { subject: "Thermoplastic price list", message: "Please send your prices." };
    expect(sendBulkEmail(from, { companyIds: [a.id], ...message }, NO_KEY).sent).toBe(1);
    expect(sendBulkEmail(from, { companyIds: [a.id, b.id], ...message }, NO_KEY)).toMatchObject({
      sent: 1,
      alreadySent: 1,
    });
    expect(() => sendBulkEmail(from, { companyIds: [a.id, b.id], ...message }, NO_KEY)).toThrow(
      BULK_EMAIL_RULES.alreadySent,
    );
    // Another message is another message.
    expect(
      sendBulkEmail(from, { companyIds: [a.id], subject: "Beads", message: "Glass beads?" }, NO_KEY)
        .sent,
    ).toBe(1);
  });
});
