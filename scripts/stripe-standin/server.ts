import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { obj, parseStripeForm, str, type Value } from "./form";
import { checkoutPage, invoicePage, portalPage } from "./pages";
import { newId, nowSec, StandinState, type Obj } from "./state";

/**
 * A loopback stand-in for the part of Stripe's API the app uses (form-encoded requests, Stripe's
 * JSON objects), with a hosted Checkout page that pays, declines or is cancelled and a portal
 * page, each sending signed events to the webhook. For `npm run dev` without keys and the tests.
 */
export type Standin = {
  url: string;
  state: StandinState;
  /** Sends an event to the webhook (signed with `secret` unless another is given). */
  deliver(event: Obj, secret?: string): Promise<number>;
  close(): Promise<void>;
};

export type StandinOptions = { port?: number; webhookUrl: string; webhookSecret: string };

export function signature(payload: string, secret: string, t = nowSec()) {
  const v1 = crypto.createHmac("sha256", secret).update(`${t}.${payload}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

export async function startStripeStandin(opts: StandinOptions): Promise<Standin> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const state = new StandinState(url);

  async function deliver(event: Obj, secret = opts.webhookSecret) {
    const payload = JSON.stringify(event);
    try {
      const res = await fetch(opts.webhookUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Stripe-Signature": signature(payload, secret),
        },
        body: payload,
      });
      return res.status;
    } catch {
      return 0;
    }
  }
  /** Events go out after the answer, in order, as Stripe's would. */
  const send = (...events: Obj[]) =>
    setImmediate(async () => {
      for (const e of events) await deliver(e);
    });

  server.on("request", (req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const u = new URL(req.url ?? "/", url);
      state.requests.push({ method: req.method ?? "GET", path: u.pathname });
      const params =
        req.method === "GET" || req.method === "DELETE"
          ? parseStripeForm(u.searchParams.toString())
          : parseStripeForm(body);
      try {
        route(req.method ?? "GET", u.pathname, params, res);
      } catch (error) {
        json(res, 500, { error: { message: String(error), type: "api_error" } });
      }
    });
  });

  function json(res: http.ServerResponse, status: number, value: unknown) {
    res.writeHead(status, { "Content-Type": "application/json", "Request-Id": newId("req") });
    res.end(JSON.stringify(value));
  }
  function html(res: http.ServerResponse, page: string) {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(page);
  }
  function go(res: http.ServerResponse, to: string) {
    res.writeHead(303, { Location: to });
    res.end();
  }
  const missing = (res: http.ServerResponse, what: string) =>
    json(res, 404, {
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such ${what}`,
      },
    });
  /** The object kept under this id, or Stripe's answer for one it has not got. */
  const stored = (res: http.ServerResponse, kept: Map<string, Obj>, id: string, what: string) =>
    kept.has(id) ? json(res, 200, kept.get(id)) : missing(res, what);
  const listOf = (data: unknown[], path: string) => ({
    object: "list",
    data,
    has_more: false,
    url: path,
  });

  function route(method: string, path: string, p: Record<string, Value>, res: http.ServerResponse) {
    const seg = path.split("/").filter(Boolean);
    const key = `${method} /${seg.map((s, i) => (i >= 2 && /_/.test(s) ? ":id" : s)).join("/")}`;
    const id = seg.find((s, i) => i >= 2 && /_/.test(s)) ?? "";
    switch (key) {
      case "GET /v1/prices": {
        const keys = Object.values(obj(p.lookup_keys)).concat(
          Array.isArray(p.lookup_keys) ? p.lookup_keys : [],
        );
        const found = [...state.prices.values()].filter(
          (x) => x.active && (!keys.length || keys.includes(x.lookup_key as string)),
        );
        return json(res, 200, listOf(found, "/v1/prices"));
      }
      case "POST /v1/prices":
        return json(res, 200, state.createPrice(p));
      case "GET /v1/products/:id":
        return stored(res, state.products, id, "product");
      case "POST /v1/products": {
        const product: Obj = {
          id: str(p.id) ?? newId("prod"),
          object: "product",
          name: str(p.name),
          active: true,
        };
        state.products.set(product.id, product);
        return json(res, 200, product);
      }
      case "POST /v1/customers": {
        const c: Obj = {
          id: newId("cus"),
          object: "customer",
          email: str(p.email),
          metadata: obj(p.metadata),
        };
        state.customers.set(c.id, c);
        return json(res, 200, c);
      }
      case "GET /v1/customers/:id":
        return stored(res, state.customers, id, "customer");
      case "POST /v1/checkout/sessions": {
        const s: Obj = {
          id: newId("cs_test"),
          object: "checkout.session",
          mode: str(p.mode),
          customer: str(p.customer),
          client_reference_id: str(p.client_reference_id) ?? null,
          metadata: obj(p.metadata),
          subscription_data: obj(p.subscription_data),
          line_items: Object.values(obj(p.line_items as Value))
            .concat(Array.isArray(p.line_items) ? p.line_items : [])
            .map((l) => ({
              price: str(obj(l).price),
              quantity: Number(str(obj(l).quantity) ?? 1),
            })),
          success_url: str(p.success_url),
          cancel_url: str(p.cancel_url),
          status: "open",
          payment_status: "unpaid",
          subscription: null,
          livemode: false,
        };
        s.url = `${url}/checkout/${s.id}`;
        state.sessions.set(s.id, s);
        return json(res, 200, publicSession(s));
      }
      case "GET /v1/checkout/sessions/:id":
        return state.sessions.has(id)
          ? json(res, 200, publicSession(state.sessions.get(id)!))
          : missing(res, "checkout.session");
      case "GET /v1/subscriptions/:id":
        return stored(res, state.subscriptions, id, "subscription");
      case "POST /v1/subscriptions/:id": {
        const sub = state.subscriptions.get(id);
        if (!sub) return missing(res, "subscription");
        return json(res, 200, updateSubscription(sub, p));
      }
      case "DELETE /v1/subscriptions/:id": {
        const sub = state.subscriptions.get(id);
        if (!sub) return missing(res, "subscription");
        return json(res, 200, endSubscription(sub));
      }
      case "GET /v1/invoices": {
        const subId = str(p.subscription);
        const found = [...state.invoices.values()]
          .filter((i) => !subId || i.subscription === subId)
          .sort((a, b) => Number(b.created) - Number(a.created));
        return json(res, 200, listOf(found.slice(0, Number(str(p.limit) ?? 10)), "/v1/invoices"));
      }
      case "POST /v1/billing_portal/sessions": {
        const s: Obj = {
          id: newId("bps"),
          object: "billing_portal.session",
          customer: str(p.customer),
          return_url: str(p.return_url),
          livemode: false,
        };
        s.url = `${url}/portal/${s.id}`;
        state.portals.set(s.id, s);
        return json(res, 200, s);
      }
    }
    return pages(method, seg, p, res);
  }

  const publicSession = (s: Obj) => {
    const { line_items: _l, subscription_data: _d, ...rest } = s;
    return rest;
  };

  function updateSubscription(sub: Obj, p: Record<string, Value>) {
    const events: Obj[] = [];
    if (p.cancel_at_period_end !== undefined)
      sub.cancel_at_period_end = p.cancel_at_period_end === "true";
    if (p.metadata) sub.metadata = { ...(sub.metadata as object), ...obj(p.metadata) };
    const items = Object.values(obj(p.items as Value)).concat(
      Array.isArray(p.items) ? p.items : [],
    );
    for (const raw of items) {
      const change = obj(raw);
      const item = state.itemOf(sub);
      const price = str(change.price) ? state.prices.get(str(change.price)!)! : (item.price as Obj);
      const quantity = Number(str(change.quantity) ?? item.quantity);
      const before = state.amount(item.price as Obj, Number(item.quantity));
      if (price !== item.price) {
        Object.assign(item, state.item(sub.id, price, quantity, Number(item.current_period_start)));
      }
      item.quantity = quantity;
      const extra = state.amount(price, quantity) - before;
      if (extra > 0 && p.proration_behavior !== "none") {
        const inv = state.invoice(sub, extra, true);
        events.push(state.event("invoice.paid", inv));
      }
    }
    events.unshift(state.event("customer.subscription.updated", sub));
    send(...events);
    return sub;
  }

  function endSubscription(sub: Obj) {
    sub.status = "canceled";
    sub.ended_at = sub.canceled_at = nowSec();
    send(state.event("customer.subscription.deleted", sub));
    return sub;
  }

  /** The hosted pages and the tests' controls (what Stripe's dashboard and clock would do). */
  function pages(
    method: string,
    seg: string[],
    p: Record<string, Value>,
    res: http.ServerResponse,
  ) {
    const [area, id, act] = seg;
    if (area === "checkout" && state.sessions.has(id)) {
      const s = state.sessions.get(id)!;
      if (method === "GET") return html(res, checkoutPage(s, state));
      if (act === "cancel") return go(res, String(s.cancel_url));
      if (act === "decline") return html(res, checkoutPage(s, state, "Your card was declined."));
      if (act === "pay" && s.status === "open") {
        const sub = state.createSubscription(s);
        const item = state.itemOf(sub);
        const inv = state.invoice(
          sub,
          state.amount(item.price as Obj, Number(item.quantity)),
          true,
        );
        Object.assign(s, { status: "complete", payment_status: "paid", subscription: sub.id });
        send(
          state.event("checkout.session.completed", publicSession(s) as Obj),
          state.event("customer.subscription.created", sub),
          state.event("invoice.paid", inv),
        );
      }
      return go(res, String(s.success_url).replace("{CHECKOUT_SESSION_ID}", s.id));
    }
    if (area === "portal" && state.portals.has(id)) {
      const portal = state.portals.get(id)!;
      const subs = [...state.subscriptions.values()].filter((s) => s.customer === portal.customer);
      if (method === "GET") return html(res, portalPage(portal, subs));
      const sub = state.subscriptions.get(str(p.subscription) ?? "");
      if (sub && act === "cancel") updateSubscription(sub, { cancel_at_period_end: "true" });
      return go(res, String(portal.return_url));
    }
    if (area === "invoices" && state.invoices.has(id))
      return html(res, invoicePage(state.invoices.get(id)!));
    if (area === "_test" && method === "POST") return control(seg.slice(1), res);
    if (area === "_test" && seg[1] === "requests") return json(res, 200, state.requests);
    if (area === "_test" && seg[1] === "events") return json(res, 200, state.events);
    return json(res, 404, {
      error: { type: "invalid_request_error", message: "Unrecognized request URL" },
    });
  }

  function control([kind, id, act]: string[], res: http.ServerResponse) {
    if (kind === "events") {
      const ev = state.events.find((e) => e.id === id);
      if (!ev) return missing(res, "event");
      void deliver(ev).then((status) => json(res, 200, { status }));
      return;
    }
    const sub = state.subscriptions.get(id);
    if (kind !== "subscriptions" || !sub) return missing(res, "subscription");
    const item = state.itemOf(sub);
    const amount = state.amount(item.price as Obj, Number(item.quantity));
    if (act === "fail") {
      sub.status = "past_due";
      const inv = state.invoice(sub, amount, false);
      send(
        state.event("invoice.payment_failed", inv),
        state.event("customer.subscription.updated", sub),
      );
    } else if (act === "unpaid") {
      sub.status = "unpaid";
      send(state.event("customer.subscription.updated", sub));
    } else if (act === "renew") {
      const span = Number(item.current_period_end) - Number(item.current_period_start);
      item.current_period_start = item.current_period_end;
      item.current_period_end = Number(item.current_period_end) + span;
      sub.status = "active";
      const inv = state.invoice(sub, amount, true);
      send(state.event("invoice.paid", inv), state.event("customer.subscription.updated", sub));
    } else if (act === "end") {
      endSubscription(sub);
    } else return missing(res, "control");
    return json(res, 200, sub);
  }

  return {
    url,
    state,
    deliver,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
