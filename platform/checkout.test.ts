import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart, CartSession } from "./cart-contract";
import type { Product } from "./catalogue-contract";
import type {
  Consent,
  CountryRecord,
  DeliveryMethod,
  OrderCreateAnswer,
  OrderStatusAnswer,
  PaymentMethod,
  WalletOrder,
} from "./checkout-contract";
import type { Domain } from "./contract";
import { openDatabase, type Db, type RunningPlatform } from "./index";
import { seedIfEmpty } from "./seed/index";
import { key, startTestPlatform, type TestPlatform } from "./test-support";

// The checkout over real HTTP, against the seeded school shop (docs/platform-api.md, Checkout).

let harness: TestPlatform | undefined;
let platform: RunningPlatform;
let dataDir: string;
/** A second connection to the platform's database, to change what no call changes. */
let db: Db;
let school: Domain;
let shop: Domain;
let call: TestPlatform["call"];
let ok: TestPlatform["ok"];
let fails: TestPlatform["fails"];

const productIds = new Map<string, number>();
async function idOf(slug: string): Promise<number> {
  const known = productIds.get(slug);
  if (known !== undefined) return known;
  const found = await ok<Product>("GET", `/api/v1/product/web/get?slug=${slug}`);
  productIds.set(slug, found.id);
  return found.id;
}

async function cartWith(...lines: [slug: string, qty: number][]): Promise<{ session: CartSession; cart: Cart }> {
  const session = await ok<CartSession>("GET", "/api/v1/cart/getNewCartSession");
  let cart = await ok<Cart>("POST", "/api/v1/cart/getCart", key(session));
  for (const [slug, qty] of lines) {
    cart = await ok<Cart>("POST", "/api/v1/cart/addItem", { ...key(session), productId: await idOf(slug), qty });
  }
  return { session, cart };
}

const shipping = {
  type: "shipping",
  firstName: "Ana",
  lastName: "Horvat",
  contactEmail: "ana@example.com",
  contactPhone: "+385 91 123 4567",
  country: "HR",
  city: "Zagreb",
  street: "Ilica",
  houseNumber: "10",
  zipCode: "10000",
};

async function guest(session: CartSession, email = "ana@example.com") {
  return ok<{ user: { id: number; email: string }; cart: Cart }>("POST", "/api/v1/cart/updateGuestUser", {
    ...key(session),
    email,
    details: { firstName: "Ana", lastName: "Horvat" },
    addresses: [shipping, { ...shipping, type: "billing" }],
  });
}

const methods = { home: 1, pickup: 2, free: 3 };
const payments = { cod: 1, hpf: 2, wallet: 3 };
const urls = { successURL: "http://localhost:3000/checkout/success", failureURL: "/checkout/failure?x=1" };

/** A cart with a guest, delivery and payment method saved, ready to order. */
async function readyCart(paymentMethodId: number, lines: [string, number][] = [["kapa-obzor", 2]]) {
  const { session } = await cartWith(...lines);
  const { user } = await guest(session);
  const base = { ...key(session), userId: user.id };
  await ok<Cart>("PUT", "/api/v1/delivery/saveDeliveryMethod", { ...base, deliveryMethodId: methods.home });
  const cart = await ok<Cart>("PUT", "/api/v1/payment/savePaymentMethod", { ...base, paymentMethodId });
  return { session, user, base, cart };
}

const createOrder = (base: Record<string, unknown>, idempotencyKey: string) =>
  call<OrderCreateAnswer>("POST", "/api/v1/order/create", { ...base, idempotencyKey, ...urls });

const orderCount = (cartId: string) => db.prepare("SELECT COUNT(*) FROM orders WHERE cart_id = ?").pluck().get(cartId);

beforeAll(async () => {
  harness = await startTestPlatform("platform-checkout-");
  ({ platform, dataDir, db, school, shop, call, ok, fails } = harness);
});

afterAll(async () => {
  await harness?.close();
});

