import express, { Router, type Response } from "express";
import { formatMoney } from "../data/pricing";
import { findOrderBySlug, setOrderStatus, withOrderSlug, type OrderRow } from "../data/orders";
import type { Db } from "../db/index";

// The built-in test payment provider (docs/platform-api.md, Checkout): a standalone HTML page
// per HPF order, with no script, that pays or cancels it. It needs no api key: the storefront
// serves /payment/* on its own origin. order/create's form POSTs here without `action`, which
// shows the page; the page's buttons POST `action=pay|cancel`.

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

const STATUS_TEXT: Record<OrderRow["status"], string> = {
  pending: "Čeka plaćanje",
  paid: "Plaćeno",
  cancelled: "Otkazano",
  confirmed: "Potvrđeno",
};

function page(res: Response, status: number, title: string, body: string): void {
  res
    .status(status)
    .type("html")
    .set("cache-control", "no-store")
    .send(
      `<!doctype html><html lang="hr"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>` +
        `<style>body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:2rem;color:#1d2433}` +
        `main{max-width:28rem;margin:0 auto;background:#fff;border-radius:8px;padding:2rem;box-shadow:0 2px 8px #0002}` +
        `.total{font-size:2rem;font-weight:700;margin:1rem 0}form{display:flex;gap:1rem}` +
        `button{flex:1;padding:.75rem;font-size:1rem;border-radius:6px;border:1px solid #1d2433;cursor:pointer}` +
        `button[value=pay]{background:#1d6f42;color:#fff;border-color:#1d6f42}</style></head>` +
        `<body><main>${body}</main></body></html>`
    );
}

function notFoundPage(res: Response): void {
  page(res, 404, "Narudžba nije pronađena", "<h1>Narudžba nije pronađena</h1>");
}

function orderPage(res: Response, order: OrderRow): void {
  const slug = escape(order.slug);
  const buttons =
    order.status === "pending"
      ? `<form method="post" action="/payment/hpf/${slug}">` +
        `<button type="submit" name="action" value="pay">Plati</button>` +
        `<button type="submit" name="action" value="cancel">Odustani</button></form>`
      : `<p>Status: ${STATUS_TEXT[order.status]}</p>`;
  page(
    res,
    200,
    `Plaćanje narudžbe ${order.slug}`,
    `<h1>Testno kartično plaćanje</h1><p>Narudžba <strong>${slug}</strong></p>` +
      `<p class="total">${escape(formatMoney(order.total_cents, "€"))}</p>${buttons}`
  );
}

export function paymentPages(db: Db): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: "10kb" }));
  const transaction = db.transaction((work: () => unknown) => work());
  const atomically = <T>(work: () => T): T => transaction.immediate(work) as T;

  const hpfOrder = (slug: string) => {
    const order = findOrderBySlug(db, slug);
    return order && order.payment_type === "HPF" ? order : undefined;
  };

  router.get("/hpf/:orderSlug", (req, res) => {
    const order = hpfOrder(req.params.orderSlug);
    if (!order) return notFoundPage(res);
    orderPage(res, order);
  });

  // pay: pending → paid, then to the success URL; cancel: pending → cancelled, then to the
  // failure URL. A decided order is not changed again: it redirects as its status says.
  router.post("/hpf/:orderSlug", (req, res) => {
    const action = (req.body as Record<string, unknown> | undefined)?.action;
    const outcome = atomically(() => {
      const order = hpfOrder(req.params.orderSlug);
      if (!order) return { kind: "missing" as const };
      if (action === undefined) return { kind: "page" as const, order };
      if (action !== "pay" && action !== "cancel") return { kind: "bad" as const };
      if (order.status === "pending") {
        const status = action === "pay" ? "paid" : "cancelled";
        setOrderStatus(db, order, status);
        order.status = status;
      }
      const url = order.status === "paid" ? withOrderSlug(order.success_url, order.slug) : withOrderSlug(order.failure_url, order.slug);
      return { kind: "redirect" as const, url };
    });
    if (outcome.kind === "missing") return notFoundPage(res);
    if (outcome.kind === "page") return orderPage(res, outcome.order);
    if (outcome.kind === "bad") return page(res, 400, "Neispravan zahtjev", "<h1>Neispravan zahtjev</h1>");
    res.redirect(303, outcome.url);
  });
  return router;
}
