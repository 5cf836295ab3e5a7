import type { CartNotice } from "../cart-contract";
import type { Address, DeliveryMethod, PaymentMethod, PaymentType } from "../checkout-contract";
import { now, type Db } from "../db/index";
import { HttpError } from "../http/envelope";
import { price } from "./products";
import { accountSnapshot, toOrderAddress } from "./users";

// A cart's checkout choices (docs/platform-api.md, Checkout): who orders (a guest user or a
// signed-in user attached with attachUser), the delivery method with its branch, the payment method and company data. The callers
// run these inside one transaction per request.

export const DELIVERY_NOT_FOUND = "Delivery method not found.";
export const BRANCH_REQUIRED = "Branch required.";
export const PAYMENT_NOT_FOUND = "Payment method not found.";
export const NO_ACTIVE_USER = "No active user";

type DeliveryMethodRow = {
  id: number;
  site_id: number;
  name: string;
  description: string;
  price_cents: number;
  free_from_cents: number | null;
  position: number;
};
type BranchRow = { id: number; delivery_method_id: number; name: string };
type PaymentMethodRow = {
  id: number;
  site_id: number;
  name: string;
  description: string;
  payment_type: PaymentType | null;
};

export type CheckoutState = {
  cart_id: string;
  user_type: "guest" | "user" | null;
  user_id: number | null;
  delivery_method_id: number | null;
  branch_id: number | null;
  payment_method_id: number | null;
  company_name: string | null;
  company_oib: string | null;
};

export type GuestInput = {
  email: string;
  details: { firstName: string; lastName: string };
  company?: { name: string; oib: string };
  addresses: Address[];
};

/** The cart's checkout choices (all unset for a cart that has none yet). */
export function checkoutState(db: Db, cartId: string): CheckoutState {
  const row = db.prepare("SELECT * FROM cart_checkout WHERE cart_id = ?").get(cartId) as CheckoutState | undefined;
  return (
    row ?? {
      cart_id: cartId,
      user_type: null,
      user_id: null,
      delivery_method_id: null,
      branch_id: null,
      payment_method_id: null,
      company_name: null,
      company_oib: null,
    }
  );
}

/** Changes some of the cart's checkout choices, creating its row when needed. */
function setState(db: Db, cartId: string, changes: Partial<Omit<CheckoutState, "cart_id">>): void {
  db.prepare("INSERT INTO cart_checkout (cart_id) VALUES (?) ON CONFLICT (cart_id) DO NOTHING").run(cartId);
  const columns = Object.keys(changes);
  if (columns.length === 0) return;
  db.prepare(
    `UPDATE cart_checkout SET ${columns.map((column) => `${column} = @${column}`).join(", ")}, updated_at = @at
      WHERE cart_id = @cartId`
  ).run({ ...changes, at: now(), cartId });
}

/** Whether a delivery method applies to an items total: a `free_from` method only from that total on. */
function applies(method: DeliveryMethodRow, itemsTotalCents: number): boolean {
  return method.free_from_cents === null || itemsTotalCents >= method.free_from_cents;
}

function branchesOf(db: Db, methodId: number): BranchRow[] {
  return db
    .prepare("SELECT id, delivery_method_id, name FROM delivery_branches WHERE delivery_method_id = ? ORDER BY position, id")
    .all(methodId) as BranchRow[];
}

function toDeliveryMethod(db: Db, row: DeliveryMethodRow): DeliveryMethod {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: price(row.price_cents),
    freeFrom: row.free_from_cents === null ? null : price(row.free_from_cents),
    options: branchesOf(db, row.id).map(({ id, name }) => ({ id, name })),
  };
}

/** The site's delivery methods that apply to the items total, in their order. */
export function applicableDeliveryMethods(db: Db, siteId: number, itemsTotalCents: number): DeliveryMethod[] {
  const rows = db
    .prepare("SELECT * FROM delivery_methods WHERE site_id = ? ORDER BY position, id")
    .all(siteId) as DeliveryMethodRow[];
  return rows.filter((row) => applies(row, itemsTotalCents)).map((row) => toDeliveryMethod(db, row));
}