describe("countries and the guest user", () => {
  it("lists every country for allowedCountries ALL, named in the request language", async () => {
    const { session } = await cartWith();
    const hr = await ok<{ records: CountryRecord[] }>("POST", "/api/v1/checkout/getAvailableCountries", {
      ...key(session),
      language: "hr",
      type: "countries",
    });
    expect(hr.records).toHaveLength(249);
    expect(hr.records.find((country) => country.code === "DE")).toMatchObject({ name: "Njemačka" });
    const en = await ok<{ records: CountryRecord[] }>("POST", "/api/v1/checkout/getAvailableCountries", {
      ...key(session),
      language: "en",
      type: "countries",
    });
    expect(en.records.find((country) => country.code === "DE")).toMatchObject({ name: "Germany" });
    expect(
      await fails("POST", "/api/v1/checkout/getAvailableCountries", { ...key(session), protectCode: "x", type: "countries" })
    ).toEqual({ status: 400, message: "Session doesn't exist" });
  });

  it("creates a guest user keyed by e-mail (any case) and updates it", async () => {
    const { session } = await cartWith(["kapa-obzor", 1]);
    const first = await guest(session, "Gost.Jedan@example.com");
    expect(first.user).toEqual({ id: expect.any(Number), email: "Gost.Jedan@example.com" });
    expect(first.cart.items).toHaveLength(1);
    const again = await guest(session, "gost.jedan@EXAMPLE.com");
    expect(again.user.id).toBe(first.user.id);
    expect(db.prepare("SELECT COUNT(*) FROM addresses WHERE guest_user_id = ?").pluck().get(first.user.id)).toBe(2);
  });

  it("rejects invalid guest input with 400 naming the field", async () => {
    const { session } = await cartWith();
    const base = { ...key(session), email: "a@example.com", details: { firstName: "A", lastName: "B" } };
    expect(await fails("POST", "/api/v1/cart/updateGuestUser", { ...base, email: "nope" })).toEqual({
      status: 400,
      message: "Invalid request: email: Invalid email",
    });
    expect(
      (await fails("POST", "/api/v1/cart/updateGuestUser", { ...base, addresses: [{ ...shipping, zipCode: "" }] })).message
    ).toBe("Invalid request: addresses.0.zipCode: Required");
    expect(
      (await fails("POST", "/api/v1/cart/updateGuestUser", { ...base, addresses: [{ ...shipping, country: "XX" }] })).message
    ).toBe("Invalid request: addresses.0.country: Country not allowed");
    expect(
      (await fails("POST", "/api/v1/cart/updateGuestUser", { ...base, company: { name: "Firma", oib: "123" } })).message
    ).toBe("Invalid request: company.oib: Not an OIB");
  });
});

