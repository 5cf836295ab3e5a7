import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { Cart, CartItem, CartNotice, CartSession, CouponType } from "../cart-contract";
import { now, type Db } from "../db/index";
import { HttpError } from "../http/envelope";
import { resolveLine, type ResolvedLine } from "./cart-lines";
import { savedDeliveryCents } from "./checkout";
import { cartAmounts, convertedPrices } from "./pricing";
import { price } from "./products";

// Carts, their lines and discounts (docs/platform-api.md, Cart). The callers run these inside
// one transaction per request.

export const MAX_QTY = 999;
export const SESSION_NOT_FOUND = "Session doesn't exist";
export const CART_ARCHIVED = "Cart is archived.";
export const SESSION_USED = "Session already used.";
export const COUPON_NOT_FOUND = "Coupon not found!";
export const COUPON_MINIMUM = "Coupon minimum not reached.";
export const INVALID_MEMBER_CARD = "Invalid member card.";

export type CartRow = {
  id: string;
  site_id: number;
  protect_code: string;
  session_id: string;
  status: "active" | "archived";
  coupon_id: number | null;
  member_card_barcode: string | null;
  /** The signed-in user who last used the cart. */
  user_id: number | null;
  created_at: string;
  updated_at: string;
};

type ItemRow = { id: number; product_id: number; qty: number; options: string };

type CouponRow = {
  id: number;
  code: string;
  type: CouponType;
  value: number;
  min_items_total_cents: number | null;
  valid_from: string | null;
  valid_until: string | null;
};

type MemberCardRow = { barcode: string; discount_percent: number; valid: 0 | 1; valid_until: string | null };

/** How a request names its cart; `sessionId` is optional (see openCart). */
export type CartKey = { cartId: string; protectCode: string; sessionId?: string };

/** A new, empty cart of the site. */
export function createCart(db: Db, siteId: number): CartSession {
  const id = randomUUID();
  const protectCode = randomBytes(16).toString("hex");
  db.prepare("INSERT INTO carts (id, site_id, protect_code, session_id) VALUES (?, ?, ?, ?)").run(
    id,
    siteId,
    protectCode,
    randomUUID()
  );
  return { id, protectCode };
}

function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The cart a request names. Unknown, another site's, or a wrong protect code: 400 `Session
 * doesn't exist`; archived (ordered): 409 `Cart is archived.`. A request may also name the
 * cart's session id (`sessionId`): a session id belongs to one cart, so another cart's
 * session id answers 409 `Session already used.` and an unknown one 400 `Session doesn't exist`.
 * A request of a signed-in user (`userId`) marks the cart as theirs, for getAbandoned.
 */
export function openCart(db: Db, siteId: number, key: CartKey, userId?: number): CartRow {
  const row = db.prepare("SELECT * FROM carts WHERE id = ?").get(key.cartId) as CartRow | undefined;
  if (!row || row.site_id !== siteId || !sameSecret(key.protectCode, row.protect_code)) {
    throw new HttpError(400, SESSION_NOT_FOUND);
  }
  if (row.status === "archived") throw new HttpError(409, CART_ARCHIVED);
  if (key.sessionId !== undefined && key.sessionId !== row.session_id) {
    const owner = db.prepare("SELECT 1 FROM carts WHERE session_id = ?").get(key.sessionId);
    throw owner ? new HttpError(409, SESSION_USED) : new HttpError(400, SESSION_NOT_FOUND);
  }
  if (userId !== undefined && row.user_id !== userId) {
    db.prepare("UPDATE carts SET user_id = ? WHERE id = ?").run(userId, row.id);
    row.user_id = userId;
  }
  return row;
}

function touch(db: Db, cart: CartRow): void {
  db.prepare("UPDATE carts SET updated_at = ? WHERE id = ?").run(now(), cart.id);
}

/**
 * Puts a checked line into the cart: the same product with the same options raises the
 * existing line's quantity (at most 999), else it becomes the last line.
 */
export function addLine(db: Db, cart: CartRow, line: ResolvedLine, qty: number): void {
  const existing = db
    .prepare("SELECT id, qty FROM cart_items WHERE cart_id = ? AND product_id = ? AND options = ?")
    .get(cart.id, line.productId, line.optionsJson) as { id: number; qty: number } | undefined;
  if (existing) {
    db.prepare("UPDATE cart_items SET qty = ? WHERE id = ?").run(Math.min(MAX_QTY, existing.qty + qty), existing.id);
  } else {
    db.prepare(
      `INSERT INTO cart_items (cart_id, product_id, qty, options, position)
       VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM cart_items WHERE cart_id = ?))`
    ).run(cart.id, line.productId, qty, line.optionsJson, cart.id);
  }
  touch(db, cart);
}

