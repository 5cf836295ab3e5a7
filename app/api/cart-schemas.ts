import { z } from "zod";
import { MediaSchema } from "./schemas";

// zod schemas of the cart's answers (docs/platform-api.md, Cart).

const money = z.coerce.number();
const PriceSetSchema = z.object({
  itemsTotal: money.default(0),
  coupon: money.default(0),
  loyalty: money.default(0),
  delivery: money.default(0),
  cartTotal: money.default(0),
  orderTotal: money.default(0),
});
const ZERO = { itemsTotal: 0, coupon: 0, loyalty: 0, delivery: 0, cartTotal: 0, orderTotal: 0 };

export const CartItemSchema = z.object({
  itemId: z.number(),
  productId: z.number(),
  qty: z.number(),
  productData: z
    .object({
      name: z.string(),
      media: MediaSchema.nullable().default(null),
      mainProductSlug: z.string().default(""),
      slug: z.string(),
      format: z.string().default("Simple"),
      sku: z.string().default(""),
      variantLabel: z.string().nullable().default(null),
    })
    .passthrough(),
  prices: z.object({ converted: z.object({ finalPrice: money, row: money }) }),
  options: z.object({ personalizations: z.record(z.unknown()).default({}), bundleOptions: z.array(z.unknown()).default([]) }).passthrough().default({}),
  optionsText: z.array(z.string()).default([]),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  id: z.string(),
  protectCode: z.string(),
  items: z.array(CartItemSchema).default([]),
  // SPEC 3: prices.converted defaults to zeros.
  prices: z
    .object({ converted: PriceSetSchema.extend({ tax: PriceSetSchema.default(ZERO) }).default({ ...ZERO, tax: ZERO }) })
    .default({ converted: { ...ZERO, tax: ZERO } }),
  digitalOnly: z.boolean().default(false),
  coupon: z.object({ code: z.string(), type: z.string(), value: z.number() }).nullable().default(null),
  couponCode: z.string().nullable().default(null),
  memberCard: z.object({ barcode: z.string(), discountPercent: z.number() }).nullable().default(null),
  notices: z.array(z.string()).default([]),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartSessionSchema = z.object({ id: z.string(), protectCode: z.string() });
export type CartSession = z.infer<typeof CartSessionSchema>;

export const CheckoutSettingsSchema = z
  .object({
    cartAddBehaviour: z.union([z.literal(0), z.literal(1), z.literal(2)]).catch(0),
    allowedCountries: z.union([z.literal("ALL"), z.array(z.string())]).default("ALL"),
    skipShippingStep: z.boolean().default(false),
    validateConsents: z.boolean().default(true),
  })
  .passthrough();
export type CheckoutSettings = z.infer<typeof CheckoutSettingsSchema>;