describe("delivery and payment methods", () => {
  it("lists the delivery methods with branches; the free one only from 50.00 EUR items total", async () => {
    const { session, cart } = await cartWith(["kapa-obzor", 1]);
    const { user } = await guest(session);
    const below = await ok<{ records: DeliveryMethod[] }>("POST", "/api/v1/delivery/getApplicableDeliveryMethods", {
      ...key(session),
      userId: user.id,
    });
    expect(cart.prices.converted.itemsTotal).toBeLessThan(50);
    expect(below.records.map((method) => method.name)).toEqual([
      "Dostava na kućnu adresu",
      "Osobno preuzimanje u poslovnici",
    ]);
    expect(below.records[0]).toMatchObject({ id: methods.home, price: 4.5, freeFrom: null, options: [] });
    expect(below.records[1].options.map((branch) => branch.name)).toEqual([
      "Zagreb – Ilica 242",
      "Split – Marmontova 5",
      "Rijeka – Korzo 12",
    ]);

    const big = await cartWith(["kapa-obzor", 4]);
    expect(big.cart.prices.converted.itemsTotal).toBeGreaterThanOrEqual(50);
    const above = await ok<{ records: DeliveryMethod[] }>("POST", "/api/v1/delivery/getApplicableDeliveryMethods", {
      ...key(big.session),
      userId: user.id,
    });
    expect(above.records.at(-1)).toEqual({
      id: methods.free,
      name: "Besplatna dostava",
      description: expect.any(String),
      price: 0,
      freeFrom: 50,
      options: [],
    });
  });

  it("saves a delivery method: branch required, price in the cart's delivery and orderTotal", async () => {
    const { session, cart } = await cartWith(["kapa-obzor", 1]);
    const { user } = await guest(session);
    const base = { ...key(session), userId: user.id };
    expect(await fails("PUT", "/api/v1/delivery/saveDeliveryMethod", { ...base, deliveryMethodId: methods.pickup })).toEqual({
      status: 400,
      message: "Branch required.",
    });
    expect(await fails("PUT", "/api/v1/delivery/saveDeliveryMethod", { ...base, deliveryMethodId: 999 })).toEqual({
      status: 400,
      message: "Delivery method not found.",
    });
    // The free method does not apply below its minimum.
    expect(await fails("PUT", "/api/v1/delivery/saveDeliveryMethod", { ...base, deliveryMethodId: methods.free })).toEqual({
      status: 400,
      message: "Delivery method not found.",
    });
    const branches = db.prepare("SELECT id FROM delivery_branches WHERE delivery_method_id = ?").pluck().all(methods.pickup);
    const pickup = await ok<Cart>("PUT", "/api/v1/delivery/saveDeliveryMethod", {
      ...base,
      deliveryMethodId: methods.pickup,
      branchId: branches[1],
    });
    expect(pickup.prices.converted.delivery).toBe(0);

    const home = await ok<Cart>("PUT", "/api/v1/delivery/saveDeliveryMethod", { ...base, deliveryMethodId: methods.home });
    const itemsTotal = cart.prices.converted.itemsTotal;
    expect(home.prices.converted).toMatchObject({ delivery: 4.5, cartTotal: itemsTotal, orderTotal: itemsTotal + 4.5 });
    expect(home.prices.converted.tax.delivery).toBe(0.9);
    // getCart keeps it.
    expect((await ok<Cart>("POST", "/api/v1/cart/getCart", key(session))).prices.converted.orderTotal).toBe(itemsTotal + 4.5);
  });

  it("needs the cart's user to save a delivery method", async () => {
    const { session } = await cartWith(["kapa-obzor", 1]);
    expect(
      await fails("PUT", "/api/v1/delivery/saveDeliveryMethod", { ...key(session), userId: 1, deliveryMethodId: methods.home })
    ).toEqual({ status: 400, message: "No active user" });
    const { user } = await guest(session);
    expect(
      (await fails("PUT", "/api/v1/delivery/saveDeliveryMethod", { ...key(session), userId: user.id + 1000, deliveryMethodId: 1 }))
        .message
    ).toBe("Invalid request: userId: Not the cart's user");
    expect(
      (await fails("PUT", "/api/v1/delivery/saveDeliveryMethod", { ...key(session), userId: user.id })).message
    ).toBe("Invalid request: deliveryMethodId: Required");
  });

  it("drops the free delivery when the items total falls below its minimum", async () => {
    const { session, cart } = await cartWith(["kapa-obzor", 4]);
    const { user } = await guest(session);
    await ok<Cart>("PUT", "/api/v1/delivery/saveDeliveryMethod", { ...key(session), userId: user.id, deliveryMethodId: methods.free });
    const smaller = await ok<Cart>("PATCH", "/api/v1/cart/updateItem", { ...key(session), itemId: cart.items[0].itemId, qty: 1 });
    expect(smaller.notices).toEqual(["deliveryRemoved"]);
    expect(smaller.prices.converted.delivery).toBe(0);
  });

  it("lists and saves payment methods, with optional company data", async () => {
    const { session } = await cartWith(["kapa-obzor", 1]);
    const { user } = await guest(session);
    const base = { ...key(session), userId: user.id };
    const { records } = await ok<{ records: PaymentMethod[] }>("POST", "/api/v1/payment/getApplicablePaymentMethods", base);
    expect(records).toEqual([
      { id: payments.cod, name: "Plaćanje pouzećem", description: expect.any(String), paymentType: null },
      { id: payments.hpf, name: "Kartično plaćanje", description: expect.any(String), paymentType: "HPF" },
      { id: payments.wallet, name: "Digitalni novčanik", description: expect.any(String), paymentType: "WALLET" },
    ]);
    await ok<Cart>("PUT", "/api/v1/payment/savePaymentMethod", {
      ...base,
      paymentMethodId: payments.hpf,
      companyData: { companyName: "Obzor d.o.o.", oib: "12345678901" },
    });
    expect(db.prepare("SELECT payment_method_id, company_oib FROM cart_checkout WHERE cart_id = ?").get(session.id)).toEqual({
      payment_method_id: payments.hpf,
      company_oib: "12345678901",
    });
    expect(await fails("PUT", "/api/v1/payment/savePaymentMethod", { ...base, paymentMethodId: 99 })).toEqual({
      status: 400,
      message: "Payment method not found.",
    });
    expect(
      (await fails("PUT", "/api/v1/payment/savePaymentMethod", { ...base, paymentMethodId: 1, companyData: { companyName: "X" } }))
        .message
    ).toBe("Invalid request: companyData.oib: Required");
  });
});