export function findItem(db: Db, cart: CartRow, itemId: number): ItemRow {
  const item = db
    .prepare("SELECT id, product_id, qty, options FROM cart_items WHERE id = ? AND cart_id = ?")
    .get(itemId, cart.id) as ItemRow | undefined;
  if (!item) throw new HttpError(404, "Item not found");
  return item;
}

/** The stored options of a line, as resolveLine takes them. */
export function storedOptions(item: ItemRow): ResolvedLine["options"] {
  return JSON.parse(item.options) as ResolvedLine["options"];
}

/**
 * Sets a line's quantity, and its options when given (already checked). Options that make it
 * equal to another line merge the two: the other line gets both quantities (at most 999).
 */
export function updateLine(db: Db, cart: CartRow, itemId: number, qty: number, line?: ResolvedLine): void {
  const item = findItem(db, cart, itemId);
  if (line && line.optionsJson !== item.options) {
    const twin = db
      .prepare("SELECT id, qty FROM cart_items WHERE cart_id = ? AND product_id = ? AND options = ? AND id <> ?")
      .get(cart.id, item.product_id, line.optionsJson, item.id) as { id: number; qty: number } | undefined;
    if (twin) {
      db.prepare("DELETE FROM cart_items WHERE id = ?").run(item.id);
      db.prepare("UPDATE cart_items SET qty = ? WHERE id = ?").run(Math.min(MAX_QTY, twin.qty + qty), twin.id);
    } else {
      db.prepare("UPDATE cart_items SET qty = ?, options = ? WHERE id = ?").run(qty, line.optionsJson, item.id);
    }
  } else {
    db.prepare("UPDATE cart_items SET qty = ? WHERE id = ?").run(qty, item.id);
  }
  touch(db, cart);
}

export function deleteLine(db: Db, cart: CartRow, itemId: number): void {
  const item = findItem(db, cart, itemId);
  db.prepare("DELETE FROM cart_items WHERE id = ?").run(item.id);
  touch(db, cart);
}

export function clearLines(db: Db, cart: CartRow): void {
  db.prepare("DELETE FROM cart_items WHERE cart_id = ?").run(cart.id);
  touch(db, cart);
}

function couponValidNow(coupon: CouponRow, at: string): boolean {
  return (coupon.valid_from === null || coupon.valid_from <= at) && (coupon.valid_until === null || at < coupon.valid_until);
}

/**
 * Applies a coupon by code (any case). Unknown, another site's or outside its dates: 400
 * `Coupon not found!`; a minimum items total the cart does not reach: 400 `Coupon minimum not reached.`.
 */
export function applyCoupon(db: Db, cart: CartRow, code: string, currencySymbol: string): void {
  const coupon = db
    .prepare("SELECT * FROM coupons WHERE site_id = ? AND code = ?")
    .get(cart.site_id, code.trim()) as CouponRow | undefined;
  if (!coupon || !couponValidNow(coupon, now())) throw new HttpError(400, COUPON_NOT_FOUND);
  const { itemsTotal } = priceLines(db, cart, currencySymbol);
  if (coupon.min_items_total_cents !== null && itemsTotal < coupon.min_items_total_cents) {
    throw new HttpError(400, COUPON_MINIMUM);
  }
  db.prepare("UPDATE carts SET coupon_id = ? WHERE id = ?").run(coupon.id, cart.id);
  touch(db, cart);
}

export function removeCoupon(db: Db, cart: CartRow): void {
  db.prepare("UPDATE carts SET coupon_id = NULL WHERE id = ?").run(cart.id);
  touch(db, cart);
}

function findMemberCard(db: Db, siteId: number, barcode: string): MemberCardRow | undefined {
  return db
    .prepare("SELECT barcode, discount_percent, valid, valid_until FROM member_cards WHERE site_id = ? AND barcode = ?")
    .get(siteId, barcode.trim()) as MemberCardRow | undefined;
}

function cardValidNow(card: MemberCardRow | undefined, at: string): card is MemberCardRow {
  return card !== undefined && card.valid === 1 && (card.valid_until === null || at < card.valid_until);
}

/** Whether a barcode is a valid member card of the site now. */
export function isValidMemberCard(db: Db, siteId: number, barcode: string): boolean {
  return cardValidNow(findMemberCard(db, siteId, barcode), now());
}

/** Applies a valid member card (replacing one applied before); else 400 `Invalid member card.`. */
export function applyMemberCard(db: Db, cart: CartRow, barcode: string): void {
  const card = findMemberCard(db, cart.site_id, barcode);
  if (!cardValidNow(card, now())) throw new HttpError(400, INVALID_MEMBER_CARD);
  db.prepare("UPDATE carts SET member_card_barcode = ? WHERE id = ?").run(card.barcode, cart.id);
  touch(db, cart);
}

