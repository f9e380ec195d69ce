/**
 * Quotas hold under concurrency (decision 040): 16 logo uploads sent at
 * once against the limit of 10 an hour store 10, not 12 or 16; the quota is taken in one SQLite
 * statement before the image is decoded.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { call, cookieFor } from "~/tests/support/route-call";
import { getDb } from "~/db/client";
import { insertUser } from "~/tests/support/factories";
import { takeQuota } from "~/models/accounts/quotas.server";
import * as uploadApi from "~/routes/api/api.objects.upload-direct";
import { handleDashboardAction } from "~/routes/owners/dashboard/actions.server";
import { insertCompany } from "~/tests/support/factories";

const sql = getDb().$client;
const LIMIT = 10;
const logoCount = (userId: number) =>
  sql.prepare("SELECT count(*) FROM logos WHERE uploaded_by = ?").pluck().get(userId) as number;
const png = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: "#aa3366" } })
    .png()
    .toBuffer();

describe("concurrent logo uploads", () => {
  it("16 at once through the upload API store 10; the other 6 are 429", async () => {
    const user = insertUser();
    const cookie = await cookieFor(user.id);
    const bytes = await png();
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => {
        const body = new FormData();
        body.set("file", new File([new Uint8Array(bytes)], "logo.png", { type: "image/png" }));
        return call(uploadApi.action, "POST", "/api/objects/upload-direct", { cookie, body });
      }),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - LIMIT);
    expect(logoCount(user.id)).toBe(LIMIT);
  });

  it("16 at once through the dashboard's logo form store 10", async () => {
    const user = insertUser();
    const company = insertCompany({ isClaimed: true, claimedBy: user.id });
    const bytes = await png();
    await Promise.all(
      Array.from({ length: 16 }, () => {
        const form = new FormData();
        form.set("intent", "logo");
        form.set("id", String(company.id));
        form.set("logo", new File([new Uint8Array(bytes)], "logo.png", { type: "image/png" }));
        return handleDashboardAction(user.id, form).catch((thrown: unknown) => thrown);
      }),
    );
    expect(logoCount(user.id)).toBe(LIMIT);
  });

  it("takeQuota counts and checks in one statement, within its window", () => {
    const quota = { name: "test-quota", limit: 3, windowMs: 60_000 };
    const now = Date.now();
    const taken = Array.from({ length: 5 }, () => takeQuota(quota, "someone", now));
    expect(taken).toEqual([true, true, true, false, false]);
    expect(takeQuota(quota, "someone else", now)).toBe(true);
    expect(takeQuota(quota, "someone", now + 60_001)).toBe(true);
  });
});