describe("order create", () => {
  it("needs a delivery and a payment method", async () => {
    const { session } = await cartWith(["kapa-obzor", 1]);
    const { user } = await guest(session);
    const base = { ...key(session), userId: user.id };
    expect(await fails("POST", "/api/v1/order/create", { ...base, idempotencyKey: "k-none", ...urls })).toEqual({
      status: 400,
      message: "Delivery method not set.",
    });
    await ok<Cart>("PUT", "/api/v1/delivery/saveDeliveryMethod", { ...base, deliveryMethodId: methods.home });
    expect(await fails("POST", "/api/v1/order/create", { ...base, idempotencyKey: "k-none", ...urls })).toEqual({
      status: 400,
      message: "Payment method not set.",
    });
    expect((await fails("POST", "/api/v1/order/create", { ...base, idempotencyKey: "k-none", ...urls, successURL: "javascript:x" })).message).toBe(
      "Invalid request: successURL: Not a URL or path"
    );
    expect(orderCount(session.id)).toBe(0);
  });

  it("orders cash on delivery: confirmed, cart archived, a second create 409 creating nothing", async () => {
    const { session, base, cart } = await readyCart(payments.cod);
    const first = await createOrder(base, "cod-1");
    expect(first.status, first.body.message).toBe(200);
    const answer = first.body.data;
    expect(answer.orderSlug).toMatch(/^OBZ-\d{4}-\d{6}$/);
    expect(typeof answer.html).toBe("string");
    expect(answer.html).toContain(answer.orderSlug);

    const status = await ok<OrderStatusAnswer>("GET", `/api/v1/order/status/${answer.orderSlug}`);
    expect(status).toEqual({ orderSlug: answer.orderSlug, status: "confirmed", total: cart.prices.converted.orderTotal, paymentType: null });
    expect(db.prepare("SELECT status FROM carts WHERE id = ?").pluck().get(session.id)).toBe("archived");

    expect(await fails("POST", "/api/v1/order/create", { ...base, idempotencyKey: "cod-2", ...urls })).toEqual({
      status: 409,
      message: "Cart is archived.",
    });
    expect(orderCount(session.id)).toBe(1);

    // The same idempotency key answers the first order again.
    const repeat = await createOrder(base, "cod-1");
    expect(repeat.status).toBe(200);
    expect(repeat.body.data).toEqual(answer);
    expect(orderCount(session.id)).toBe(1);

    // The key of another cart's order is not this cart's.
    const other = await readyCart(payments.cod);
    expect((await fails("POST", "/api/v1/order/create", { ...other.base, idempotencyKey: "cod-1", ...urls })).status).toBe(409);
    expect(orderCount(other.session.id)).toBe(0);

    // Another site does not see the order.
    expect((await fails("GET", `/api/v1/order/status/${answer.orderSlug}`, undefined, shop)).status).toBe(404);
  });

  it("keeps a snapshot of the lines, totals and addresses", async () => {
    const { base, cart } = await readyCart(payments.cod, [["kapa-obzor", 2]]);
    const { orderSlug } = (await createOrder(base, "snap-1")).body.data;
    const row = db.prepare("SELECT items, totals, addresses, delivery, email FROM orders WHERE slug = ?").get(orderSlug) as Record<string, string>;
    expect(JSON.parse(row.items)).toEqual([
      expect.objectContaining({ qty: 2, row: cart.items[0].prices.converted.row, name: cart.items[0].productData.name }),
    ]);
    expect(JSON.parse(row.totals)).toMatchObject({ delivery: 450, orderTotal: Math.round(cart.prices.converted.orderTotal * 100) });
    expect(JSON.parse(row.addresses)).toHaveLength(2);
    expect(JSON.parse(row.delivery)).toMatchObject({ id: methods.home, price: 4.5, branch: null });
    expect(row.email).toBe("ana@example.com");
  });

  it("orders with prices re-read from the catalogue at create time", async () => {
    const { base, cart } = await readyCart(payments.cod, [["sal-obzor", 1]]);
    const productId = await idOf("sal-obzor");
    const before = cart.items[0].prices.converted.finalPrice;
    db.prepare("UPDATE products SET final_price_cents = final_price_cents + 100 WHERE id = ?").run(productId);
    try {
      const { orderSlug } = (await createOrder(base, "reprice-1")).body.data;
      const status = await ok<OrderStatusAnswer>("GET", `/api/v1/order/status/${orderSlug}`);
      expect(status.total).toBeCloseTo(before + 1 + 4.5, 2);
      const items = JSON.parse(db.prepare("SELECT items FROM orders WHERE slug = ?").pluck().get(orderSlug) as string);
      expect(items[0].unitPrice).toBeCloseTo(before + 1, 2);
    } finally {
      db.prepare("UPDATE products SET final_price_cents = final_price_cents - 100 WHERE id = ?").run(productId);
    }
  });

  it("answers an HPF order with a form to the test provider; pay makes it paid", async () => {
    const { base, cart } = await readyCart(payments.hpf);
    const { orderSlug, html } = (await createOrder(base, "hpf-1")).body.data;
    expect(html).toContain(`<form method="post" action="/payment/hpf/${orderSlug}">`);
    expect(html).toContain("Nastavi na plaćanje");
    expect(html).not.toContain("<script");
    expect((await ok<OrderStatusAnswer>("GET", `/api/v1/order/status/${orderSlug}`)).status).toBe("pending");

    const page = await fetch(`${platform.url}/payment/hpf/${orderSlug}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    const text = await page.text();
    const total = cart.prices.converted.orderTotal.toFixed(2).replace(".", ",");
    expect(text).toContain(`${total} €`);
    expect(text).toContain("Plati");
    expect(text).toContain("Odustani");
    expect(text).not.toContain("<script");

    // The storefront's auto-submitted form (no action) shows the page too.
    const shown = await fetch(`${platform.url}/payment/hpf/${orderSlug}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `orderSlug=${orderSlug}`,
    });
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain("Plati");

    const paid = await fetch(`${platform.url}/payment/hpf/${orderSlug}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=pay",
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${urls.successURL}?orderSlug=${orderSlug}`);
    expect((await ok<OrderStatusAnswer>("GET", `/api/v1/order/status/${orderSlug}`)).status).toBe("paid");
  });

  it("cancels an HPF order to the failure URL", async () => {
    const { base } = await readyCart(payments.hpf);
    const { orderSlug } = (await createOrder(base, "hpf-2")).body.data;
    const cancelled = await fetch(`${platform.url}/payment/hpf/${orderSlug}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=cancel",
      redirect: "manual",
    });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(`/checkout/failure?x=1&orderSlug=${orderSlug}`);
    expect((await ok<OrderStatusAnswer>("GET", `/api/v1/order/status/${orderSlug}`)).status).toBe("cancelled");
    // A decided order stays as it is.
    const again = await fetch(`${platform.url}/payment/hpf/${orderSlug}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=pay",
      redirect: "manual",
    });
    expect(again.headers.get("location")).toContain("/checkout/failure");
    expect((await ok<OrderStatusAnswer>("GET", `/api/v1/order/status/${orderSlug}`)).status).toBe("cancelled");
    expect((await fetch(`${platform.url}/payment/hpf/OBZ-0000-999999`)).status).toBe(404);
  });

  it("answers a WALLET order with a WalletOrder, confirmed by pgSuccess", async () => {
    const { base, cart } = await readyCart(payments.wallet);
    const { orderSlug, html } = (await createOrder(base, "wallet-1")).body.data;
    const wallet = html as WalletOrder;
    expect(wallet).toMatchObject({ isSubscription: false, plan_id: null, quantity: 1, total: cart.prices.converted.orderTotal });
    const { url } = await ok<{ url: string }>("POST", `/api/v1/order/pgSuccess/${wallet.orderId}`, {
      details: { id: "x" },
      internalRedirect: true,
    });
    expect(url).toBe(`${urls.successURL}?orderSlug=${orderSlug}`);
    expect((await ok<OrderStatusAnswer>("GET", `/api/v1/order/status/${orderSlug}`)).status).toBe("paid");
  });
});

