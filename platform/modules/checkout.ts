import { timingSafeEqual } from "node:crypto";
import { Router, type Response } from "express";
import { z } from "zod";
import type { Cart } from "../cart-contract";
import type { CountryRecord } from "../checkout-contract";
import { cartAnswer, openCart, type CartRow } from "../data/cart";
import { fieldError } from "../data/cart-lines";
import {
  applicableDeliveryMethods,
  attachAccount,
  checkoutState,
  checkUser,
  paymentMethods,
  saveDeliveryMethod,
  savePaymentMethod,
  upsertGuestUser,
} from "../data/checkout";
import { logConsents, siteConsents } from "../data/consents";
import {
  createOrder,
  findOrderByIdempotencyKey,
  IDEMPOTENCY_KEY_USED,
  setOrderStatus,
  siteOrder,
  toDocument,
  userDocuments,
  statusAnswer,
  withOrderSlug,
} from "../data/orders";
import type { Db } from "../db/index";
import { contextOf } from "../http/api-key";
import { requestUser, requireUser } from "../http/auth";
import { HttpError, sendData } from "../http/envelope";
import { addressFields, email, id, oib, returnUrl, text } from "../http/fields";
import { parseInput } from "../http/validate";
import { extraOf, requestCurrency } from "./cart";
import { currentUser } from "./auth";

// The checkout module (docs/platform-api.md, Checkout): countries, the guest user, delivery and
// payment methods, orders, consents and order documents (of the signed-in user). Handlers are synchronous and each does
// its reads and writes in one IMMEDIATE transaction, like the cart's.

const cartKey = {
  cartId: z.string().trim().min(1, "Required").max(100),
  protectCode: z.string().trim().min(1, "Required").max(200),
  sessionId: z.string().trim().min(1).max(100).optional(),
};
const address = z.object({
  type: z.enum(["shipping", "billing"]),
  ...addressFields,
});

