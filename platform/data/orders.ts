import type { Cart } from "../cart-contract";
import type { Document, OrderCreateAnswer, OrderStatus, OrderStatusAnswer, PaymentType } from "../checkout-contract";
import { now, type Db } from "../db/index";
import { HttpError } from "../http/envelope";
import { deliverySnapshot, findPaymentMethod, userSnapshot, type CheckoutState } from "./checkout";
import { formatMoney } from "./pricing";
import { price } from "./products";

// Orders (docs/platform-api.md, Checkout). An order is made from a cart once: orders.cart_id is
// UNIQUE and the cart is archived in the same transaction. The callers run these inside one
// transaction per request.

export const ORDER_NOT_FOUND = "Order not found.";
export const DELIVERY_NOT_SET = "Delivery method not set.";
export const PAYMENT_NOT_SET = "Payment method not set.";
export const USER_NOT_SET = "No active user";
export const CART_EMPTY = "Cart is empty.";
export const IDEMPOTENCY_KEY_USED = "Idempotency key already used.";

export type OrderRow = {
  id: number;
  site_id: number;
  store_id: number;
  slug: string;
  cart_id: string;
  idempotency_key: string | null;
  user_type: "guest" | "user";
  user_id: number;
  email: string;
  status: OrderStatus;
  payment_type: PaymentType | null;
  total_cents: number;
  totals: string;
  items: string;
  success_url: string;
  failure_url: string;
  answer: string;
  created_at: string;
};

export type OrderInput = {
  idempotencyKey: string;
  giftMessage?: string;
  orderMessage?: string;
  to?: string;
  from?: string;
  successURL: string;
  failureURL: string;
};

type OrderItem = { productId: number; name: string; sku: string; qty: number; unitPrice: number; row: number; optionsText: string[] };

/** The order's public number: 'OBZ-<year of ordering>-<id, 6 digits>'. */
export function orderSlug(id: number, createdAt: string): string {
  return `OBZ-${createdAt.slice(0, 4)}-${String(id).padStart(6, "0")}`;
}

const cents = (money: number) => Math.round(money * 100);

/** The order already made under this idempotency key (any site's), if any. */
export function findOrderByIdempotencyKey(db: Db, key: string): OrderRow | undefined {
  return db.prepare("SELECT * FROM orders WHERE idempotency_key = ?").get(key) as OrderRow | undefined;
}

/**
 * Makes the order of a cart already re-priced (`cart`, a fresh cart answer) and archives the
 * cart. Needs the cart's user, delivery and payment method and at least one line (400 otherwise).
 * Cash on delivery (payment type null) is confirmed at once; HPF and WALLET orders wait as pending.
 */
export function createOrder(
  db: Db,
  siteId: number,
  storeId: number,
  cart: Cart,
  state: CheckoutState,
  input: OrderInput
): OrderCreateAnswer {
  const user = userSnapshot(db, state);
  if (state.user_id === null || state.user_type === null || !user) throw new HttpError(400, USER_NOT_SET);
  const delivery = deliverySnapshot(db, state);
  if (!delivery) throw new HttpError(400, DELIVERY_NOT_SET);
  const payment = state.payment_method_id === null ? undefined : findPaymentMethod(db, siteId, state.payment_method_id);
  if (!payment) throw new HttpError(400, PAYMENT_NOT_SET);
  if (cart.items.length === 0) throw new HttpError(400, CART_EMPTY);

  const { tax: _tax, ...totals } = cart.prices.converted;
  const totalsCents = Object.fromEntries(Object.entries(totals).map(([key, value]) => [key, cents(value)]));
  const items: OrderItem[] = cart.items.map((item) => ({
    productId: item.productId,
    name: item.productData.variantLabel ? `${item.productData.name} (${item.productData.variantLabel})` : item.productData.name,
    sku: item.productData.sku,
    qty: item.qty,
    unitPrice: item.prices.converted.finalPrice,
    row: item.prices.converted.row,
    optionsText: item.optionsText,
  }));
  const createdAt = now();
  const status: OrderStatus = payment.paymentType === null ? "confirmed" : "pending";
  const company =
    state.company_name && state.company_oib
      ? { name: state.company_name, oib: state.company_oib }
      : user.company;

  const { id } = db
    .prepare(
      `INSERT INTO orders (site_id, store_id, slug, cart_id, idempotency_key, user_type, user_id, email, status,
                           payment_method_id, payment_type, total_cents, totals, items, addresses, delivery, company,
                           gift_message, order_message, gift_to, gift_from, success_url, failure_url, answer,
                           created_at, updated_at)
       VALUES (@siteId, @storeId, @tempSlug, @cartId, @key, @userType, @userId, @email, @status, @paymentMethodId,
               @paymentType, @total, @totals, @items, @addresses, @delivery, @company, @giftMessage, @orderMessage,
               @to, @from, @successURL, @failureURL, '{}', @createdAt, @createdAt)
       RETURNING id`
    )
    .get({
      siteId,
      storeId,
      tempSlug: `new-${cart.id}`,
      cartId: cart.id,
      key: input.idempotencyKey,
      userType: state.user_type,
      userId: state.user_id,
      email: user.email,
      status,
      paymentMethodId: payment.id,
      paymentType: payment.paymentType,
      total: totalsCents.orderTotal,
      totals: JSON.stringify(totalsCents),
      items: JSON.stringify(items),
      addresses: JSON.stringify(user.addresses),
      delivery: JSON.stringify(delivery),
      company: company ? JSON.stringify(company) : null,
      giftMessage: input.giftMessage ?? null,
      orderMessage: input.orderMessage ?? null,
      to: input.to ?? null,
      from: input.from ?? null,
      successURL: input.successURL,
      failureURL: input.failureURL,
      createdAt,
    }) as { id: number };

  const slug = orderSlug(id, createdAt);
  const answer: OrderCreateAnswer = { html: orderHtml(payment.paymentType, id, slug, totalsCents.orderTotal), orderSlug: slug };
  db.prepare("UPDATE orders SET slug = ?, answer = ? WHERE id = ?").run(slug, JSON.stringify(answer), id);
  db.prepare("UPDATE carts SET status = 'archived', updated_at = ? WHERE id = ?").run(createdAt, cart.id);
  return answer;
}