function findDeliveryMethod(db: Db, siteId: number, id: number): DeliveryMethodRow | undefined {
  return db.prepare("SELECT * FROM delivery_methods WHERE id = ? AND site_id = ?").get(id, siteId) as
    | DeliveryMethodRow
    | undefined;
}

/**
 * Saves the cart's delivery method. Unknown, another site's or not applicable to the items
 * total: 400 `Delivery method not found.`; a method with branches needs one of its branches:
 * 400 `Branch required.` (a branch of another method is `Invalid request: branchId: Unknown branch`).
 */
export function saveDeliveryMethod(
  db: Db,
  cart: { id: string; site_id: number },
  itemsTotalCents: number,
  methodId: number,
  branchId: number | undefined
): void {
  const method = findDeliveryMethod(db, cart.site_id, methodId);
  if (!method || !applies(method, itemsTotalCents)) throw new HttpError(400, DELIVERY_NOT_FOUND);
  const branches = branchesOf(db, method.id);
  let branch: number | null = null;
  if (branches.length > 0) {
    if (branchId === undefined) throw new HttpError(400, BRANCH_REQUIRED);
    if (!branches.some((candidate) => candidate.id === branchId)) {
      throw new HttpError(400, "Invalid request: branchId: Unknown branch", {
        issues: [{ code: "custom", path: ["branchId"], message: "Unknown branch" }],
      });
    }
    branch = branchId;
  }
  setState(db, cart.id, { delivery_method_id: method.id, branch_id: branch });
}

/**
 * The delivery price of the cart's saved method, for the cart answer. A saved method that no
 * longer applies (deleted, or a free-from method whose minimum the items total fell below) is
 * dropped, saying `deliveryRemoved`.
 */
export function savedDeliveryCents(db: Db, cart: { id: string; site_id: number }, itemsTotalCents: number, notices: CartNotice[]): number {
  const state = checkoutState(db, cart.id);
  if (state.delivery_method_id === null) return 0;
  const method = findDeliveryMethod(db, cart.site_id, state.delivery_method_id);
  if (method && applies(method, itemsTotalCents)) return method.price_cents;
  setState(db, cart.id, { delivery_method_id: null, branch_id: null });
  notices.push("deliveryRemoved");
  return 0;
}

/** The saved delivery as an order keeps it. */
export function deliverySnapshot(
  db: Db,
  state: CheckoutState
): { id: number; name: string; price: number; branch: { id: number; name: string } | null } | null {
  if (state.delivery_method_id === null) return null;
  const method = db.prepare("SELECT * FROM delivery_methods WHERE id = ?").get(state.delivery_method_id) as
    | DeliveryMethodRow
    | undefined;
  if (!method) return null;
  const branch =
    state.branch_id === null
      ? null
      : (db.prepare("SELECT id, name FROM delivery_branches WHERE id = ?").get(state.branch_id) as
          | { id: number; name: string }
          | undefined) ?? null;
  return { id: method.id, name: method.name, price: price(method.price_cents), branch };
}

function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return { id: row.id, name: row.name, description: row.description, paymentType: row.payment_type };
}

export function paymentMethods(db: Db, siteId: number): PaymentMethod[] {
  return (
    db.prepare("SELECT * FROM payment_methods WHERE site_id = ? ORDER BY position, id").all(siteId) as PaymentMethodRow[]
  ).map(toPaymentMethod);
}

export function findPaymentMethod(db: Db, siteId: number, id: number): PaymentMethod | undefined {
  const row = db.prepare("SELECT * FROM payment_methods WHERE id = ? AND site_id = ?").get(id, siteId) as
    | PaymentMethodRow
    | undefined;
  return row ? toPaymentMethod(row) : undefined;
}

/** Saves the cart's payment method (unknown: 400 `Payment method not found.`) and company data. */
export function savePaymentMethod(
  db: Db,
  cart: { id: string; site_id: number },
  methodId: number,
  companyData: { companyName: string; oib: string } | undefined
): void {
  if (!findPaymentMethod(db, cart.site_id, methodId)) throw new HttpError(400, PAYMENT_NOT_FOUND);
  setState(db, cart.id, {
    payment_method_id: methodId,
    company_name: companyData?.companyName ?? null,
    company_oib: companyData?.oib ?? null,
  });
}

