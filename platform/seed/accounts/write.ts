import { addLine, cartAnswer, createCart, openCart } from "../../data/cart";
import { resolveLine } from "../../data/cart-lines";
import { attachAccount, checkoutState, saveDeliveryMethod, savePaymentMethod } from "../../data/checkout";
import { createOrder } from "../../data/orders";
import { hashPasswordSync } from "../../data/passwords";
import { createUser, saveUserAddress } from "../../data/users";
import { toggleWishlist } from "../../data/wishlist";
import type { Db } from "../../db/index";
import type { AccountSeed, OrderSeed } from "./types";

const SYMBOL = "€";

function productId(db: Db, siteId: number, slug: string): number {
  const id = db.prepare("SELECT id FROM products WHERE site_id = ? AND slug = ?").pluck().get(siteId, slug) as number | undefined;
  if (id === undefined) throw new Error(`Account seed: no product ${slug}`);
  return id;
}

function methodId(db: Db, table: "delivery_methods" | "payment_methods", siteId: number, name: string): number {
  const id = db.prepare(`SELECT id FROM ${table} WHERE site_id = ? AND name = ?`).pluck().get(siteId, name) as number | undefined;
  if (id === undefined) throw new Error(`Account seed: no ${table} ${name}`);
  return id;
}

/** Orders the way the checkout does (cart, attachUser, methods, order/create), so seeded documents are real ones. */
function writeOrder(db: Db, siteId: number, storeId: number, userId: number, order: OrderSeed): void {
  const session = createCart(db, siteId);
  const cart = openCart(db, siteId, { cartId: session.id, protectCode: session.protectCode }, userId);
  for (const [slug, qty] of order.lines) {
    const line = resolveLine(
      db,
      siteId,
      { productId: productId(db, siteId, slug), options: { personalizations: {}, bundleOptions: [] } },
      SYMBOL
    );
    addLine(db, cart, line, qty);
  }
  attachAccount(db, cart, userId);
  const priced = cartAnswer(db, cart.id, SYMBOL);
  const delivery = methodId(db, "delivery_methods", siteId, order.deliveryMethod);
  const branch = db.prepare("SELECT id FROM delivery_branches WHERE delivery_method_id = ? ORDER BY position").pluck().get(delivery) as
    | number
    | undefined;
  saveDeliveryMethod(db, cart, Math.round(priced.prices.converted.itemsTotal * 100), delivery, branch);
  savePaymentMethod(db, cart, methodId(db, "payment_methods", siteId, order.paymentMethod), undefined);
  createOrder(db, siteId, storeId, cartAnswer(db, cart.id, SYMBOL), checkoutState(db, cart.id), {
    idempotencyKey: `seed-${cart.id}`,
    successURL: "/",
    failureURL: "/",
  });
}

/**
 * Writes a site's register consents (after its checkout consents; ones it has are kept) and
 * its users with their addresses, orders and wishlists.
 */
export function writeAccountSeed(db: Db, siteId: number, seed: AccountSeed): void {
  const insertConsent = db.prepare(
    `INSERT OR IGNORE INTO consents (site_id, unique_number, display_name, text, required, position, context)
     VALUES (?, ?, ?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM consents WHERE site_id = ?), 'register')`
  );
  for (const consent of seed.registerConsents) {
    insertConsent.run(siteId, consent.uniqueNumber, consent.displayName, consent.text, consent.required ? 1 : 0, siteId);
  }
  const storeId = db.prepare("SELECT store_id FROM domains WHERE site_id = ? ORDER BY id").pluck().get(siteId) as number;
  for (const seedUser of seed.users) {
    const user = createUser(db, siteId, {
      email: seedUser.email,
      firstName: seedUser.firstName,
      lastName: seedUser.lastName,
      password: hashPasswordSync(seedUser.password),
      verified: true,
      isBackoffice: seedUser.isBackoffice,
    });
    for (const address of seedUser.addresses ?? []) saveUserAddress(db, user.id, address);
    for (const order of seedUser.orders ?? []) writeOrder(db, siteId, storeId, user.id, order);
    for (const slug of seedUser.wishlist ?? []) toggleWishlist(db, siteId, user.id, productId(db, siteId, slug));
  }
}
