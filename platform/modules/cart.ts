import { Router, type Response } from "express";
import { z } from "zod";
import type { CheckoutSettingsAnswer, CurrencyConfigAnswer } from "../cart-contract";
import type { DomainExtra } from "../contract";
import {
  abandonedCart,
  addLine,
  applyCoupon,
  applyMemberCard,
  appliedCardValid,
  cartAnswer,
  clearLines,
  createCart,
  deleteLine,
  findItem,
  isValidMemberCard,
  MAX_QTY,
  openCart,
  removeCoupon,
  updateLine,
  type CartRow,
} from "../data/cart";
import { resolveLine } from "../data/cart-lines";
import type { Db } from "../db/index";
import { contextOf } from "../http/api-key";
import { requestUser, requireUser } from "../http/auth";
import { HttpError, sendData } from "../http/envelope";
import { parseInput } from "../http/validate";

// The cart module, with the settings and the barcode check the cart needs (docs/platform-api.md,
// Cart). Handlers are synchronous and each does its reads and writes in one IMMEDIATE
// transaction, so requests to one cart run one after another and every answer is consistent.
// A call with a signed-in user's bearer marks the cart as theirs (getAbandoned).

export const INVALID_QUANTITY = "Invalid quantity.";

/** The currency ids the platform knows; the sites sell in EUR only. */
const CURRENCY_IDS: Record<string, number> = { EUR: 1 };

const cartKey = {
  cartId: z.string().trim().min(1, "Required").max(100),
  protectCode: z.string().trim().min(1, "Required").max(200),
  sessionId: z.string().trim().min(1).max(100).optional(),
  currencyId: z.coerce.number().int().positive().optional(),
};
const qty = z
  .number({ required_error: INVALID_QUANTITY, invalid_type_error: INVALID_QUANTITY })
  .int(INVALID_QUANTITY)
  .min(1, INVALID_QUANTITY)
  .max(MAX_QTY, INVALID_QUANTITY);
const id = z.number().int().positive();
const personalizationValue = z.union([
  z.string().max(500),
  z.array(z.string().max(200)).max(50),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);
const options = z
  .object({
    personalizations: z.record(z.string().max(100), personalizationValue).default({}),
    bundleOptions: z
      .array(z.object({ id, options: z.object({ variantId: id.optional(), choiceId: id.optional() }).default({}) }))
      .max(50)
      .default([]),
  })
  .default({});

const sessionBody = z.object(cartKey);
const addItemBody = z.object({
  ...cartKey,
  productId: id,
  qty,
  options,
  // Accepted for the production platform's sake; the embedded platform reserves nothing.
  reservation: z.unknown().optional(),
});
const updateItemBody = z.object({ ...cartKey, itemId: id, qty, options: options.optional() });
const deleteItemBody = z.object({ ...cartKey, itemId: id });
const couponBody = z.object({ ...cartKey, couponCode: z.string().trim().min(1, "Required").max(100) });
const memberCardBody = z.object({ ...cartKey, barcode: z.string().trim().min(1, "Required").max(100) });
const barcodeQuery = z.object({ barcode: z.string().trim().min(1, "Required").max(100) });

const checkoutSettings = z.object({
  cartAddBehaviour: z.union([z.literal(0), z.literal(1), z.literal(2)]).catch(0),
  allowedCountries: z.union([z.literal("ALL"), z.array(z.string())]).catch("ALL"),
  skipShippingStep: z.boolean().catch(false),
  validateConsents: z.boolean().catch(true),
});

/** As parseInput, except that a wrong `qty` answers the contract's 400 `Invalid quantity.`. */
function parseCartInput<Schema extends z.ZodTypeAny>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success && result.error.issues[0].path[0] === "qty") {
    throw new HttpError(400, INVALID_QUANTITY, { issues: result.error.issues });
  }
  return parseInput(schema, input);
}

export function extraOf(res: Response): DomainExtra {
  return JSON.parse(contextOf(res).domain.extra) as DomainExtra;
}

function currencyOf(res: Response): CurrencyConfigAnswer {
  const config = extraOf(res).currencyConfig;
  return { id: CURRENCY_IDS[config.code] ?? 1, code: config.code, label: config.label, symbol: config.symbol, decimals: 2 };
}

