import crypto from "node:crypto";
import { list, obj, str, type Value } from "./form";

/** The stand-in's memory: Stripe's objects as its API returns them (a documented subset). */
export type Obj = Record<string, unknown> & { id: string; object: string };

const DAY = 24 * 60 * 60;
export const nowSec = () => Math.floor(Date.now() / 1000);
export const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString("hex")}`;

export class StandinState {
  customers = new Map<string, Obj>();
  products = new Map<string, Obj>();
  prices = new Map<string, Obj>();
  sessions = new Map<string, Obj>();
  subscriptions = new Map<string, Obj>();
  invoices = new Map<string, Obj>();
  portals = new Map<string, Obj>();
  events: Obj[] = [];
  /** Every request the app made, for tests that check nothing was sent. */
  requests: { method: string; path: string }[] = [];

  priceByLookup(key: string) {
    return [...this.prices.values()].find((p) => p.lookup_key === key && p.active);
  }

  createPrice(body: Record<string, Value>): Obj {
    const key = str(body.lookup_key);
    if (key && body.transfer_lookup_key === "true") {
      for (const p of this.prices.values()) if (p.lookup_key === key) p.lookup_key = null;
    }
    const tiers = list(body.tiers).map((t) => {
      const tier = obj(t);
      return {
        up_to: tier.up_to === "inf" ? null : Number(tier.up_to),
        unit_amount: Number(tier.unit_amount),
        flat_amount: null,
      };
    });
    const price: Obj = {
      id: newId("price"),
      object: "price",
      active: true,
      currency: str(body.currency) ?? "usd",
      product: str(body.product) ?? this.productFor(obj(body.product_data)),
      lookup_key: key ?? null,
      nickname: str(body.nickname) ?? null,
      billing_scheme: str(body.billing_scheme) ?? "per_unit",
      tiers_mode: str(body.tiers_mode) ?? null,
      tiers,
      unit_amount: body.unit_amount ? Number(body.unit_amount) : null,
      recurring: { interval: str(obj(body.recurring).interval) ?? "month", interval_count: 1 },
      type: "recurring",
      livemode: false,
      created: nowSec(),
    };
    this.prices.set(price.id, price);
    return price;
  }

  productFor(data: Record<string, Value>) {
    const product: Obj = {
      id: newId("prod"),
      object: "product",
      name: str(data.name),
      active: true,
    };
    this.products.set(product.id, product);
    return product.id;
  }

  /** What `quantity` units of a price cost: graduated tiers, or the unit amount. */
  amount(price: Obj, quantity: number) {
    const tiers = price.tiers as { up_to: number | null; unit_amount: number }[];
    if (!tiers?.length) return Number(price.unit_amount ?? 0) * quantity;
    let left = quantity;
    let from = 0;
    let total = 0;
    for (const t of tiers) {
      const size = t.up_to === null ? left : Math.min(left, t.up_to - from);
      total += size * t.unit_amount;
      left -= size;
      from = t.up_to ?? from;
      if (left <= 0) break;
    }
    return total;
  }

  createSubscription(session: Obj): Obj {
    const line = (session.line_items as { price: string; quantity: number }[])[0];
    const price = this.prices.get(line.price)!;
    const start = nowSec();
    const sub: Obj = {
      id: newId("sub"),
      object: "subscription",
      customer: session.customer,
      status: "active",
      metadata: { ...(obj(session.subscription_data as Value).metadata as object) },
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      livemode: false,
      items: { object: "list", data: [] as Obj[], has_more: false },
      latest_invoice: null,
    };
    (sub.items as { data: Obj[] }).data.push(this.item(sub.id, price, line.quantity, start));
    this.subscriptions.set(sub.id, sub);
    return sub;
  }

  item(subId: string, price: Obj, quantity: number, start: number): Obj {
    const interval = (price.recurring as { interval: string }).interval;
    return {
      id: newId("si"),
      object: "subscription_item",
      subscription: subId,
      price,
      quantity,
      current_period_start: start,
      current_period_end: start + (interval === "year" ? 365 : 30) * DAY,
    };
  }

  itemOf(sub: Obj) {
    return (sub.items as { data: Obj[] }).data[0];
  }

  invoice(sub: Obj, amount: number, paid: boolean): Obj {
    const id = newId("in");
    const inv: Obj = {
      id,
      object: "invoice",
      customer: sub.customer,
      status: paid ? "paid" : "open",
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      currency: "usd",
      created: nowSec(),
      hosted_invoice_url: `${this.base}/invoices/${id}`,
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id } },
      subscription: sub.id,
      livemode: false,
    };
    this.invoices.set(id, inv);
    sub.latest_invoice = id;
    return inv;
  }

  event(type: string, object: Obj): Obj {
    const ev: Obj = {
      id: newId("evt"),
      object: "event",
      type,
      api_version: "2026-10-28.endive",
      created: nowSec(),
      livemode: false,
      pending_webhooks: 1,
      data: { object: structuredClone(object) },
    };
    this.events.push(ev);
    return ev;
  }

  constructor(public base: string) {}
}
