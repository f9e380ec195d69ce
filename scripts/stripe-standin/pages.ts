import type { Obj, StandinState } from "./state";

const esc = (s: unknown) => String(s ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const frame = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<meta name="viewport" content="width=device-width"></head>
<body style="font-family:sans-serif;max-width:32rem;margin:2rem auto">
<p><strong>Stripe stand-in</strong> (test mode, no real payment)</p>${body}</body></html>`;

const button = (action: string, label: string, extra = "") =>
  `<form method="post" action="${esc(action)}">${extra}<button type="submit">${esc(label)}</button></form>`;

/** Stripe's hosted Checkout, as far as the app needs: pay, decline, or go back. */
export function checkoutPage(s: Obj, state: StandinState, error?: string) {
  const line = (s.line_items as { price: string; quantity: number }[])[0];
  const price = state.prices.get(line.price);
  const amount = price ? state.amount(price, line.quantity) : 0;
  const interval = (price?.recurring as { interval?: string } | undefined)?.interval ?? "month";
  return frame(
    "Checkout",
    `<h1>Subscribe to ${esc(price?.nickname ?? "a plan")}</h1>
<p>${money(amount)} per ${esc(interval)}</p>
${error ? `<p role="alert">${esc(error)}</p>` : ""}
${s.status === "open" ? button(`/checkout/${s.id}/pay`, "Pay") + button(`/checkout/${s.id}/decline`, "Pay with a declined card") : "<p>Already paid.</p>"}
${button(`/checkout/${s.id}/cancel`, "Back to the site")}`,
  );
}

/** The Customer Portal: see the plans, cancel one at the end of its period, return. */
export function portalPage(portal: Obj, subs: Obj[]) {
  const rows = subs
    .map((sub) => {
      const item = (sub.items as { data: Obj[] }).data[0];
      const price = item.price as Obj;
      const cancel = sub.cancel_at_period_end
        ? "<p>Cancels at the end of the period.</p>"
        : sub.status === "canceled"
          ? ""
          : button(
              `/portal/${portal.id}/cancel`,
              `Cancel ${String(price.nickname ?? "plan")}`,
              `<input type="hidden" name="subscription" value="${esc(sub.id)}">`,
            );
      return `<li>${esc(price.nickname)} × ${esc(item.quantity)} · ${esc(sub.status)}${cancel}</li>`;
    })
    .join("");
  return frame(
    "Manage billing",
    `<h1>Manage billing</h1><ul>${rows}</ul>${button(`/portal/${portal.id}/return`, "Return to the site")}`,
  );
}

export function invoicePage(inv: Obj) {
  return frame(
    "Invoice",
    `<h1>Invoice ${esc(inv.id)}</h1><p>${money(Number(inv.amount_due))} · ${esc(inv.status)}</p>`,
  );
}