/**
 * What order/create answers in `html`: for cash on delivery a short confirmation; for HPF a
 * form (no script) posting to the built-in test provider's page by PATH, which the storefront
 * serves on its own origin; for WALLET the WalletOrder (the embedded platform has no wallet
 * provider, so `scriptUrl` is empty and the order is confirmed with pgSuccess).
 */
function orderHtml(paymentType: PaymentType | null, id: number, slug: string, totalCents: number): OrderCreateAnswer["html"] {
  if (paymentType === "WALLET") {
    return { isSubscription: false, plan_id: null, quantity: 1, orderId: id, total: price(totalCents), scriptUrl: "" };
  }
  if (paymentType === "HPF") {
    return (
      `<form method="post" action="/payment/hpf/${slug}">` +
      `<input type="hidden" name="orderSlug" value="${slug}">` +
      `<button type="submit">Nastavi na plaćanje</button></form>`
    );
  }
  return `Narudžba ${slug} je zaprimljena. Iznos ${formatMoney(totalCents, "€")} plaćate pri preuzimanju.`;
}

export function findOrderBySlug(db: Db, slug: string): OrderRow | undefined {
  return db.prepare("SELECT * FROM orders WHERE slug = ?").get(slug) as OrderRow | undefined;
}

/** A site's order by slug or (for pgSuccess) numeric id; else 404 `Order not found.`. */
export function siteOrder(db: Db, siteId: number, idOrSlug: string): OrderRow {
  const row = /^\d+$/.test(idOrSlug)
    ? (db.prepare("SELECT * FROM orders WHERE id = ?").get(Number(idOrSlug)) as OrderRow | undefined)
    : findOrderBySlug(db, idOrSlug);
  if (!row || row.site_id !== siteId) throw new HttpError(404, ORDER_NOT_FOUND);
  return row;
}

export function setOrderStatus(db: Db, order: OrderRow, status: OrderStatus): void {
  db.prepare("UPDATE orders SET status = ?, updated_at = ? WHERE id = ?").run(status, now(), order.id);
}

export function statusAnswer(order: OrderRow): OrderStatusAnswer {
  return { orderSlug: order.slug, status: order.status, total: price(order.total_cents), paymentType: order.payment_type };
}

/** The storefront's URL with `orderSlug` added to its query (absolute, or a path as given). */
export function withOrderSlug(url: string, slug: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(url);
  const parsed = new URL(url, "http://storefront.invalid");
  parsed.searchParams.set("orderSlug", slug);
  return absolute ? parsed.toString() : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

export function toDocument(order: OrderRow): Document {
  const items = JSON.parse(order.items) as OrderItem[];
  return {
    id: order.id,
    store: order.store_id,
    extendedDetails: {
      orderSlug: order.slug,
      total: price(order.total_cents),
      status: order.status,
      createdAt: order.created_at,
      items: items.map(({ name, qty, row }) => ({ name, qty, row })),
    },
  };
}

/** A user's orders as documents, newest first, optionally of one store. */
export function userDocuments(
  db: Db,
  siteId: number,
  user: { type: "guest" | "user"; id: number },
  store: number | undefined,
  page: number,
  limit: number
): { records: Document[]; total: number } {
  const where = "site_id = @siteId AND user_type = @type AND user_id = @id AND (@store IS NULL OR store_id = @store)";
  const params = { siteId, type: user.type, id: user.id, store: store ?? null };
  const total = db.prepare(`SELECT COUNT(*) FROM orders WHERE ${where}`).pluck().get(params) as number;
  const rows = db
    .prepare(`SELECT * FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit, offset: (page - 1) * limit }) as OrderRow[];
  return { records: rows.map(toDocument), total };
}
