/**
 * "Send the link again", the button at the top of the page an unverified account lands on: a
 * POST that mails a fresh verification link, at most 3 an hour, then says to wait.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { args, flashedToast, respond } from "~/tests/support/route-call";
import { cookieFor } from "~/tests/support/admin-call";
import { LIMITS } from "~/server/rate-limit.server";
import { env } from "~/env.server";
import * as verifyEmail from "~/routes/auth/verify-email";

const sql = getDb().$client;

describe("sending the verification link again", () => {
  it("mails a new link, and refuses past the hour's limit without mailing", async () => {
    const email = `unverified-${Date.now()}@example.com`;
    const { id } = sql
      .prepare(
        "INSERT INTO users (email, hashed_password, first_name, is_verified) VALUES (?, 'x', 'Una', 0) RETURNING id",
      )
      .get(email) as { id: number };
    const cookie = await cookieFor(id);
    const mails = () =>
      sql.prepare("SELECT count(*) FROM email_outbox WHERE to_address = ?").pluck().get(email);
    const resend = async () => {
      const body = new URLSearchParams({ intent: "resend", back: "/dashboard" });
      return respond(verifyEmail.action(args("POST", "/verify-email", { cookie, body }) as never));
    };
    const limit = Math.floor(LIMITS.verifyResend.max * env().RATE_LIMIT_FACTOR);
    for (let i = 1; i <= limit; i++) {
      const res = await resend();
      expect(res.headers.get("Location")).toBe("/dashboard");
      expect(await flashedToast(res)).toMatchObject({ title: "Verification e-mail sent" });
      expect(mails()).toBe(i);
    }
    const refused = await resend();
    expect(await flashedToast(refused)).toMatchObject({ title: "Too many e-mails" });
    expect(mails()).toBe(limit);
  });
});