/** Whether the applied member card (if any) is still valid: validateCart's `validateMemberCard`. */
export function appliedCardValid(db: Db, cart: CartRow): boolean {
  return cart.member_card_barcode === null || isValidMemberCard(db, cart.site_id, cart.member_card_barcode);
}

type PricedLine = { item: ItemRow; line: ResolvedLine };

/** The cart's lines priced from the catalogue; lines it can no longer sell are returned apart. */
function priceLines(
  db: Db,
  cart: CartRow,
  currencySymbol: string
): { lines: PricedLine[]; unsellable: ItemRow[]; itemsTotal: number } {
  const items = db
    .prepare("SELECT id, product_id, qty, options FROM cart_items WHERE cart_id = ? ORDER BY position, id")
    .all(cart.id) as ItemRow[];
  const lines: PricedLine[] = [];
  const unsellable: ItemRow[] = [];
  for (const item of items) {
    try {
      lines.push({ item, line: resolveLine(db, cart.site_id, { productId: item.product_id, options: storedOptions(item) }, currencySymbol) });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      unsellable.push(item);
    }
  }
  const itemsTotal = lines.reduce((sum, { item, line }) => sum + line.unitCents * item.qty, 0);
  return { lines, unsellable, itemsTotal };
}

/**
 * The whole cart as the contract answers it, priced from the catalogue as it is now. First it
 * drops what the platform no longer accepts, saying so in `notices`: lines whose product was
 * archived or whose options no longer fit (`itemRemoved`), and a coupon that expired or whose
 * minimum items total is no longer reached (`couponRemoved`). A member card that is no longer
 * valid stays applied but gives no loyalty and is answered as `memberCard: null`.
 */
export function cartAnswer(db: Db, cartId: string, currencySymbol: string, notices: CartNotice[] = []): Cart {
  const cart = db.prepare("SELECT * FROM carts WHERE id = ?").get(cartId) as CartRow;
  const at = now();
  const priced = priceLines(db, cart, currencySymbol);
  if (priced.unsellable.length > 0) {
    const remove = db.prepare("DELETE FROM cart_items WHERE id = ?");
    for (const item of priced.unsellable) remove.run(item.id);
    notices.push("itemRemoved");
    touch(db, cart);
  }

  let coupon =
    cart.coupon_id === null
      ? undefined
      : (db.prepare("SELECT * FROM coupons WHERE id = ?").get(cart.coupon_id) as CouponRow | undefined);
  const couponFails =
    coupon !== undefined &&
    (!couponValidNow(coupon, at) ||
      (coupon.min_items_total_cents !== null && priced.itemsTotal < coupon.min_items_total_cents));
  if (couponFails) {
    removeCoupon(db, cart);
    notices.push("couponRemoved");
    coupon = undefined;
  }

  const card = cart.member_card_barcode === null ? undefined : findMemberCard(db, cart.site_id, cart.member_card_barcode);
  const validCard = cardValidNow(card, at) ? card : undefined;

  // The checkout's saved delivery method (0 until one is saved; dropped when it no longer applies).
  const delivery = savedDeliveryCents(db, cart, priced.itemsTotal, notices);
  const amounts = cartAmounts(
    priced.itemsTotal,
    coupon ? { type: coupon.type, value: coupon.value } : null,
    validCard ? validCard.discount_percent : null,
    delivery
  );
  const items: CartItem[] = priced.lines.map(({ item, line }) => ({
    itemId: item.id,
    productId: item.product_id,
    qty: item.qty,
    productData: line.productData,
    prices: { converted: { finalPrice: price(line.unitCents), row: price(line.unitCents * item.qty) } },
    options: line.options,
    optionsText: line.optionsText,
  }));
  return {
    id: cart.id,
    protectCode: cart.protect_code,
    session: { id: cart.session_id, protectCode: cart.protect_code },
    items,
    prices: { converted: convertedPrices(amounts) },
    digitalOnly: items.length > 0 && priced.lines.every(({ line }) => line.format === "EProduct"),
    coupon: coupon
      ? { code: coupon.code, type: coupon.type, value: coupon.type === "percent" ? coupon.value : price(coupon.value) }
      : null,
    couponCode: coupon ? coupon.code : null,
    memberCard: validCard ? { barcode: validCard.barcode, discountPercent: validCard.discount_percent } : null,
    notices: [...new Set(notices)],
  };
}

/** The user's most recently changed cart with items that is not an order, or null. */
export function abandonedCart(db: Db, siteId: number, userId: number): CartSession | null {
  const row = db
    .prepare(
      `SELECT c.id, c.protect_code FROM carts c
        WHERE c.site_id = ? AND c.user_id = ? AND c.status = 'active'
          AND EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id)
        ORDER BY c.updated_at DESC, c.rowid DESC LIMIT 1`
    )
    .get(siteId, userId) as { id: string; protect_code: string } | undefined;
  return row ? { id: row.id, protectCode: row.protect_code } : null;
}
