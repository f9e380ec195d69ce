import http from "node:http";
import { afterAll, beforeAll } from "vitest";
import type { AddressInfo } from "node:net";
import { getDb } from "~/db/client";
import { startStripeStandin, type Standin } from "~/scripts/stripe-standin/server";
import { handleWebhook } from "~/server/billing/webhook.server";
import { env } from "~/env.server";
import { forgetPrices } from "~/server/billing/prices.server";
import { action as checkoutAction } from "~/routes/owners/billing.checkout";
import { loader as returnLoader } from "~/routes/owners/billing.return";
import { call, flashedToast } from "./route-call";

export const WEBHOOK_SECRET = "whsec_unit_test_secret";

/**
 * The Stripe stand-in wired to the app in a unit test: the SDK talks to it, its events reach
 * `handleWebhook` through a loopback receiver, and `settled()` waits until all were handled.
 */
export async function startBilling() {
  let handled = 0;
  const answers: number[] = [];
  const receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", async () => {
      const answer = await handleWebhook(body, req.headers["stripe-signature"] as string | null);
      answers.push(answer.status);
      handled += 1;
      res.writeHead(answer.status).end(answer.message);
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const standin: Standin = await startStripeStandin({
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`,
    webhookSecret: WEBHOOK_SECRET,
  });
  const config = env();
  Object.assign(config, {
    STRIPE_SECRET_KEY: "sk_test_unit",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: standin.url,
  });
  forgetPrices();
  const settled = async () => {
    for (let i = 0; i < 200 && handled < standin.state.events.length; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return {
    standin,
    answers,
    settled,
    async close() {
      await standin.close();
      await new Promise<void>((r) => receiver.close(() => r()));
    },
  };
}

export type Billing = Awaited<ReturnType<typeof startBilling>>;

/** The owner's plan choice posted as the dashboard form does: the answer and its toast. */
export async function choose(
  cookie: string,
  fields: { listingId: number | string; tier: string; period?: string },
) {
  const body = new URLSearchParams({
    listingId: String(fields.listingId),
    tier: fields.tier,
    ...(fields.period ? { period: fields.period } : {}),
  });
  const res = await call(checkoutAction, "POST", "/billing/checkout", {
    cookie,
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  return { res, toast: await flashedToast(res), location: res.headers.get("Location") };
}

/** Presses a button on the stand-in's hosted page; the page it sends the browser to. */
export async function press(url: string) {
  const res = await fetch(url, { method: "POST", redirect: "manual" });
  return res.headers.get("Location") ?? "";
}

/** The return page as the owner sees it after Checkout. */
export async function returnPage(cookie: string, url: string) {
  const u = new URL(url);
  const out: unknown = await call(returnLoader, "GET", u.pathname + u.search, { cookie });
  return (out as { outcome: { state: string; message: string } }).outcome;
}

export const planOf = (id: number) =>
  getDb()
    .$client.prepare(
      "SELECT subscription_tier AS tier, plan_status AS status, plan_source AS source, featured_until AS until FROM companies WHERE id = ?",
    )
    .get(id) as { tier: string; status: string; source: string | null; until: number | null };

export const mailsTo = (email: string) =>
  getDb()
    .$client.prepare(
      "SELECT subject, text_body AS text FROM email_outbox WHERE to_address = ? ORDER BY id",
    )
    .all(email) as { subject: string; text: string }[];

/** The stand-in started before a test file's tests and closed after them; call it in a test. */
export function billingForTests(): () => Billing {
  let billing: Billing | undefined;
  beforeAll(async () => {
    billing = await startBilling();
  });
  afterAll(() => billing?.close());
  return () => billing!;
}