const countriesBody = z.object({
  ...cartKey,
  language: z.string().trim().max(10).optional(),
  type: z.literal("countries").default("countries"),
});
const guestUserBody = z.object({
  ...cartKey,
  email,
  details: z.object({ firstName: text(100), lastName: text(100) }),
  company: z.object({ name: text(200), oib }).optional(),
  addresses: z
    .array(address)
    .max(2)
    .default([])
    .refine((list) => new Set(list.map((entry) => entry.type)).size === list.length, "One address of each type"),
});
const deliveryListBody = z.object({
  ...cartKey,
  userId: id.optional(),
  countryId: id.optional(),
  currencyId: id.optional(),
  userBillingAddressId: id.optional(),
  userShippingAddressId: id.optional(),
});
const saveDeliveryBody = z.object({ ...cartKey, userId: id, deliveryMethodId: id, branchId: id.optional() });
const paymentListBody = z.object({ ...cartKey, userId: id.optional(), userBillingAddressId: id.optional() });
const savePaymentBody = z.object({
  ...cartKey,
  userId: id,
  paymentMethodId: id,
  companyData: z.object({ companyName: text(200), oib }).optional(),
});
const message = z.string().trim().max(1000).optional();
const orderBody = z.object({
  ...cartKey,
  userId: id,
  idempotencyKey: text(200),
  giftMessage: message,
  orderMessage: message,
  to: message,
  from: message,
  failureURL: returnUrl,
  successURL: returnUrl,
});
const pgSuccessBody = z.object({ details: z.unknown().optional(), internalRedirect: z.boolean().optional() });
const consentFilterBody = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(100),
  context: z.enum(["checkout", "register"]).default("checkout"),
});
const consentLogBody = z.object({
  status: z.union([z.boolean(), z.number(), z.string().trim().min(1).max(50)]).transform(String),
  statusTimestamp: z.union([z.number(), z.string().trim().min(1).max(50)]).transform(String),
  sourceType: text(50),
  consents: z.array(z.number().int().positive()).max(100),
  userType: z.enum(["guest", "user"]),
  email,
});
const documentFilterBody = z.object({
  filters: z.object({ store: id.optional() }).default({}),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

const cents = (money: number) => Math.round(money * 100);

/** The countries allowed by the domain's checkout settings ("ALL" or a list of codes). */
export function allowedCountries(db: Db, res: Response): { id: number; code: string }[] {
  const allowed = extraOf(res).checkoutSettings?.allowedCountries ?? "ALL";
  const rows = db.prepare("SELECT id, code FROM countries ORDER BY id").all() as { id: number; code: string }[];
  if (allowed === "ALL" || !Array.isArray(allowed)) return rows;
  const codes = new Set(allowed.map((code) => String(code).toUpperCase()));
  return rows.filter((row) => codes.has(row.code));
}

/** Each address's country must be allowed by the checkout settings (400 naming `<field>.<i>.country`). */
export function checkCountries(db: Db, res: Response, addresses: { country: string }[], field: string): void {
  const allowed = new Set(allowedCountries(db, res).map((country) => country.code));
  addresses.forEach((entry, index) => {
    if (!allowed.has(entry.country)) throw fieldError([field, index, "country"], "Country not allowed");
  });
}

export function checkoutRoutes(db: Db): Router {
  const router = Router();
  const transaction = db.transaction((work: () => unknown) => work());
  const atomically = <T>(work: () => T): T => transaction.immediate(work) as T;

  /** Opens the named cart, runs `work` with a fresh cart answer, all in one transaction. */
  function withCart<T>(res: Response, key: z.output<z.ZodObject<typeof cartKey>>, work: (cart: CartRow, fresh: Cart) => T): T {
    const { siteId } = contextOf(res);
    const { symbol } = requestCurrency(res, undefined);
    return atomically(() => {
      const row = openCart(db, siteId, key, requestUser(res)?.id);
      return work(row, cartAnswer(db, row.id, symbol));
    });
  }
  const answerCart = (res: Response, row: CartRow) => cartAnswer(db, row.id, requestCurrency(res, undefined).symbol);

  router.post("/v1/checkout/getAvailableCountries", (req, res) => {
    const body = parseInput(countriesBody, req.body);
    const context = contextOf(res);
    withCart(res, body, () => undefined);
    const requested = body.language?.toLowerCase();
    const language =
      (requested
        ? (db.prepare("SELECT code2 FROM languages WHERE lower(code2) = ? OR lower(code) = ?").pluck().get(requested, requested) as
            | string
            | undefined)
        : undefined) ?? context.language.code2;
    const names = new Intl.DisplayNames([language, "hr"], { type: "region", fallback: "code" });
    const collator = new Intl.Collator([language, "hr"]);
    const records: CountryRecord[] = allowedCountries(db, res)
      .map(({ id: countryId, code }) => ({ id: countryId, code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name));
    sendData(res, { records });
  });

  router.post("/v1/cart/updateGuestUser", (req, res) => {
    const body = parseInput(guestUserBody, req.body);
    checkCountries(db, res, body.addresses, "addresses");
    sendData(
      res,
      withCart(res, body, (row) => {
        const user = upsertGuestUser(db, row, body);
        return { user, cart: answerCart(res, row) };
      })
    );
  });

  // The signed-in user becomes the cart's checkout user, as updateGuestUser makes a guest.
  router.post("/v1/cart/attachUser", (req, res) => {
    const user = currentUser(db, res);
    const body = parseInput(z.object(cartKey), req.body);
    sendData(
      res,
      withCart(res, body, (row) => {
        attachAccount(db, row, user.id);
        return { user: { id: user.id, email: user.email }, cart: answerCart(res, row) };
      })
    );
  });

  router.post("/v1/delivery/getApplicableDeliveryMethods", (req, res) => {
    const body = parseInput(deliveryListBody, req.body);
    requestCurrency(res, body.currencyId);
    sendData(res, {
      records: withCart(res, body, (row, cart) =>
        applicableDeliveryMethods(db, row.site_id, cents(cart.prices.converted.itemsTotal))
      ),
    });
  });

  router.put("/v1/delivery/saveDeliveryMethod", (req, res) => {
    const body = parseInput(saveDeliveryBody, req.body);
    sendData(
      res,
      withCart(res, body, (row, cart) => {
        checkUser(checkoutState(db, row.id), body.userId);
        saveDeliveryMethod(db, row, cents(cart.prices.converted.itemsTotal), body.deliveryMethodId, body.branchId);
        return answerCart(res, row);
      })
    );
  });

  router.post("/v1/payment/getApplicablePaymentMethods", (req, res) => {
    const body = parseInput(paymentListBody, req.body);
    sendData(res, { records: withCart(res, body, (row) => paymentMethods(db, row.site_id)) });
  });

  router.put("/v1/payment/savePaymentMethod", (req, res) => {
    const body = parseInput(savePaymentBody, req.body);
    sendData(
      res,
      withCart(res, body, (row) => {
        checkUser(checkoutState(db, row.id), body.userId);
        savePaymentMethod(db, row, body.paymentMethodId, body.companyData);
        return answerCart(res, row);
      })
    );
  });

  // The same idempotency key for the same cart answers the first order again (before the
  // archived-cart check); for another cart it is a 409. Prices are re-read from the catalogue
  // in the same transaction (the cart answer prices every line as the catalogue is now), and
  // the order keeps exactly those amounts.
  router.post("/v1/order/create", (req, res) => {
    const body = parseInput(orderBody, req.body);
    const { siteId, domain } = contextOf(res);
    const { symbol } = requestCurrency(res, undefined);
    const answer = atomically(() => {
      const earlier = findOrderByIdempotencyKey(db, body.idempotencyKey);
      if (earlier) {
        const earlierCart = db.prepare("SELECT protect_code FROM carts WHERE id = ?").pluck().get(earlier.cart_id) as string;
        if (earlier.site_id !== siteId || earlier.cart_id !== body.cartId || !sameSecret(body.protectCode, earlierCart)) {
          throw new HttpError(409, IDEMPOTENCY_KEY_USED);
        }
        return JSON.parse(earlier.answer) as unknown;
      }
      const row = openCart(db, siteId, body, requestUser(res)?.id);
      const state = checkoutState(db, row.id);
      checkUser(state, body.userId);
      const cart = cartAnswer(db, row.id, symbol);
      return createOrder(db, siteId, domain.store_id, cart, checkoutState(db, row.id), body);
    });
    sendData(res, answer);
  });

  // The wallet flow's confirmation: the order (by id or slug) becomes paid.
  router.post("/v1/order/pgSuccess/:id", (req, res) => {
    parseInput(pgSuccessBody, req.body ?? {});
    const { siteId } = contextOf(res);
    const url = atomically(() => {
      const order = siteOrder(db, siteId, req.params.id);
      if (order.status === "cancelled") throw new HttpError(409, "Order is cancelled.");
      if (order.status === "pending") setOrderStatus(db, order, "paid");
      return withOrderSlug(order.success_url, order.slug);
    });
    sendData(res, { url });
  });

  router.get("/v1/order/status/:orderSlug", (req, res) => {
    sendData(res, statusAnswer(siteOrder(db, contextOf(res).siteId, req.params.orderSlug)));
  });

  router.post("/v1/gdpr/web/consent/filter", (req, res) => {
    const { limit, context } = parseInput(consentFilterBody, req.body ?? {});
    sendData(res, { records: siteConsents(db, contextOf(res).siteId, limit, context) });
  });

  router.post("/v1/gdpr/web/consent/log/create", (req, res) => {
    const body = parseInput(consentLogBody, req.body);
    const { siteId } = contextOf(res);
    sendData(res, atomically(() => logConsents(db, siteId, body)));
  });

  router.post("/v1/document/filter/web", (req, res) => {
    const user = { type: "user" as const, id: requireUser(res).id };
    const body = parseInput(documentFilterBody, req.body ?? {});
    const { records, total } = userDocuments(db, contextOf(res).siteId, user, body.filters.store, body.page, body.limit);
    sendData(res, {
      records,
      pagination: { page: body.page, limit: body.limit, totalPages: Math.ceil(total / body.limit), totalRecords: total },
    });
  });

  router.get("/v1/document/get/web/:id", (req, res) => {
    const user = requireUser(res);
    const params = parseInput(z.object({ id }), req.params);
    const order = siteOrder(db, contextOf(res).siteId, String(params.id));
    if (order.user_type !== "user" || order.user_id !== user.id) throw new HttpError(404, "Not found");
    sendData(res, toDocument(order));
  });

  return router;
}