/** The currency a cart call answers in: the site's; another `currencyId` is a 400. */
export function requestCurrency(res: Response, currencyId: number | undefined): CurrencyConfigAnswer {
  const currency = currencyOf(res);
  if (currencyId !== undefined && currencyId !== currency.id) {
    throw new HttpError(400, "Invalid request: currencyId: Unknown currency", {
      issues: [{ code: "custom", path: ["currencyId"], message: "Unknown currency" }],
    });
  }
  return currency;
}

export function cartRoutes(db: Db): Router {
  const router = Router();
  const transaction = db.transaction((work: () => unknown) => work());
  const atomically = <T>(work: () => T): T => transaction.immediate(work) as T;

  /** Parses the body, opens the named cart and runs `change` on it; answers the whole cart. */
  function cartCall<Schema extends z.ZodObject<typeof cartKey & z.ZodRawShape>>(
    schema: Schema,
    change?: (cart: CartRow, body: z.output<Schema>, symbol: string) => void,
    needsUser = false
  ) {
    return (req: { body: unknown }, res: Response) => {
      if (needsUser) requireUser(res);
      const body = parseCartInput(schema, req.body) as z.output<Schema> & z.output<z.ZodObject<typeof cartKey>>;
      const { siteId } = contextOf(res);
      const currency = requestCurrency(res, body.currencyId);
      const cart = atomically(() => {
        const row = openCart(db, siteId, body, requestUser(res)?.id);
        change?.(row, body, currency.symbol);
        return cartAnswer(db, row.id, currency.symbol);
      });
      sendData(res, cart);
    };
  }

  router.get("/v1/cart/getNewCartSession", (_req, res) => {
    sendData(res, createCart(db, contextOf(res).siteId));
  });

  router.post("/v1/cart/getCart", cartCall(sessionBody));

  router.post("/v1/cart/validateCart", (req, res) => {
    const body = parseCartInput(sessionBody, req.body);
    const { siteId } = contextOf(res);
    const { symbol } = requestCurrency(res, body.currencyId);
    sendData(
      res,
      atomically(() => {
        const row = openCart(db, siteId, body, requestUser(res)?.id);
        return { cart: cartAnswer(db, row.id, symbol), validateMemberCard: appliedCardValid(db, row) };
      })
    );
  });

  // The signed-in user's last changed cart with items that is not an order, to pick up after login.
  router.post("/v1/cart/getAbandoned", (req, res) => {
    const user = requireUser(res);
    parseInput(z.object({}), req.body ?? {});
    sendData(res, abandonedCart(db, contextOf(res).siteId, user.id));
  });

  router.post(
    "/v1/cart/addItem",
    cartCall(addItemBody, (cart, body, symbol) => {
      const line = resolveLine(db, cart.site_id, { productId: body.productId, options: body.options }, symbol);
      addLine(db, cart, line, body.qty);
    })
  );

  router.patch(
    "/v1/cart/updateItem",
    cartCall(updateItemBody, (cart, body, symbol) => {
      const line = body.options
        ? resolveLine(db, cart.site_id, { productId: findItem(db, cart, body.itemId).product_id, options: body.options }, symbol)
        : undefined;
      updateLine(db, cart, body.itemId, body.qty, line);
    })
  );

  router.delete(
    "/v1/cart/deleteItem",
    cartCall(deleteItemBody, (cart, body) => deleteLine(db, cart, body.itemId))
  );

  router.post(
    "/v1/cart/clearCart",
    cartCall(sessionBody, (cart) => clearLines(db, cart))
  );

  router.post(
    "/v1/cart/applyCoupon",
    cartCall(couponBody, (cart, body, symbol) => applyCoupon(db, cart, body.couponCode, symbol))
  );

  router.post(
    "/v1/cart/removeCoupon",
    cartCall(sessionBody, (cart) => removeCoupon(db, cart))
  );

  router.post(
    "/v1/cart/applyMemberCard",
    // Member cards are for signed-in users only.
    cartCall(memberCardBody, (cart, body) => applyMemberCard(db, cart, body.barcode), true)
  );

  router.get("/v1/user/web/validateMembersBarcode", (req, res) => {
    const { barcode } = parseInput(barcodeQuery, req.query);
    sendData(res, { isValid: isValidMemberCard(db, contextOf(res).siteId, barcode) });
  });

  router.get("/v1/settings/getCheckoutSettings", (_req, res) => {
    const answer: CheckoutSettingsAnswer = checkoutSettings.parse(extraOf(res).checkoutSettings ?? {});
    sendData(res, answer);
  });

  router.get("/v2/settings/getCurrencyConfig", (_req, res) => {
    sendData(res, currencyOf(res));
  });

  return router;
}