/**
 * Creates or updates the site's guest user with this e-mail (any case), replaces the addresses
 * of the types given and attaches the guest to the cart. Returns the guest's id and e-mail as stored.
 */
export function upsertGuestUser(db: Db, cart: { id: string; site_id: number }, input: GuestInput): { id: number; email: string } {
  const at = now();
  const guest = db
    .prepare(
      `INSERT INTO guest_users (site_id, email, first_name, last_name, company_name, company_oib)
       VALUES (@siteId, @email, @firstName, @lastName, @companyName, @companyOib)
       ON CONFLICT (site_id, email) DO UPDATE SET
         first_name = excluded.first_name, last_name = excluded.last_name,
         company_name = excluded.company_name, company_oib = excluded.company_oib, updated_at = @at
       RETURNING id, email`
    )
    .get({
      siteId: cart.site_id,
      email: input.email,
      firstName: input.details.firstName,
      lastName: input.details.lastName,
      companyName: input.company?.name ?? null,
      companyOib: input.company?.oib ?? null,
      at,
    }) as { id: number; email: string };
  const saveAddress = db.prepare(
    `INSERT INTO addresses (guest_user_id, type, first_name, last_name, contact_email, contact_phone, country, city,
                            street, house_number, zip_code)
     VALUES (@guestId, @type, @firstName, @lastName, @contactEmail, @contactPhone, @country, @city, @street,
             @houseNumber, @zipCode)
     ON CONFLICT (guest_user_id, type) DO UPDATE SET
       first_name = excluded.first_name, last_name = excluded.last_name, contact_email = excluded.contact_email,
       contact_phone = excluded.contact_phone, country = excluded.country, city = excluded.city,
       street = excluded.street, house_number = excluded.house_number, zip_code = excluded.zip_code, updated_at = @at`
  );
  for (const address of input.addresses) saveAddress.run({ guestId: guest.id, at, ...address });
  setState(db, cart.id, { user_type: "guest", user_id: guest.id });
  return guest;
}

type AddressRow = {
  type: Address["type"];
  first_name: string;
  last_name: string;
  contact_email: string;
  contact_phone: string;
  country: string;
  city: string;
  street: string;
  house_number: string;
  zip_code: string;
};

/** Makes the signed-in user the cart's checkout user (attachUser); the order takes the account's addresses. */
export function attachAccount(db: Db, cart: { id: string }, userId: number): void {
  setState(db, cart.id, { user_type: "user", user_id: userId });
}

/**
 * The cart's user (e-mail, company and addresses) as an order keeps it; none: undefined. A
 * signed-in user without an address: 400 `Address missing.`.
 */
export function userSnapshot(
  db: Db,
  state: CheckoutState
): { email: string; firstName: string; lastName: string; company: { name: string; oib: string } | null; addresses: Address[] } | undefined {
  if (state.user_id === null) return undefined;
  if (state.user_type === "user") return accountSnapshot(db, state.user_id);
  const guest = db.prepare("SELECT * FROM guest_users WHERE id = ?").get(state.user_id) as
    | { email: string; first_name: string; last_name: string; company_name: string | null; company_oib: string | null }
    | undefined;
  if (!guest) return undefined;
  const rows = db
    .prepare("SELECT * FROM addresses WHERE guest_user_id = ? ORDER BY type DESC")
    .all(state.user_id) as AddressRow[];
  return {
    email: guest.email,
    firstName: guest.first_name,
    lastName: guest.last_name,
    company: guest.company_name && guest.company_oib ? { name: guest.company_name, oib: guest.company_oib } : null,
    addresses: rows.map((row) => toOrderAddress(row.type, row)),
  };
}

/** The cart's user must be the one named: none attached: 400 `No active user`; another: 400 naming `userId`. */
export function checkUser(state: CheckoutState, userId: number): void {
  if (state.user_id === null) throw new HttpError(400, NO_ACTIVE_USER);
  if (state.user_id !== userId) {
    throw new HttpError(400, "Invalid request: userId: Not the cart's user", {
      issues: [{ code: "custom", path: ["userId"], message: "Not the cart's user" }],
    });
  }
}