describe("consents and documents", () => {
  it("lists the consents and logs accepted ones", async () => {
    const { records } = await ok<{ records: Consent[] }>("POST", "/api/v1/gdpr/web/consent/filter", { limit: 100 });
    expect(records).toEqual([
      { id: expect.any(Number), uniqueNumber: "UVJETI-KUPNJE", displayName: "Prihvaćam uvjete kupnje", required: true, text: expect.any(String) },
      { id: expect.any(Number), uniqueNumber: "NEWSLETTER", displayName: "Želim primati newsletter", required: false, text: expect.any(String) },
    ]);
    expect((await ok<{ records: Consent[] }>("POST", "/api/v1/gdpr/web/consent/filter", { limit: 100 }, shop)).records).toEqual([]);

    const body = {
      status: true,
      statusTimestamp: "2026-01-15T10:00:00.000Z",
      sourceType: "checkout",
      consents: [records[0].id],
      userType: "guest",
      email: "ana@example.com",
    };
    const { id } = await ok<{ id: number }>("POST", "/api/v1/gdpr/web/consent/log/create", body);
    expect(db.prepare("SELECT consents, email, status FROM consent_logs WHERE id = ?").get(id)).toEqual({
      consents: JSON.stringify([records[0].id]),
      email: "ana@example.com",
      status: "true",
    });
    expect((await fails("POST", "/api/v1/gdpr/web/consent/log/create", { ...body, consents: [9999] })).message).toBe(
      "Invalid request: consents.0: Unknown consent: 9999"
    );
    expect((await fails("POST", "/api/v1/gdpr/web/consent/log/create", { ...body, userType: "robot" })).status).toBe(400);
    expect((await fails("POST", "/api/v1/gdpr/web/consent/log/create", { ...body, email: "x" })).message).toBe(
      "Invalid request: email: Invalid email"
    );
  });

  it("answers the document calls 401 without a signed-in user", async () => {
    expect(await fails("POST", "/api/v1/document/filter/web", { page: 1, limit: 10 })).toEqual({ status: 401, message: "Unauthorized" });
    expect((await fails("GET", "/api/v1/document/get/web/1")).status).toBe(401);
  });
});

describe("seed", () => {
  it("adds the checkout seed to a data directory that has none, once", () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "platform-checkout-seed-"));
    const second = openDatabase(other);
    try {
      seedIfEmpty(second, other);
      second.exec("DELETE FROM consents; DELETE FROM payment_methods; DELETE FROM delivery_methods;");
      seedIfEmpty(second, other);
      seedIfEmpty(second, other);
      const count = (table: string) => second.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();
      expect([count("delivery_methods"), count("delivery_branches"), count("payment_methods"), count("consents")]).toEqual([3, 3, 3, 2]);
    } finally {
      second.close();
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});
